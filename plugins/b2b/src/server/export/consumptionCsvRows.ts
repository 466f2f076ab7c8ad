import { addLocalDays } from '@portal/domain';
import { type Queryable } from '@portal/core/server';
import { formatDateTime, formatIntervalEnd, formatNumber, NO_BREAK_SPACE } from '@portal/core/shared';
import type { MemberPlace } from '../place/companyLocation';
import { dayBuckets, graphPeriod, type GraphBucket } from '../place/graphPeriod';
import { kwhNumber, sumRawIntervalsPerMember, type BucketSums } from '../place/locationSeries';

export type CsvResolution = 'PT15M' | 'PT1H' | 'P1D';

/** Finnish headers whatever the UI language, as the consumption plugin's file (Datahub's export). */
export const SELECTION_CSV_HEADERS = ['Käyttöpaikka', 'Nimi', 'Alkuaika', 'Loppuaika', 'Kulutus (kWh)', 'Laatu'] as const;

/** Local days [from, to] cut into the resolution's buckets, DST-exact. */
export function csvBuckets(from: string, to: string, resolution: CsvResolution): GraphBucket[] {
  if (resolution === 'P1D') return dayBuckets(from, addLocalDays(to, 1));
  const buckets: GraphBucket[] = [];
  for (let day = from; day <= to; day = addLocalDays(day, 1)) buckets.push(...graphPeriod('day', day, resolution).buckets);
  return buckets;
}

/** Decimal comma without thousands spaces, so spreadsheets read the field as a number (the consumption CSV's rule). */
export function csvNumber(value: number, decimals: number): string {
  return formatNumber(value, decimals).split(NO_BREAK_SPACE).join('');
}

function quality(sums: BucketSums): string {
  if (sums.presentIntervals === 0) return 'puuttuu';
  if (sums.missingIntervals > 0) return 'puuttuu';
  return sums.estimatedIntervals > 0 ? 'arvioitu' : 'mitattu';
}

/**
 * One row per place and bucket: start, end (24:00 at a local midnight), kWh with a decimal comma and
 * the quality. A bucket without data has an empty value, never 0.
 */
export async function consumptionCsvRows(
  db: Queryable,
  places: readonly (MemberPlace & { name: string })[],
  buckets: readonly GraphBucket[],
): Promise<string[][]> {
  const sums = await sumRawIntervalsPerMember(db, places, { mode: 'day', unit: 'PT1H', buckets });
  const rows: string[][] = [];
  for (const place of places) {
    const own = sums.get(place.meteringPointId) ?? [];
    buckets.forEach((bucket, i) => {
      const s = own[i]!;
      rows.push([
        place.locationIdentifier,
        place.name,
        formatDateTime(bucket.startUtc),
        formatIntervalEnd(bucket.endUtc),
        s.presentIntervals > 0 ? csvNumber(kwhNumber(s.kwh), 4) : '',
        quality(s),
      ]);
    });
  }
  return rows;
}
