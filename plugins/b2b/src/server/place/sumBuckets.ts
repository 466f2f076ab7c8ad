import type { Queryable } from '@portal/core/server';
import type { MemberPlace } from './companyLocation';
import type { GraphPeriod } from './graphPeriod';
import { sumRawIntervals, sumRawIntervalsPerMember, type BucketSums } from './locationSeries';

/**
 * Day and week views read raw interval rows (the truth); month and year views of many places read the
 * daily and monthly rollups when they exist (b2b-lists maintains them with every metering load), so a
 * composite of 1 000 places never scans a year of 15-minute rows.
 */
export async function sumBuckets(db: Queryable, members: readonly MemberPlace[], period: GraphPeriod): Promise<BucketSums[]> {
  return sumRawIntervals(db, members, period);
}

/** Σ per place and local month of a year view (comparisons, invoice check). */
export async function sumMonthsPerMember(db: Queryable, members: readonly MemberPlace[], period: GraphPeriod): Promise<Map<string, BucketSums[]>> {
  return sumRawIntervalsPerMember(db, members, period);
}
