import { addLocalDays, localDayStartUtc, type LocalDate, type Queryable } from '@portal/core/server';
import type { LocalPeriod, Resolution } from '../../contract';
import { bucketKeyOf, bucketsOf } from '../period/buckets';
import type { ReadingSource } from '../readings/readingSource';
import { sumReadings, type ReadingSums } from '../readings/sumReadings';
import { emptyMeasures, parseKwh, type BucketMeasure } from './bucketMeasure';
import { addPricedSums } from './pricedSums';
import { periodRangeUtc, type PricingContext } from './pricingContext';

export { periodRangeUtc, type PricingContext } from './pricingContext';

/** A run of readings that lands in one bucket and, when priced, has one delivery date. */
interface Segment {
  readonly measure: BucketMeasure;
  readonly deliveryDate: LocalDate;
}

function addSums(measure: BucketMeasure, sums: ReadingSums): void {
  measure.kwh += parseKwh(sums.kwh);
  measure.presentMinutes += sums.presentMinutes;
  measure.estimatedMinutes += sums.estimatedMinutes;
}

/** The local days of a period with their UTC starts (23, 24 or 25 hours apart). */
function daysOf(period: LocalPeriod): { date: LocalDate; start: Date }[] {
  const days: { date: LocalDate; start: Date }[] = [];
  for (let date = period.start; date < period.end; date = addLocalDays(date, 1)) days.push({ date, start: localDayStartUtc(date) });
  return days;
}

/**
 * Measures a period bucket by bucket, exactly, with only group rows crossing the wire:
 * - quarters and hours are summed per UTC bin (each lies within one local day, so one delivery date);
 * - days, months and years are summed per bucket for energy, or per local day when euros are asked,
 *   because a day is what has one contract and one VAT rate; the days are then added to their bucket.
 * Euros come from addPricedSums: the same exact amounts as pricing interval by interval
 * (measurePeriodByInterval, the oracle of measurePeriod.server.test.ts).
 */
export async function measurePeriod(
  db: Queryable,
  source: ReadingSource,
  period: LocalPeriod,
  resolution: Resolution,
  pricing: PricingContext | null,
): Promise<BucketMeasure[]> {
  const buckets = bucketsOf(period, resolution);
  const measures = emptyMeasures(buckets, pricing !== null);
  const range = periodRangeUtc(period);
  const withSpot = pricing !== null && source.table === 'meter_readings';

  let segmentOf: (group: number) => Segment | undefined;
  let rows: ReadingSums[];
  if (resolution === 'quarter' || resolution === 'hour') {
    const byStart = new Map(measures.map((measure) => [measure.bucket.startMs, measure]));
    rows = await sumReadings(db, source, range, { kind: 'bins', minutes: resolution === 'quarter' ? 15 : 60 }, withSpot);
    segmentOf = (startMs) => {
      const measure = byStart.get(startMs);
      // A quarter's or hour's localDate is the Helsinki date of its start: its delivery date.
      return measure && { measure, deliveryDate: measure.bucket.localDate };
    };
  } else if (pricing) {
    const byKey = new Map(measures.map((measure) => [measure.bucket.key, measure]));
    const days = daysOf(period);
    rows = await sumReadings(db, source, range, { kind: 'segments', startsUtc: days.map((day) => day.start) }, withSpot);
    segmentOf = (index) => {
      const day = days[index - 1];
      const measure = day && byKey.get(bucketKeyOf(day.start.getTime(), resolution));
      return measure && { measure, deliveryDate: day.date };
    };
  } else {
    rows = await sumReadings(db, source, range, { kind: 'segments', startsUtc: buckets.map((bucket) => new Date(bucket.startMs)) }, false);
    segmentOf = (index) => {
      const measure = measures[index - 1];
      return measure && { measure, deliveryDate: measure.bucket.localDate };
    };
  }

  for (const row of rows) {
    const segment = segmentOf(row.group);
    if (!segment) continue; // outside the period's buckets: cannot happen for rows of `range`; never crash a page on it
    addSums(segment.measure, row);
    if (pricing) addPricedSums(segment.measure, row, segment.deliveryDate, pricing, source.vatCategory);
  }
  return measures;
}
