import type { Queryable } from '@portal/core/server';
import { insertRegularSeries } from './bulkInsert';
import type { PriceSeries } from './spotPrices';
import type { WeatherAreaName } from './weather';

export async function writeSpotPrices(tx: Queryable, series: readonly PriceSeries[]): Promise<number> {
  let rows = 0;
  for (const part of series) {
    rows += await insertRegularSeries(tx, {
      table: 'spot_prices',
      constants: [],
      startUtc: part.startUtc,
      minutes: part.minutes,
      minutesColumn: true,
      columns: [{ name: 'eur_mwh', type: 'numeric', values: part.eurMwh }],
    });
  }
  return rows;
}

/** Observed temperatures only: the first `hours` of each area's series (the rest is the future). */
export async function writeTemperatures(
  tx: Queryable,
  startUtc: Date,
  temperatures: ReadonlyMap<WeatherAreaName, Float64Array>,
  hours: number,
): Promise<number> {
  let rows = 0;
  for (const [area, values] of temperatures) {
    rows += await insertRegularSeries(tx, {
      table: 'outdoor_temperatures',
      constants: [{ name: 'area', type: 'text', value: area }],
      startUtc,
      minutes: 60,
      minutesColumn: false,
      columns: [{ name: 'celsius', type: 'numeric', values: values.subarray(0, hours) }],
    });
  }
  return rows;
}
