import { addLocalDays, helsinkiOffsetMinutes, localDayStartUtc, type LocalDate } from '@portal/domain';
import { type Queryable } from '@portal/core/server';
import type { LocalPeriod, Resolution } from '../../contract';
import { bucketKeyOf, bucketsOf, type Bucket } from '../period/buckets';
import type { ReadingSource } from '../readings/readingSource';
import { sumReadings, type ReadingGrouping, type ReadingSums } from '../readings/sumReadings';
import { emptyMeasures, type BucketMeasure } from './bucketMeasure';
import { addPricedSums } from './pricedSums';
import { periodRangeUtc, type PricingContext } from './pricingContext';

export { periodRangeUtc, type PricingContext } from './pricingContext';

interface LocalDay {
  readonly date: LocalDate;
  readonly start: Date;
}

/** Where one summed group of readings goes: its bucket and, when priced, its delivery date. */
interface Segment {
  readonly measure: BucketMeasure;
  readonly deliveryDate: LocalDate;
}

interface SumPlan {
  readonly grouping: ReadingGrouping;
  segmentOf(group: number): Segment | undefined;
}

/** The local days of a period with their UTC starts (23, 24 or 25 hours apart). */
function daysOf(period: LocalPeriod): LocalDay[] {
  const days: LocalDay[] = [];
  for (let date = period.start; date < period.end; date = addLocalDays(date, 1)) days.push({ date, start: localDayStartUtc(date) });
  return days;
}

/** Groups per local day: a day is what has one contract and one VAT rate. */
function perDay(days: readonly LocalDay[], measureOf: (day: LocalDay) => BucketMeasure | undefined): SumPlan {
  return {
    grouping: { kind: 'segments', startsUtc: days.map((day) => day.start) },
    segmentOf(index) {
      const day = days[index - 1];
      const measure = day && measureOf(day);
      return measure && { measure, deliveryDate: day.date };
    },
  };
}

function addSums(measure: BucketMeasure, sums: ReadingSums): void {
  measure.kwh += sums.kwh;
  measure.presentMinutes += sums.presentMinutes;
  measure.estimatedMinutes += sums.estimatedMinutes;
}

/** Runs the plan's one query and adds every group to its bucket, priced when euros are asked. */
async function sumInto(
  db: Queryable,
  source: ReadingSource,
  period: LocalPeriod,
  plan: SumPlan,
  pricing: PricingContext | null,
  days: readonly LocalDay[],
): Promise<void> {
  // Spot prices are joined only when a spot contract is in force on some day: fixed prices need none.
  const withSpot =
    pricing !== null && source.table === 'meter_readings' && days.some((day) => pricing.prices.contractOn(day.date)?.pricing === 'SPOT');
  for (const row of await sumReadings(db, source, periodRangeUtc(period), plan.grouping, withSpot)) {
    const segment = plan.segmentOf(row.group);
    if (!segment) continue; // outside the period's buckets: cannot happen for rows of its range; never crash a page on it
    addSums(segment.measure, row);
    if (pricing) addPricedSums(segment.measure, row, segment.deliveryDate, pricing, source.vatCategory);
  }
}

/**
 * Measures a period bucket by bucket, exactly, with only group rows crossing the wire:
 * - quarters and hours are summed per UTC bin (each lies within one local day, so one delivery date);
 * - days, months and years are summed per bucket for energy, or per local day when euros are asked,
 *   and the days are added to their bucket.
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
  const measures = emptyMeasures(bucketsOf(period, resolution), pricing !== null);
  const days = pricing ? daysOf(period) : [];
  let plan: SumPlan;
  if (resolution === 'quarter' || resolution === 'hour') {
    const byStart = new Map(measures.map((measure) => [measure.bucket.startMs, measure]));
    plan = {
      grouping: { kind: 'bins', minutes: resolution === 'quarter' ? 15 : 60 },
      segmentOf(startMs) {
        const measure = byStart.get(startMs);
        // A quarter's or hour's localDate is the Helsinki date of its start: its delivery date.
        return measure && { measure, deliveryDate: measure.bucket.localDate };
      },
    };
  } else if (pricing) {
    const byKey = new Map(measures.map((measure) => [measure.bucket.key, measure]));
    plan = perDay(days, (day) => byKey.get(bucketKeyOf(day.start.getTime(), resolution)));
  } else {
    plan = {
      grouping: { kind: 'segments', startsUtc: measures.map((measure) => new Date(measure.bucket.startMs)) },
      segmentOf(index) {
        const measure = measures[index - 1];
        return measure && { measure, deliveryDate: measure.bucket.localDate };
      },
    };
  }
  await sumInto(db, source, period, plan, pricing, days);
  return measures;
}

/**
 * The whole period as one measure: the same exact kWh, euros and counts as adding up measurePeriod's
 * buckets, for when only the total matters (the previous period's value behind the change %), so no
 * bucket of it is built.
 */
export async function measurePeriodTotal(
  db: Queryable,
  source: ReadingSource,
  period: LocalPeriod,
  pricing: PricingContext | null,
): Promise<BucketMeasure> {
  const start = localDayStartUtc(period.start);
  const bucket: Bucket = {
    key: period.start,
    startMs: start.getTime(),
    endMs: localDayStartUtc(period.end).getTime(),
    localDate: period.start,
    localStart: '00:00',
    localEnd: '24:00',
    offsetMinutes: helsinkiOffsetMinutes(start),
  };
  const [total] = emptyMeasures([bucket], pricing !== null) as [BucketMeasure];
  const days = pricing ? daysOf(period) : [];
  const plan: SumPlan = pricing
    ? perDay(days, () => total)
    : {
        grouping: { kind: 'segments', startsUtc: [start] },
        segmentOf: (index) => (index === 1 ? { measure: total, deliveryDate: period.start } : undefined),
      };
  await sumInto(db, source, period, plan, pricing, days);
  return total;
}
