import {
  deliveryDateOf,
  divideHalfAwayFromZero,
  parseScaled,
  roundInvoiceLine,
  scaledToNumber,
  spotEurMwhToPrice,
  spotPricesCovering,
  VAT_FACTOR_ONE,
  type SpotPriceSeries,
  type VatRateTable,
} from '@portal/domain';

/** One metered interval: start (ms), length, kWh at scale 4. */
export interface Reading {
  readonly startMs: number;
  readonly minutes: number;
  readonly kwh: bigint;
}

export interface MonthTerms {
  /** c/kWh VAT 0 at scale 4. */
  readonly margin: bigint;
  readonly fixedPrice: bigint | null;
  /** €/month VAT 0 in cents. */
  readonly spotBasicFeeCents: bigint;
  readonly fixedBasicFeeCents: bigint;
}

export interface PricedMonth {
  readonly kwh: bigint;
  readonly unpricedKwh: bigint;
  readonly spot: MonthCost;
  readonly fixed: MonthCost | null;
}

export interface MonthCost {
  readonly energyCents: bigint;
  readonly basicFeeCents: bigint;
  /** kWh the energy cost covers (spot: the priced ones), for the per-kWh figure. */
  readonly pricedKwh: bigint;
}

/** Cents at the pricing engine's exact amount scale (12 decimals). */
const CENT_EXACT = 10n ** 12n;

/**
 * Sums exact VAT 0 amounts per VAT rate and rounds each like an invoice line (core's
 * roundInvoiceLine), so a month priced here equals the invoice's energy line for the same
 * consumption, price and month to the cent. A month whose delivery dates span a VAT change has a line
 * per rate, as the invoice does.
 */
function roundedByRate(parts: ReadonlyMap<bigint, bigint>): bigint {
  let cents = 0n;
  for (const [rate, vat0] of parts) cents += roundInvoiceLine(vat0, rate).amountCents;
  return cents;
}

function add(map: Map<bigint, bigint>, rate: bigint, amount: bigint): void {
  map.set(rate, (map.get(rate) ?? 0n) + amount);
}

/**
 * A month of metered consumption priced two ways: spot + margin per interval (the mean of the four
 * quarter prices under an hourly reading), and a fixed price; each with its basic fee for the whole
 * month (the simulator compares whole past months) and the energy-sale VAT of each delivery date.
 * kWh × c/kWh × 10 000 is the engine's exact amount (cents at 12 decimals), so nothing rounds until
 * the line.
 */
export function priceMonth(
  readings: readonly Reading[],
  prices: SpotPriceSeries,
  terms: MonthTerms,
  vat: VatRateTable,
  monthFirstDay: string,
): PricedMonth {
  const spot = new Map<bigint, bigint>();
  const fixed = new Map<bigint, bigint>();
  let kwh = 0n;
  let unpricedKwh = 0n;
  for (const reading of readings) {
    const rate = vat.rateOn('electricity_energy', deliveryDateOf(reading.startMs));
    kwh += reading.kwh;
    if (terms.fixedPrice !== null) add(fixed, rate, reading.kwh * terms.fixedPrice * VAT_FACTOR_ONE);
    const covering = spotPricesCovering(prices, reading.startMs, reading.minutes);
    if (!covering) {
      unpricedKwh += reading.kwh;
      continue;
    }
    // Mean of n prices × 10 000: Σ p × (10 000 / n), exact for n = 1 and 4.
    const sum = covering.reduce((total, p) => total + spotEurMwhToPrice(p), 0n);
    add(spot, rate, reading.kwh * (sum * (VAT_FACTOR_ONE / BigInt(covering.length)) + terms.margin * VAT_FACTOR_ONE));
  }
  const feeRate = vat.rateOn('electricity_energy', monthFirstDay);
  const fee = (cents: bigint) => (cents === 0n ? 0n : roundInvoiceLine(cents * CENT_EXACT, feeRate).amountCents);
  return {
    kwh,
    unpricedKwh,
    spot: { energyCents: roundedByRate(spot), basicFeeCents: fee(terms.spotBasicFeeCents), pricedKwh: kwh - unpricedKwh },
    fixed: terms.fixedPrice === null ? null : { energyCents: roundedByRate(fixed), basicFeeCents: fee(terms.fixedBasicFeeCents), pricedKwh: kwh },
  };
}

/** Cents → euros; c/kWh of a cost over kWh (scale 4), 2 decimals. */
export const euros = (cents: bigint) => scaledToNumber(cents, 2);
export function centsPerKwh(cents: bigint, kwh: bigint): number | null {
  if (kwh <= 0n) return null;
  // cents / (kWh / 10 000) at 2 decimals = cents × 10 000 × 100 / kWh, rounded half away from zero.
  return scaledToNumber(divideHalfAwayFromZero(cents * 1_000_000n, kwh), 2);
}

export const parseCKwh = (value: number) => parseScaled(value.toFixed(4), 4);
export const parseEurCents = (value: number) => parseScaled(value.toFixed(2), 2);
