import type { Queryable } from '@portal/core/server';
import type { MemberPlace } from './companyLocation';
import type { GraphPeriod } from './graphPeriod';
import { sumRawIntervals, sumRawIntervalsPerMember, type BucketSums } from './locationSeries';

interface RollupRow {
  location_identifier: string;
  bucket: string;
  kwh: string;
  present: number;
}

/** Intervals a member should have in a bucket: its length over the member's resolution. */
function expectedIntervals(member: MemberPlace, startUtc: Date, endUtc: Date): number {
  return (endUtc.getTime() - startUtc.getTime()) / (member.resolutionMinutes * 60_000);
}

/**
 * Per-member day or month sums from the rollups (host tables consumption_daily_rollups and
 * consumption_monthly_rollups, kept equal to the raw rows in the loading transaction). The rollups
 * count intervals with a value only, so "missing" here is what a bucket that has ended lacks of its
 * expected intervals (a 23- or 25-hour day expects 92 or 100 quarters); a bucket not yet over has none.
 */
async function sumRollupsPerMember(
  db: Queryable,
  members: readonly MemberPlace[],
  period: GraphPeriod,
  now: Date,
): Promise<Map<string, BucketSums[]>> {
  const monthly = period.unit === 'P1M';
  const first = period.buckets[0];
  const last = period.buckets[period.buckets.length - 1];
  const index = new Map(period.buckets.map((bucket, i) => [bucket.localDate, i]));
  const result = new Map<string, BucketSums[]>();
  for (const member of members) {
    result.set(
      member.locationIdentifier,
      period.buckets.map((bucket) => ({
        kwh: 0n,
        presentIntervals: 0,
        missingIntervals: bucket.endUtc <= now ? expectedIntervals(member, bucket.startUtc, bucket.endUtc) : 0,
        estimatedIntervals: 0,
      })),
    );
  }
  if (!first || !last || members.length === 0) return result;
  const table = monthly ? 'consumption_monthly_rollups' : 'consumption_daily_rollups';
  const column = monthly ? 'month' : 'day';
  const endDate = monthly ? `(date '${last.localDate}' + interval '1 month')::date` : `(date '${last.localDate}' + 1)`;
  const { rows } = await db.query<RollupRow>(
    `select location_identifier, to_char(${column}, 'YYYY-MM-DD') as bucket, (energy_kwh * 10000)::int8::text as kwh, interval_count as present
       from ${table}
      where location_identifier = any($1::text[]) and ${column} >= $2::date and ${column} < ${endDate}`,
    [members.map((m) => m.locationIdentifier), first.localDate],
  );
  const byPlace = new Map(members.map((m) => [m.locationIdentifier, m]));
  for (const row of rows) {
    const i = index.get(row.bucket);
    const sums = result.get(row.location_identifier);
    const member = byPlace.get(row.location_identifier);
    if (i === undefined || !sums || !member) continue;
    const bucket = period.buckets[i]!;
    const expected = expectedIntervals(member, bucket.startUtc, bucket.endUtc);
    sums[i] = {
      kwh: BigInt(row.kwh),
      presentIntervals: row.present,
      missingIntervals: bucket.endUtc <= now ? Math.max(0, expected - row.present) : 0,
      estimatedIntervals: 0,
    };
  }
  return result;
}

/**
 * Day and week views read raw interval rows (the truth); month and year views read the daily and
 * monthly rollups, so a composite of 1 000 places never scans a year of 15-minute rows. Both are exact
 * numeric sums over every member.
 */
export async function sumBuckets(
  db: Queryable,
  members: readonly MemberPlace[],
  period: GraphPeriod,
  now: Date,
  source: 'raw' | 'rollups' = period.mode === 'month' || period.mode === 'year' ? 'rollups' : 'raw',
): Promise<BucketSums[]> {
  if (source === 'raw' || (period.unit !== 'P1D' && period.unit !== 'P1M')) return sumRawIntervals(db, members, period);
  const first = period.buckets[0];
  const last = period.buckets[period.buckets.length - 1];
  // Expected intervals of every member per bucket; "missing" is what an ended bucket lacks of them.
  const expected = period.buckets.map((bucket) => members.reduce((sum, m) => sum + expectedIntervals(m, bucket.startUtc, bucket.endUtc), 0));
  const sums: BucketSums[] = period.buckets.map((bucket, i) => ({
    kwh: 0n,
    presentIntervals: 0,
    missingIntervals: bucket.endUtc <= now ? expected[i]! : 0,
    estimatedIntervals: 0,
  }));
  if (!first || !last || members.length === 0) return sums;
  // Summed in the database: a composite of 1 000 places sends 12 rows for a year, not 12 000.
  const monthly = period.unit === 'P1M';
  const table = monthly ? 'consumption_monthly_rollups' : 'consumption_daily_rollups';
  const column = monthly ? 'month' : 'day';
  const { rows } = await db.query<{ bucket: string; kwh: string; present: number }>(
    `select to_char(${column}, 'YYYY-MM-DD') as bucket, (sum(energy_kwh) * 10000)::int8::text as kwh, sum(interval_count)::int as present
       from ${table}
      where location_identifier = any($1::text[]) and ${column} >= $2::date and ${column} <= $3::date
      group by ${column}`,
    [members.map((m) => m.locationIdentifier), first.localDate, last.localDate],
  );
  const index = new Map(period.buckets.map((bucket, i) => [bucket.localDate, i]));
  for (const row of rows) {
    const i = index.get(row.bucket);
    if (i === undefined) continue;
    const bucket = period.buckets[i]!;
    sums[i] = {
      kwh: BigInt(row.kwh),
      presentIntervals: row.present,
      missingIntervals: bucket.endUtc <= now ? Math.max(0, expected[i]! - row.present) : 0,
      estimatedIntervals: 0,
    };
  }
  return sums;
}

/** Σ per place and local month of a year view (comparisons), from the monthly rollups; keyed by metering point. */
export async function sumMonthsPerMember(
  db: Queryable,
  members: readonly MemberPlace[],
  period: GraphPeriod,
  now: Date,
): Promise<Map<string, BucketSums[]>> {
  const byPlace = await sumRollupsPerMember(db, members, period, now);
  return new Map(members.map((m) => [m.meteringPointId, byPlace.get(m.locationIdentifier)!]));
}

export { sumRawIntervalsPerMember };
