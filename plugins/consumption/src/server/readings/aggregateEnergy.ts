import type { Queryable, UtcRange } from '@portal/core/server';
import type { Resolution } from '../../contract';
import { bucketKeySql } from '../period/buckets';
import type { ReadingSource } from './readingSource';

/** One bucket's raw sums, as exact text from PostgreSQL's numeric. */
export interface EnergyAggregateRow {
  readonly key: string;
  readonly kwh: string;
  readonly present_minutes: number;
  readonly estimated_minutes: number;
}

/**
 * kWh per bucket, summed in the database (a year of quarters becomes 12 rows before it leaves
 * PostgreSQL). Missing intervals have kwh NULL, so sum() skips them and present_minutes tells how much
 * of the bucket is actually covered; absent rows are simply not covered.
 */
export async function aggregateEnergy(
  db: Queryable,
  source: ReadingSource,
  range: UtcRange,
  resolution: Resolution,
): Promise<EnergyAggregateRow[]> {
  const { rows } = await db.query<EnergyAggregateRow>(
    `select ${bucketKeySql('start_utc', resolution)} as key,
            coalesce(sum(kwh), 0)::text as kwh,
            coalesce(sum(${source.minutesSql}) filter (where quality <> 'missing'), 0)::int as present_minutes,
            coalesce(sum(${source.minutesSql}) filter (where quality = 'estimated'), 0)::int as estimated_minutes
       from ${source.table}
      where metering_point_id = $1 and start_utc >= $2 and start_utc < $3
      group by 1`,
    [source.meteringPointId, range.startUtc.toISOString(), range.endUtc.toISOString()],
  );
  return rows;
}
