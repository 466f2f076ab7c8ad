import { ENERGY_SCALE, scaledToNumber } from '@portal/domain';
import { type Queryable } from '@portal/core/server';
import type { PanelDetails, PanelInfo } from '../../contract';
import type { VisiblePlant } from '../plants/plantAccess';
import { productionKwh, productionRows } from '../readings/productionSums';

const HOUR = 3_600_000;

/**
 * What a year's production equals. Kept as named constants so they can be revised: the Finnish
 * grid's recent average emissions (about 70 g CO₂/kWh), an electric car's 17 kWh/100 km, and a
 * sauna heating of about 10 kWh.
 */
const CO2_KG_PER_KWH = 0.07;
const EV_KWH_PER_KM = 0.17;
const KWH_PER_SAUNA = 10;

export async function panelInfoOf(db: Queryable, plant: VisiblePlant, now: Date): Promise<PanelInfo> {
  const { row } = plant;
  const points = [row.production_point_id];
  const nowMs = now.getTime();
  const [day, year, recent] = await Promise.all([
    productionKwh(db, points, { startUtc: new Date(nowMs - 24 * HOUR), endUtc: now }),
    productionKwh(db, points, { startUtc: new Date(nowMs - 365 * 24 * HOUR), endUtc: now }),
    productionRows(db, points, { startUtc: new Date(nowMs - 2 * HOUR), endUtc: now }),
  ]);
  // Power now = the mean power of the latest interval metered in the last two hours; older is not "now".
  const latest = recent.at(-1);
  return {
    panelId: row.id,
    panelName: row.name,
    locationIdentifier: row.location_identifier,
    locationName: row.location_name,
    energyLast24Hours: day,
    energyLast12Months: year,
    energyUnit: 'kWh',
    powerNow: latest ? Math.round(scaledToNumber(latest.kwh, ENERGY_SCALE) * (60 / latest.minutes) * 1000) / 1000 : null,
    powerUnit: 'kW',
    powerMeasuredAt: latest ? new Date(latest.ms).toISOString() : null,
    canManage: plant.canManage,
  };
}

interface StoredPanel {
  count?: unknown;
  powerW?: unknown;
  tiltDeg?: unknown;
  azimuthDeg?: unknown;
}
interface StoredInverter {
  nominalPowerKw?: unknown;
  commissionDate?: unknown;
  model?: unknown;
  serialNumber?: unknown;
}

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

export async function panelDetailsOf(db: Queryable, plant: VisiblePlant, now: Date): Promise<PanelDetails> {
  const info = await panelInfoOf(db, plant, now);
  const year = info.energyLast12Months ?? 0;
  return {
    ...info,
    latitude: Number(plant.row.latitude),
    longitude: Number(plant.row.longitude),
    kWp: Number(plant.row.kwp),
    savings: {
      co2Kg: Math.round(year * CO2_KG_PER_KWH),
      electricCarKm: Math.round(year / EV_KWH_PER_KM),
      saunaHeats: Math.round(year / KWH_PER_SAUNA),
    },
    panels: list<StoredPanel>(plant.row.panels).map((p) => ({
      count: Number(p.count),
      powerW: Number(p.powerW),
      tiltDeg: Number(p.tiltDeg),
      azimuthDeg: Number(p.azimuthDeg),
    })),
    inverters: list<StoredInverter>(plant.row.inverters).map((i) => ({
      nominalPowerKw: Number(i.nominalPowerKw),
      commissionDate: String(i.commissionDate),
      model: String(i.model),
      serialNumber: String(i.serialNumber),
    })),
  };
}
