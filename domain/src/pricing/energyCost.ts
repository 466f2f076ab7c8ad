import { roundHalfAwayFromZero, scaledToNumber } from './scaledDecimal';
import { AMOUNT_SCALE, VAT_FACTOR_ONE, type Cents, type EnergyPrice, type EnergyQuantity, type ExactAmount } from './units';
import type { VatRate } from './vatRates';

/** An interval's cost, exact, both without VAT and with the VAT of its delivery date. */
export interface ExactCost {
  readonly vat0: ExactAmount;
  readonly withVat: ExactAmount;
}

/** kWh × c/kWh, exact; with VAT = net × (1 + rate). Negative prices give negative costs (and VAT). */
export function energyCost(energy: EnergyQuantity, price: EnergyPrice, vatRate: VatRate): ExactCost {
  const net = energy * price;
  return { vat0: net * VAT_FACTOR_ONE, withVat: net * (VAT_FACTOR_ONE + vatRate) };
}

/** A price with VAT added, at price scale × 10 000 (for display, e.g. c/kWh with VAT on a chart). */
export function priceWithVat(price: EnergyPrice, vatRate: VatRate): bigint {
  return price * (VAT_FACTOR_ONE + vatRate);
}

/**
 * The rounding rule: amounts are summed exactly and rounded to whole cents ONCE, when reported, half
 * away from zero. A total is rounded from its exact sum, not summed from rounded parts, so the cents
 * of a period's points may differ from the period's total by at most half a cent per point; the total
 * is the true one.
 */
export function roundToCents(amount: ExactAmount): Cents {
  return roundHalfAwayFromZero(amount, AMOUNT_SCALE);
}

export function centsToEuros(cents: Cents): number {
  return scaledToNumber(cents, 2);
}

/** Exact amount → euros for display, rounded to the cent by the rule above. */
export function exactAmountToEuros(amount: ExactAmount): number {
  return centsToEuros(roundToCents(amount));
}

/** Sums interval costs exactly; one per bucket, one for the total. */
export class CostAccumulator {
  vat0: ExactAmount = 0n;
  withVat: ExactAmount = 0n;
  pricedIntervals = 0;

  add(cost: ExactCost): void {
    this.addSum(cost, 1);
  }

  /**
   * Adds the exact sum of several intervals' costs at once, e.g. Σ kWh × price of a day whose contract
   * and VAT rate are one, summed by the database: the same exact total as adding them one by one.
   */
  addSum(cost: ExactCost, intervals: number): void {
    this.vat0 += cost.vat0;
    this.withVat += cost.withVat;
    this.pricedIntervals += intervals;
  }

  merge(other: CostAccumulator): void {
    this.vat0 += other.vat0;
    this.withVat += other.withVat;
    this.pricedIntervals += other.pricedIntervals;
  }

  /** Whole cents, VAT included or not. */
  cents(includeVat: boolean): Cents {
    return roundToCents(includeVat ? this.withVat : this.vat0);
  }

  euros(includeVat: boolean): number {
    return centsToEuros(this.cents(includeVat));
  }
}
