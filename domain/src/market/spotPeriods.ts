import type { Queryable } from '@portal/core/server';
import type { UtcRange } from '../time/localDay';

/** One day-ahead price period as stored: an hour before 1.10.2025 (CET delivery day), a quarter from it. */
export interface SpotPeriod {
  readonly startMs: number;
  readonly minutes: 15 | 60;
  /** €/MWh VAT 0 as exact text (numeric(10,3)). */
  readonly eurMwh: string;
}

interface PeriodRow {
  start_ms: string;
  minutes: number;
  eur_mwh: string;
}

/** The stored price periods that start in a UTC range, in time order. */
export async function loadSpotPeriods(db: Queryable, range: UtcRange): Promise<SpotPeriod[]> {
  const { rows } = await db.query<PeriodRow>(
    `select (extract(epoch from start_utc) * 1000)::int8::text as start_ms, minutes::int as minutes, eur_mwh::text as eur_mwh
       from spot_prices where start_utc >= $1 and start_utc < $2 order by start_utc`,
    [range.startUtc.toISOString(), range.endUtc.toISOString()],
  );
  return rows.map((row) => ({ startMs: Number(row.start_ms), minutes: row.minutes === 15 ? 15 : 60, eurMwh: row.eur_mwh }));
}
