import type { Queryable } from '@portal/core/server';
import type { UtcRange } from '@portal/domain';
import type { ReadingSource } from './readingSource';

/** One stored interval; kwh is exact text, null when the interval is missing. */
export interface IntervalRow {
  readonly startMs: number;
  readonly minutes: number;
  readonly kwh: string | null;
  readonly quality: 'measured' | 'estimated' | 'missing';
}

interface RawRow {
  start_ms: number;
  minutes: number;
  kwh: string | null;
  quality: IntervalRow['quality'];
}

/** Every interval of a range in time order, for pricing each one with its own contract and VAT. */
export async function loadIntervals(db: Queryable, source: ReadingSource, range: UtcRange): Promise<IntervalRow[]> {
  const { rows } = await db.query<RawRow>(
    `select (extract(epoch from start_utc) * 1000)::int8 as start_ms, ${source.minutesSql}::int as minutes,
            kwh::text as kwh, quality
       from ${source.table}
      where metering_point_id = $1 and start_utc >= $2 and start_utc < $3
      order by start_utc`,
    [source.meteringPointId, range.startUtc.toISOString(), range.endUtc.toISOString()],
  );
  return rows.map((row) => ({ startMs: Number(row.start_ms), minutes: row.minutes, kwh: row.kwh, quality: row.quality }));
}
