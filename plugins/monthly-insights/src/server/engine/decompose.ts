import { Fraction } from './fraction';

/** The reasons of a change, in the fixed order they are substituted (docs/insights.md). */
export const REASONS = ['temperature', 'days', 'usage', 'price', 'timing'] as const;
export type ReasonKey = (typeof REASONS)[number];

/**
 * One period reduced to the factors of the identity
 *   cost = (days × u + k × hdd) × (plainPrice + timing) + fees
 * where k is the place's kWh per heating degree day, u = (kWh − k × hdd) / days the weather-adjusted
 * use per day, plainPrice the time-weighted mean unit price and timing = weightedPrice − plainPrice.
 * By construction the identity gives the period's exact cost.
 */
export interface CostFactors {
  readonly days: Fraction;
  readonly hdd: Fraction;
  readonly usePerDay: Fraction;
  readonly plainPrice: Fraction;
  readonly timing: Fraction;
  readonly fees: Fraction;
}

export interface PeriodCost {
  readonly kwh: Fraction;
  readonly energyCents: Fraction;
  readonly plainPrice: Fraction | null;
  readonly feesCents: Fraction;
  readonly days: number;
  /** Null without temperatures: the temperature reason is then 0 and the use per day carries it. */
  readonly hdd: Fraction | null;
}

export function factorsOf(period: PeriodCost, k: Fraction, hddAvailable: boolean): CostFactors {
  const days = Fraction.of(period.days);
  const hdd = hddAvailable && period.hdd ? period.hdd : Fraction.of(0);
  const usePerDay = period.kwh.sub(k.mul(hdd)).div(days);
  const plainPrice = period.plainPrice ?? Fraction.of(0);
  const weighted = period.kwh.isZero() ? plainPrice : period.energyCents.div(period.kwh);
  return { days, hdd, usePerDay, plainPrice, timing: weighted.sub(plainPrice), fees: period.feesCents };
}

export function costOf(f: CostFactors, k: Fraction): Fraction {
  return f.days.mul(f.usePerDay).add(k.mul(f.hdd)).mul(f.plainPrice.add(f.timing)).add(f.fees);
}

export interface Reason {
  readonly key: ReasonKey;
  /** The reason's share of the change in cents, rounded so that the shares add up to `changeCents`. */
  readonly cents: bigint;
}

export interface Decomposition {
  readonly fromCents: bigint;
  readonly toCents: bigint;
  /** toCents − fromCents: the change the customer sees, each month's cost rounded once. */
  readonly changeCents: bigint;
  readonly reasons: readonly Reason[];
}

/**
 * Sequential substitution: starting from the earlier period's factors, each reason in REASONS order
 * swaps in its factor(s) of the later period; the reason's share is the exact change of the cost that
 * swap makes (temperature: hdd; days: days; usage: use per day; price: plain price and basic fees;
 * timing: the weighted price's distance from the plain price). The shares telescope to the exact cost
 * difference. Each is rounded to cents half away from zero; the residual between the rounded change
 * and the rounded shares (at most a couple of cents) goes to the reason with the largest absolute
 * exact share (the first in REASONS order on a tie), so the shown reasons add up exactly.
 */
export function decompose(from: CostFactors, to: CostFactors, k: Fraction): Decomposition {
  const steps: Partial<CostFactors>[] = [
    { hdd: to.hdd },
    { days: to.days },
    { usePerDay: to.usePerDay },
    { plainPrice: to.plainPrice, fees: to.fees },
    { timing: to.timing },
  ];
  let current: CostFactors = from;
  let currentCost = costOf(current, k);
  const fromCents = currentCost.round(0);
  const exact: Fraction[] = [];
  for (const step of steps) {
    current = { ...current, ...step };
    const next = costOf(current, k);
    exact.push(next.sub(currentCost));
    currentCost = next;
  }
  const toCents = currentCost.round(0);
  const changeCents = toCents - fromCents;
  const rounded = exact.map((share) => share.round(0));
  const residual = changeCents - rounded.reduce((a, b) => a + b, 0n);
  if (residual !== 0n) {
    let largest = 0;
    for (let i = 1; i < exact.length; i++) {
      if (abs(exact[i]!).sub(abs(exact[largest]!)).num > 0n) largest = i;
    }
    rounded[largest] = rounded[largest]! + residual;
  }
  return { fromCents, toCents, changeCents, reasons: REASONS.map((key, i) => ({ key, cents: rounded[i]! })) };
}

function abs(f: Fraction): Fraction {
  return f.num < 0n ? new Fraction(-f.num, f.den) : f;
}
