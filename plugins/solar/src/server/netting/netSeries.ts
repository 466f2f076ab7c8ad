import type { Queryable } from '@portal/core/server';
import type { LocalSpan, NetRow, NetTotals, SolarPeriod } from '../../contract';
import { bucketResolution, spanRangeUtc } from '../period/spans';
import type { NettingPlace } from '../plants/nettingPlace';
import { loadPeriodInputs } from '../readings/loadPeriodInputs';
import type { PeriodInput } from './netPeriod';
import { netPeriod, type NettedPeriod } from './netPeriod';
import { NetSum, rowOf, totalsOf } from './sumPeriods';

export interface NetSeries {
  readonly resolution: 'quarter' | 'hour' | 'day' | 'month';
  readonly rows: NetRow[];
  readonly totals: NetTotals;
  readonly periods: readonly NettedPeriod[];
  /** The inputs of `periods`, index for index (the statement prices self-use with their spot prices). */
  readonly inputs: readonly PeriodInput[];
  readonly total: NetSum;
}

/**
 * Nets each metering period of the span, then sums the netted periods into rows. Netting happens per
 * period before any summing (DOMAIN), so a day's export is the sum of its periods' surpluses, never
 * the day's production minus the day's use; the totals are the sums of the same periods, so the rows
 * of a month reconcile with its total exactly.
 */
export async function netSeries(db: Queryable, place: NettingPlace, span: LocalSpan, period: SolarPeriod): Promise<NetSeries> {
  const inputs = await loadPeriodInputs(db, place, spanRangeUtc(span));
  const periods = inputs.map(netPeriod);
  const resolution = bucketResolution(period, place.resolutionMinutes);
  const buckets = new Map<string, { start: string; date: string; sum: NetSum }>();
  const total = new NetSum();
  for (const netted of periods) {
    const key = resolution === 'day' ? netted.date : resolution === 'month' ? netted.date.slice(0, 7) : String(netted.startMs);
    let bucket = buckets.get(key);
    if (!bucket) {
      bucket = { start: new Date(netted.startMs).toISOString(), date: resolution === 'month' ? `${key}-01` : netted.date, sum: new NetSum() };
      buckets.set(key, bucket);
    }
    bucket.sum.add(netted);
    total.add(netted);
  }
  const rows = [...buckets.values()].map((bucket) => rowOf(bucket.sum, bucket.start, bucket.date));
  return { resolution, rows, totals: totalsOf(total), periods, inputs, total };
}
