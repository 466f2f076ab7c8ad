import type { Queryable } from '@portal/core/server';
import type { UtcRange } from '../time/localDay';

/** Day-ahead prices of a range, keyed by period start (ms), €/MWh as exact text. */
export interface SpotPriceSeries {
  readonly byStart: ReadonlyMap<number, { readonly minutes: number; readonly eurMwh: string }>;
}

interface SpotRow {
  start_ms: number;
  minutes: number;
  eur_mwh: string;
}

const MINUTE_MS = 60_000;

export async function loadSpotPrices(db: Queryable, range: UtcRange): Promise<SpotPriceSeries> {
  // An hourly price may start up to an hour before a quarter it covers; fetch from an hour earlier.
  const { rows } = await db.query<SpotRow>(
    `select (extract(epoch from start_utc) * 1000)::int8 as start_ms, minutes::int as minutes, eur_mwh::text as eur_mwh
       from spot_prices where start_utc >= $1 and start_utc < $2 order by start_utc`,
    [new Date(range.startUtc.getTime() - 60 * MINUTE_MS).toISOString(), range.endUtc.toISOString()],
  );
  return { byStart: new Map(rows.map((row) => [Number(row.start_ms), { minutes: row.minutes, eurMwh: row.eur_mwh }])) };
}

/**
 * The spot prices that cover one metering interval. A quarter under an hourly price (before
 * 1.10.2025) has one; an hourly reading under quarter prices (from 1.10.2025) has four, and is priced
 * at their mean because an hourly meter cannot tell when in the hour the energy went. Null when any
 * part of the interval has no price: it is then unpriced, not free.
 */
export function spotPricesCovering(series: SpotPriceSeries, startMs: number, minutes: number): string[] | null {
  const hourStart = startMs - (startMs % (60 * MINUTE_MS));
  for (const candidate of startMs === hourStart ? [startMs] : [startMs, hourStart]) {
    const price = series.byStart.get(candidate);
    if (price && candidate + price.minutes * MINUTE_MS >= startMs + minutes * MINUTE_MS) return [price.eurMwh];
  }
  const parts: string[] = [];
  for (let t = startMs; t < startMs + minutes * MINUTE_MS;) {
    const price = series.byStart.get(t);
    if (!price) return null;
    parts.push(price.eurMwh);
    t += price.minutes * MINUTE_MS;
  }
  return parts;
}
