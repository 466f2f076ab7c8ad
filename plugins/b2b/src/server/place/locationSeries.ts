import type { Queryable } from '@portal/core/server';
import type { MemberPlace } from './companyLocation';
import type { GraphPeriod } from './graphPeriod';

/** One bucket's exact sums over every member metering point. */
export interface BucketSums {
  /** Σ kWh of present intervals in 1/10 000 kWh (numeric(14,4) × 10 000 is whole), so sums stay exact. */
  readonly kwh: bigint;
  readonly presentIntervals: number;
  readonly missingIntervals: number;
  readonly estimatedIntervals: number;
}

const EMPTY: BucketSums = { kwh: 0n, presentIntervals: 0, missingIntervals: 0, estimatedIntervals: 0 };

interface Row {
  grp: number;
  kwh: string;
  present: number;
  missing: number;
  estimated: number;
}

/** District heating is read hourly into its own table; electricity and production share meter_readings. */
export function readingTable(members: readonly MemberPlace[]): 'meter_readings' | 'dh_readings' {
  return members[0]?.utilityType === 'DISTRICT_HEATING' ? 'dh_readings' : 'meter_readings';
}

/**
 * Sums raw interval rows of all members per bucket in one query: a composite's consumption is the exact
 * numeric sum of its members' intervals, never of rounded per-member figures. Buckets are cut by
 * width_bucket over their UTC starts (computed DST-exactly in JS), so the database needs no time zone.
 */
export async function sumRawIntervals(db: Queryable, members: readonly MemberPlace[], period: GraphPeriod): Promise<BucketSums[]> {
  const sums: BucketSums[] = period.buckets.map(() => EMPTY);
  const first = period.buckets[0];
  const last = period.buckets[period.buckets.length - 1];
  if (!first || !last || members.length === 0) return sums;
  const { rows } = await db.query<Row>(
    `select width_bucket(start_utc, $2::timestamptz[])::int as grp,
            (coalesce(sum(kwh), 0) * 10000)::int8::text as kwh,
            count(kwh)::int as present,
            count(*) filter (where quality = 'missing')::int as missing,
            count(*) filter (where quality = 'estimated')::int as estimated
       from ${readingTable(members)}
      where metering_point_id = any($1::bpchar[]) and start_utc >= $3::timestamptz and start_utc < $4::timestamptz
      group by 1`,
    [
      members.map((member) => member.meteringPointId),
      period.buckets.map((bucket) => bucket.startUtc.toISOString()),
      first.startUtc.toISOString(),
      last.endUtc.toISOString(),
    ],
  );
  for (const row of rows) {
    sums[row.grp - 1] = { kwh: BigInt(row.kwh), presentIntervals: row.present, missingIntervals: row.missing, estimatedIntervals: row.estimated };
  }
  return sums;
}

/** 1/10 000 kWh as a kWh number for the wire (four decimals are exact in a double at these magnitudes). */
export function kwhNumber(kwh: bigint): number {
  return Number(kwh) / 10_000;
}

/**
 * The same sums per member metering point (comparisons, CSV): one query for many places, so a
 * company's year of places costs one scan, not one query per place.
 */
export async function sumRawIntervalsPerMember(
  db: Queryable,
  members: readonly MemberPlace[],
  period: GraphPeriod,
): Promise<Map<string, BucketSums[]>> {
  const result = new Map<string, BucketSums[]>(members.map((m) => [m.meteringPointId, period.buckets.map(() => EMPTY)]));
  const first = period.buckets[0];
  const last = period.buckets[period.buckets.length - 1];
  if (!first || !last || members.length === 0) return result;
  for (const table of ['meter_readings', 'dh_readings'] as const) {
    const ids = members.filter((m) => (m.utilityType === 'DISTRICT_HEATING') === (table === 'dh_readings')).map((m) => m.meteringPointId);
    if (ids.length === 0) continue;
    const { rows } = await db.query<Row & { mp: string }>(
      `select metering_point_id::text as mp, width_bucket(start_utc, $2::timestamptz[])::int as grp,
              (coalesce(sum(kwh), 0) * 10000)::int8::text as kwh,
              count(kwh)::int as present,
              count(*) filter (where quality = 'missing')::int as missing,
              count(*) filter (where quality = 'estimated')::int as estimated
         from ${table}
        where metering_point_id = any($1::bpchar[]) and start_utc >= $3::timestamptz and start_utc < $4::timestamptz
        group by 1, 2`,
      [ids, period.buckets.map((b) => b.startUtc.toISOString()), first.startUtc.toISOString(), last.endUtc.toISOString()],
    );
    for (const row of rows) {
      const sums = result.get(row.mp);
      if (sums)
        sums[row.grp - 1] = { kwh: BigInt(row.kwh), presentIntervals: row.present, missingIntervals: row.missing, estimatedIntervals: row.estimated };
    }
  }
  return result;
}
