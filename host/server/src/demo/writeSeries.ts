import type { Queryable } from '@portal/core/server';
import { insertRegularSeries } from './bulkInsert';
import { firstIndexOfLastDays, type IntervalCalendar } from './calendar';
import type { DemoPlace } from './catalogTypes';
import { generateDistrictHeating } from './districtHeating';
import { generateLoad } from './loadProfiles';
import { MISSING, QUALITY_NAMES, applyQuality, generateQuality } from './quality';
import { generateSolarProduction } from './solar';
import type { WeatherAreaName } from './weather';

export interface SeriesContext {
  readonly seed: number;
  readonly calendars: { readonly 15: IntervalCalendar; readonly 60: IntervalCalendar };
  readonly temperatures: ReadonlyMap<WeatherAreaName, Float64Array>;
  readonly placesById: ReadonlyMap<string, DemoPlace>;
}

function qualityNames(codes: Uint8Array): string[] {
  return Array.from(codes, (code) => QUALITY_NAMES[code] ?? 'measured');
}

async function writeMeterReadings(tx: Queryable, context: SeriesContext, place: DemoPlace, allValues: Float64Array): Promise<number> {
  const calendar = context.calendars[place.resolutionMinutes];
  // A place with a shorter history keeps the newest days of the generated series.
  const from = place.historyDays === undefined ? 0 : firstIndexOfLastDays(calendar, place.historyDays);
  const values = allValues.subarray(from);
  const codes = generateQuality(context.seed, place.locationIdentifier, values.length, {
    minutes: calendar.minutes,
    showcase: place.showcaseQuality,
  });
  return insertRegularSeries(tx, {
    table: 'meter_readings',
    constants: [{ name: 'metering_point_id', type: 'char(18)', value: place.meteringPointId }],
    startUtc: new Date(calendar.startUtc.getTime() + from * calendar.minutes * 60_000),
    minutes: calendar.minutes,
    minutesColumn: true,
    columns: [
      { name: 'kwh', type: 'numeric', values: applyQuality(values, codes) },
      { name: 'quality', type: 'text', values: qualityNames(codes) },
    ],
  });
}

/** Writes one place's series; returns rows written per table. */
export async function writePlaceSeries(tx: Queryable, context: SeriesContext, place: DemoPlace): Promise<Record<string, number>> {
  const spec = place.series;
  const calendar = context.calendars[place.resolutionMinutes];
  const temperature = context.temperatures.get(place.temperatureArea);
  if (!temperature) throw new Error(`no temperatures for ${place.temperatureArea}`);

  if (spec.kind === 'solarExport') return {}; // written with its consumption place

  if (spec.kind === 'districtHeating') {
    const dh = generateDistrictHeating(context.seed, place.locationIdentifier, spec.building, calendar, temperature);
    const codes = generateQuality(context.seed, place.locationIdentifier, dh.kwh.length, { minutes: 60, showcase: place.showcaseQuality });
    const missingToNull = (values: Float64Array) => Array.from(values, (v, i) => (codes[i] === MISSING ? null : v));
    const rows = await insertRegularSeries(tx, {
      table: 'dh_readings',
      constants: [{ name: 'metering_point_id', type: 'char(18)', value: place.meteringPointId }],
      startUtc: calendar.startUtc,
      minutes: 60,
      minutesColumn: false,
      columns: [
        { name: 'kwh', type: 'numeric', values: applyQuality(dh.kwh, codes) },
        { name: 'supply_temp_c', type: 'numeric', values: missingToNull(dh.supplyC) },
        { name: 'return_temp_c', type: 'numeric', values: missingToNull(dh.returnC) },
        { name: 'quality', type: 'text', values: qualityNames(codes) },
      ],
    });
    return { dh_readings: rows };
  }

  const load = generateLoad(context.seed, place.locationIdentifier, spec.load, calendar, temperature);
  if (!spec.solar) return { meter_readings: await writeMeterReadings(tx, context, place, load) };

  // Net metering per interval (DOMAIN): production first covers use; only the surplus is exported.
  const exportPlace = context.placesById.get(spec.solar.exportLocation);
  if (!exportPlace || exportPlace.resolutionMinutes !== place.resolutionMinutes) {
    throw new Error(`${place.locationIdentifier}: export place ${spec.solar.exportLocation} missing or at another resolution`);
  }
  const production = generateSolarProduction(context.seed, place.locationIdentifier, spec.solar.plant, calendar, temperature);
  const imported = new Float64Array(load.length);
  const exported = new Float64Array(load.length);
  for (let i = 0; i < load.length; i += 1) {
    const net = (load[i] ?? 0) - (production[i] ?? 0);
    imported[i] = Math.round(Math.max(0, net) * 1000) / 1000;
    exported[i] = Math.round(Math.max(0, -net) * 1000) / 1000;
  }
  const solarRows = await insertRegularSeries(tx, {
    table: 'solar_production',
    constants: [{ name: 'metering_point_id', type: 'char(18)', value: exportPlace.meteringPointId }],
    startUtc: calendar.startUtc,
    minutes: calendar.minutes,
    minutesColumn: true,
    columns: [{ name: 'kwh', type: 'numeric', values: production }],
  });
  const meterRows = (await writeMeterReadings(tx, context, place, imported)) + (await writeMeterReadings(tx, context, exportPlace, exported));
  return { meter_readings: meterRows, solar_production: solarRows };
}
