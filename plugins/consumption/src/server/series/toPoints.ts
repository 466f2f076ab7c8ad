import { CostAccumulator, scaledToNumber, ENERGY_SCALE } from '@portal/domain';
import type { ConsumptionPoint, ConsumptionUnit, PointQuality, VatMode } from '../../contract';
import type { BucketMeasure } from './bucketMeasure';

/**
 * Interval counts of a bucket at the meter's resolution. Only intervals that have fully happened by
 * `nowMs` are expected, so today's later hours are not "missing", just not yet there.
 */
export interface IntervalCounts {
  readonly expected: number;
  readonly missing: number;
  readonly estimated: number;
}

export function intervalCounts(measure: BucketMeasure, meterMinutes: number, nowMs: number): IntervalCounts {
  const elapsedMs = Math.max(0, Math.min(measure.bucket.endMs, nowMs) - measure.bucket.startMs);
  const expected = Math.floor(elapsedMs / (meterMinutes * 60_000));
  const present = Math.floor(measure.presentMinutes / meterMinutes);
  return {
    expected,
    missing: Math.max(0, expected - present),
    estimated: Math.floor(measure.estimatedMinutes / meterMinutes),
  };
}

function qualityOf(measure: BucketMeasure, counts: IntervalCounts): PointQuality {
  if (measure.presentMinutes === 0) return 'missing';
  if (counts.missing > 0) return 'mixed';
  return counts.estimated > 0 ? 'estimated' : 'measured';
}

/** Euros of an accumulator, or null when nothing in it was priced. */
export function eurosOf(cost: CostAccumulator | null, vat: VatMode): number | null {
  if (!cost || cost.pricedIntervals === 0) return null;
  return cost.euros(vat === 'VAT_24');
}

export function toPoint(measure: BucketMeasure, counts: IntervalCounts, vat: VatMode): ConsumptionPoint {
  const { bucket } = measure;
  return {
    start: new Date(bucket.startMs).toISOString(),
    end: new Date(bucket.endMs).toISOString(),
    localDate: bucket.localDate,
    localStart: bucket.localStart,
    localEnd: bucket.localEnd,
    offsetMinutes: bucket.offsetMinutes,
    kwh: measure.presentMinutes === 0 ? null : scaledToNumber(measure.kwh, ENERGY_SCALE),
    eur: eurosOf(measure.cost, vat),
    quality: qualityOf(measure, counts),
    expectedIntervals: counts.expected,
    missingIntervals: counts.missing,
    estimatedIntervals: counts.estimated,
  };
}

/**
 * The value a bucket is drawn (and reduced) by in the requested unit: its point's `eur` or `kwh`,
 * without building the point, so a long series builds points only for what survives reduction.
 */
export function displayValueOf(measure: BucketMeasure, unit: ConsumptionUnit, vat: VatMode): number | null {
  if (unit === 'EUR') return eurosOf(measure.cost, vat);
  return measure.presentMinutes === 0 ? null : scaledToNumber(measure.kwh, ENERGY_SCALE);
}
