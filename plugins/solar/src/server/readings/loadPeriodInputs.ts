import {
  ENERGY_SCALE,
  EnergyPriceList,
  localDateOf,
  parseScaled,
  PRICE_SCALE,
  spotEurMwhToPrice,
  type EnergyPrice,
  type UtcRange,
} from '@portal/domain';
import { type Queryable } from '@portal/core/server';
import type { PeriodInput } from '../netting/netPeriod';
import type { NettingPlace } from '../plants/nettingPlace';

interface ReadingRow {
  ms: string;
  minutes: number;
  kwh: string | null;
}

interface PriceRow {
  ms: string;
  minutes: number;
  eur_mwh: string;
}

interface ContractRow {
  id: string;
  pricing: 'FIXED' | 'SPOT';
  fixed_price_c_kwh: string | null;
  spot_margin_c_kwh: string | null;
  start_date: string;
  end_date: string | null;
}

/** Sub-interval sums per netting period: kWh and the minutes actually metered. */
interface Slot {
  kwh: bigint;
  minutes: number;
  missing: boolean;
}

function slotsOf(rows: readonly ReadingRow[], step: number): Map<number, Slot> {
  const slots = new Map<number, Slot>();
  for (const row of rows) {
    const key = Math.floor(Number(row.ms) / step) * step;
    const slot = slots.get(key) ?? { kwh: 0n, minutes: 0, missing: false };
    if (row.kwh === null) slot.missing = true;
    else slot.kwh += parseScaled(row.kwh, ENERGY_SCALE);
    slot.minutes += row.minutes;
    slots.set(key, slot);
  }
  return slots;
}

/** A period's value only when every minute of it was metered (DOMAIN: missing is never filled). */
function whole(slot: Slot | undefined, minutes: number): bigint | null {
  return slot && !slot.missing && slot.minutes >= minutes ? slot.kwh : null;
}

const msRange = (range: UtcRange) => [range.startUtc.toISOString(), range.endUtc.toISOString()];

async function readings(db: Queryable, table: 'meter_readings' | 'solar_production', points: readonly string[], range: UtcRange) {
  if (points.length === 0) return [];
  const { rows } = await db.query<ReadingRow>(
    `select (extract(epoch from start_utc) * 1000)::bigint::text as ms, minutes::int as minutes, kwh::text as kwh
       from ${table} where metering_point_id = any($1::text[]) and start_utc >= $2 and start_utc < $3`,
    [points, ...msRange(range)],
  );
  return rows;
}

/** The buyer's price list of the export place (MICROGENERATION contracts: spot + a negative margin). */
async function buyerPrices(db: Queryable, exportLocation: string | null): Promise<EnergyPriceList> {
  if (!exportLocation) return new EnergyPriceList([]);
  const { rows } = await db.query<ContractRow>(
    `select id, pricing, fixed_price_c_kwh::text as fixed_price_c_kwh, spot_margin_c_kwh::text as spot_margin_c_kwh,
            to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date
       from contracts where location_identifier = $1 and contract_type in ('MICROGENERATION', 'PROCUREMENT_AND_MICROGENERATION')
        and pricing is not null`,
    [exportLocation],
  );
  return new EnergyPriceList(
    rows.map((row) =>
      row.pricing === 'FIXED'
        ? { id: row.id, pricing: 'FIXED', fixedPriceCKwh: row.fixed_price_c_kwh ?? '0', startDate: row.start_date, endDate: row.end_date }
        : { id: row.id, pricing: 'SPOT', spotMarginCKwh: row.spot_margin_c_kwh ?? '0', startDate: row.start_date, endDate: row.end_date },
    ),
  );
}

/**
 * Every metering period of `range` at the place's netting resolution, with its import (the
 * consumption point), export (the production point), the linked plants' production and the prices
 * its export is paid at. A fixed buying price is a "spot" of that price with no fee.
 */
export async function loadPeriodInputs(db: Queryable, place: NettingPlace, range: UtcRange): Promise<PeriodInput[]> {
  const step = place.resolutionMinutes * 60_000;
  // Prices one hour back too: a quarter at the start of the range may sit under an hourly price.
  const priceRange = { startUtc: new Date(range.startUtc.getTime() - 3_600_000), endUtc: range.endUtc };
  const [imports, exports, production, prices, buyer] = await Promise.all([
    readings(db, 'meter_readings', [place.meteringPointId], range),
    readings(db, 'meter_readings', place.exportMeteringPointId ? [place.exportMeteringPointId] : [], range),
    readings(db, 'solar_production', place.productionPointIds, range),
    db.query<PriceRow>(
      `select (extract(epoch from start_utc) * 1000)::bigint::text as ms, minutes::int as minutes, eur_mwh::text as eur_mwh
         from spot_prices where start_utc >= $1 and start_utc < $2`,
      msRange(priceRange),
    ),
    buyerPrices(db, place.exportLocationIdentifier),
  ]);
  const importSlots = slotsOf(imports, step);
  const exportSlots = slotsOf(exports, step);
  const productionSlots = slotsOf(production, step);
  const priceAt = new Map<number, PriceRow>(prices.rows.map((row) => [Number(row.ms), row]));

  const inputs: PeriodInput[] = [];
  for (let ms = range.startUtc.getTime(); ms < range.endUtc.getTime(); ms += step) {
    const date = localDateOf(ms);
    const spot = spotPricesIn(priceAt, ms, step);
    const contract = buyer.contractOn(date);
    let spotPrices: EnergyPrice[] = spot;
    let feePrice: EnergyPrice | null = null;
    if (contract?.pricing === 'SPOT') feePrice = -parseScaled(contract.spotMarginCKwh, PRICE_SCALE);
    else if (contract?.pricing === 'FIXED') {
      spotPrices = [parseScaled(contract.fixedPriceCKwh, PRICE_SCALE)];
      feePrice = 0n;
    }
    const productionSlot = productionSlots.get(ms);
    inputs.push({
      startMs: ms,
      date,
      importKwh: whole(importSlots.get(ms), place.resolutionMinutes),
      exportKwh: place.exportMeteringPointId ? whole(exportSlots.get(ms), place.resolutionMinutes) : null,
      // A plant's series may be finer than the meter; a period with no production row is unknown, not zero.
      productionKwh: productionSlot && !productionSlot.missing ? productionSlot.kwh : null,
      spotPrices,
      feePrice,
    });
  }
  return inputs;
}

/** The market prices inside a metering period, or the hourly price a quarter sits under. */
function spotPricesIn(priceAt: ReadonlyMap<number, PriceRow>, ms: number, step: number): EnergyPrice[] {
  const inside: EnergyPrice[] = [];
  for (let t = ms; t < ms + step; t += 15 * 60_000) {
    const row = priceAt.get(t);
    if (row) inside.push(spotEurMwhToPrice(row.eur_mwh));
  }
  if (inside.length > 0) {
    // An hour priced per quarter needs all four; a partial set would misprice it.
    const first = priceAt.get(ms);
    if (first && first.minutes * 60_000 >= step) return [spotEurMwhToPrice(first.eur_mwh)];
    return inside.length * 15 * 60_000 === step ? inside : [];
  }
  const hour = Math.floor(ms / 3_600_000) * 3_600_000;
  const hourly = priceAt.get(hour);
  return hourly && hourly.minutes === 60 ? [spotEurMwhToPrice(hourly.eur_mwh)] : [];
}
