import type { Comparison } from '../../contract';
import { decompose, factorsOf } from './decompose';
import type { Fraction } from './fraction';
import type { PeriodCost } from './decompose';

export function centsToEuros(cents: bigint): number {
  return Number(cents) / 100;
}

export function periodCostCents(period: PeriodCost): bigint {
  return period.energyCents.add(period.feesCents).round(0);
}

/** Whether a period has anything to compare: at least one metered, priced interval. */
export function hasData(period: PeriodCost): boolean {
  return !period.kwh.isZero() || period.energyCents.num !== 0n;
}

/** The later period against the earlier, with the reasons in euros (docs/insights.md). */
export function compare(against: Comparison['against'], month: string, earlier: PeriodCost, later: PeriodCost, k: Fraction): Comparison {
  const toCents = periodCostCents(later);
  if (!hasData(earlier)) {
    return {
      against,
      month,
      available: false,
      fromEuros: null,
      toEuros: centsToEuros(toCents),
      changeCents: null,
      changeEuros: null,
      reasons: [],
      kwhPerDegreeDay: k.toNumber(),
    };
  }
  const withTemperature = earlier.hdd !== null && later.hdd !== null;
  const result = decompose(factorsOf(earlier, k, withTemperature), factorsOf(later, k, withTemperature), k);
  return {
    against,
    month,
    available: true,
    fromEuros: centsToEuros(result.fromCents),
    toEuros: centsToEuros(result.toCents),
    changeCents: Number(result.changeCents),
    changeEuros: centsToEuros(result.changeCents),
    reasons: result.reasons.map((r) => ({ key: r.key, cents: Number(r.cents), euros: centsToEuros(r.cents) })),
    kwhPerDegreeDay: withTemperature ? k.toNumber() : 0,
  };
}
