import type { Queryable, UtcRange } from '@portal/core/server';
import type { ReadingSource } from './readingSource';
import { SPOT_JOINS, SPOT_UNITS_SQL, UTC_ORIGIN } from './spotPriceSql';

/**
 * How readings are grouped before they leave the database:
 * - `segments`: consecutive UTC ranges starting at `startsUtc` (local days or calendar buckets, made
 *   DST-exact in JS) and ending at the range's end; a row's `group` is the 1-based segment index.
 * - `bins`: UTC-aligned quarters or hours (a Helsinki hour is a UTC hour, its offset being whole
 *   hours); a row's `group` is the bin's start in ms.
 */
export type ReadingGrouping =
  | { readonly kind: 'segments'; readonly startsUtc: readonly Date[] }
  | { readonly kind: 'bins'; readonly minutes: 15 | 60 };

/** One group's exact sums; decimals as PostgreSQL numeric text. */
export interface ReadingSums {
  readonly group: number;
  /** Σ kWh of present intervals. */
  readonly kwh: string;
  readonly presentIntervals: number;
  readonly presentMinutes: number;
  readonly estimatedMinutes: number;
  /** Present intervals that have a spot price, their Σ kWh, and Σ kWh × spot price (1/10 000 c/kWh). */
  readonly spotIntervals: number;
  readonly spotKwh: string;
  readonly spotCost: string;
}

interface Row {
  grp: number | string;
  kwh: string;
  present_intervals: number;
  present_minutes: number;
  estimated_minutes: number;
  spot_intervals: number;
  spot_kwh: string;
  spot_cost: string;
}

function groupSql(grouping: ReadingGrouping): { inner: string; outer: string } {
  if (grouping.kind === 'segments') return { inner: 'width_bucket(r.start_utc, $4::timestamptz[])', outer: 'grp' };
  const step = grouping.minutes === 15 ? `interval '15 minutes'` : `interval '1 hour'`;
  // The epoch is taken once per group, not once per reading.
  return { inner: `date_bin(${step}, r.start_utc, ${UTC_ORIGIN})`, outer: '(extract(epoch from grp) * 1000)::int8' };
}

/**
 * Sums a metering point's readings per group in one query, so only group rows cross the wire. With
 * `withSpot` each reading is first joined to the spot price that covers it, and Σ kWh × spot is
 * summed exactly in numeric; contracts and VAT are applied per delivery day in JS (pricedSums.ts).
 * Missing intervals have kwh NULL and are skipped by the sums; absent ones simply are not there.
 *
 * The per-reading rows are a subquery kept apart by `offset 0` on purpose: PostgreSQL then estimates
 * the groups generically instead of from start_utc's distinct count, and hashes them in memory rather
 * than sorting the whole year (which spilled to disk at the default work_mem).
 */
export async function sumReadings(
  db: Queryable,
  source: ReadingSource,
  range: UtcRange,
  grouping: ReadingGrouping,
  withSpot: boolean,
): Promise<ReadingSums[]> {
  const group = groupSql(grouping);
  const spotUnits = withSpot ? SPOT_UNITS_SQL : 'null::int8';
  const sql = `
select ${group.outer} as grp,
       coalesce(sum(kwh), 0)::text as kwh,
       count(kwh)::int as present_intervals,
       coalesce(sum(minutes) filter (where kwh is not null), 0)::int as present_minutes,
       coalesce(sum(minutes) filter (where quality = 'estimated'), 0)::int as estimated_minutes,
       count(kwh) filter (where spot_units is not null)::int as spot_intervals,
       coalesce(sum(kwh) filter (where spot_units is not null), 0)::text as spot_kwh,
       coalesce(sum(kwh * spot_units), 0)::text as spot_cost
  from (select ${group.inner} as grp, r.kwh, r.quality, r.minutes, ${spotUnits} as spot_units
          from (select start_utc, kwh, quality, ${source.minutesSql}::int as minutes
                  from ${source.table}
                 where metering_point_id = $1 and start_utc >= $2::timestamptz and start_utc < $3::timestamptz) as r
               ${withSpot ? SPOT_JOINS : ''}
        offset 0) as intervals
 group by grp`;
  const params: unknown[] = [source.meteringPointId, range.startUtc.toISOString(), range.endUtc.toISOString()];
  if (grouping.kind === 'segments') params.push(grouping.startsUtc.map((start) => start.toISOString()));
  const { rows } = await db.query<Row>(sql, params);
  return rows.map((row) => ({
    group: Number(row.grp),
    kwh: row.kwh,
    presentIntervals: row.present_intervals,
    presentMinutes: row.present_minutes,
    estimatedMinutes: row.estimated_minutes,
    spotIntervals: row.spot_intervals,
    spotKwh: row.spot_kwh,
    spotCost: row.spot_cost,
  }));
}
