import type { Queryable } from '@portal/core/server';
import type { GraphQuery, GraphResponse } from '../../contract/places';
import type { CompanyLocation } from './companyLocation';
import { graphPeriod } from './graphPeriod';
import { sumBuckets } from './sumBuckets';

/** Four decimals of 1/10 000 kWh as exact text. */
export function kwhText(kwh: bigint): string {
  const negative = kwh < 0n;
  const abs = negative ? -kwh : kwh;
  return `${negative ? '-' : ''}${abs / 10_000n}.${(abs % 10_000n).toString().padStart(4, '0')}`;
}

/** One graph view of a place or composite: buckets with their exact sums over every member. */
export async function loadGraph(db: Queryable, location: CompanyLocation, query: GraphQuery, now: Date): Promise<GraphResponse> {
  const period = graphPeriod(query.mode, query.date, query.resolution);
  const sums = await sumBuckets(db, location.members, period, now);
  return {
    compositeLocationIdentifier: location.identifier,
    unit: period.unit,
    totalKwh: kwhText(sums.reduce((total, s) => total + s.kwh, 0n)),
    points: period.buckets.map((bucket, index) => {
      const s = sums[index]!;
      return {
        start: bucket.startUtc.toISOString(),
        end: bucket.endUtc.toISOString(),
        kwh: s.presentIntervals > 0 ? Number(kwhText(s.kwh)) : null,
        missingIntervals: s.missingIntervals,
        estimatedIntervals: s.estimatedIntervals,
      };
    }),
  };
}
