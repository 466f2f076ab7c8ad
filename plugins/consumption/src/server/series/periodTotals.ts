import { CostAccumulator, scaledToNumber, ENERGY_SCALE } from '@portal/domain';
import type { ConsumptionUnit, VatMode } from '../../contract';
import type { BucketMeasure } from './bucketMeasure';
import { eurosOf, intervalCounts } from './toPoints';

/** A period's totals from its exact bucket measures: the full data, never the reduced points. */
export interface PeriodTotals {
  readonly kwh: number;
  readonly hasData: boolean;
  readonly eur: number | null;
  readonly expectedIntervals: number;
  readonly missingIntervals: number;
  readonly estimatedIntervals: number;
  readonly unpricedIntervals: number;
  readonly complete: boolean;
}

export function periodTotals(measures: readonly BucketMeasure[], meterMinutes: number, nowMs: number, vat: VatMode): PeriodTotals {
  let kwh = 0n;
  let presentMinutes = 0;
  let expected = 0;
  let missing = 0;
  let estimated = 0;
  let unpriced = 0;
  let cost: CostAccumulator | null = null;
  for (const measure of measures) {
    const counts = intervalCounts(measure, meterMinutes, nowMs);
    kwh += measure.kwh;
    presentMinutes += measure.presentMinutes;
    expected += counts.expected;
    missing += counts.missing;
    estimated += counts.estimated;
    unpriced += measure.unpricedIntervals;
    if (measure.cost) (cost ??= new CostAccumulator()).merge(measure.cost);
  }
  return {
    kwh: scaledToNumber(kwh, ENERGY_SCALE),
    hasData: presentMinutes > 0,
    eur: eurosOf(cost, vat),
    expectedIntervals: expected,
    missingIntervals: missing,
    estimatedIntervals: estimated,
    unpricedIntervals: unpriced,
    complete: missing === 0,
  };
}

/** The total in the requested unit, null when there is nothing to show. */
export function totalIn(totals: PeriodTotals, unit: ConsumptionUnit): number | null {
  if (unit === 'EUR') return totals.eur;
  return totals.hasData ? totals.kwh : null;
}
