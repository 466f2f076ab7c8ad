import {
  ElectricityTaxTable,
  parseScaled,
  roundInvoiceLine,
  VAT_FACTOR_ONE,
  type ExactAmount,
  type VatCategory,
  type VatRateTable,
} from '@portal/domain';

/** The contract terms an expected invoice needs, as stored (text, so nothing is rounded on the way). */
export interface CheckedContract {
  readonly pricing: 'FIXED' | 'SPOT' | null;
  readonly fixedPriceCKwh: string | null;
  readonly spotMarginCKwh: string | null;
  readonly basicFeeEurMonth: string;
  readonly transferPriceCKwh: string | null;
  readonly transferBasicFeeEurMonth: string | null;
  readonly taxClass: 'I' | 'II' | null;
}

export interface MeteredDay {
  readonly day: string;
  /** 1/10 000 kWh. */
  readonly kwh: bigint;
}

/** A day's spot sums: Σ kWh × share a price covers (1e-6 kWh) and Σ kWh × share × €/MWh (scale 11 = cents at 1e-12). */
export interface SpotDay {
  readonly pricedKwh: bigint;
  readonly kwhEurMwh: bigint;
}

/** Months billed for each fixed fee, as the invoice says (1/10 000 month; a partial month is a fraction). */
export interface BilledMonths {
  readonly energyBasicFee: bigint;
  readonly transferBasicFee: bigint;
  /** District heating's power (capacity) fee months. */
  readonly dhPower?: bigint;
}

/**
 * What an electricity invoice should come to, in cents, from the metered days, the contract and the
 * dated tax tables (a spot contract's energy from each day's intervals × their day-ahead prices): each day's kWh × price with the VAT and electricity tax of that delivery day (a
 * period across 1.9.2024 splits between 24 % and 25.5 %), parts of a line added exactly, then core's
 * one invoice-line rounding per kind and VAT rate, as the invoices plugin rounds its lines.
 */
/**
 * A district heating invoice: each day's kWh × the energy price and the power fee for the billed
 * months, both at the general VAT of the delivery date, rounded per line as the invoices plugin does.
 */
export function expectedHeatInvoiceCents(days: readonly MeteredDay[], contract: CheckedContract, months: BilledMonths, vat: VatRateTable): bigint {
  const lines = new Map<string, { vat0: ExactAmount; rate: bigint }>();
  const add = (kind: string, day: string, vat0: ExactAmount) => {
    const rate = vat.rateOn('general', day);
    const line = lines.get(`${kind}|${rate}`) ?? { vat0: 0n, rate };
    lines.set(`${kind}|${rate}`, { vat0: line.vat0 + vat0, rate });
  };
  const price = parseScaled(contract.fixedPriceCKwh ?? '0', 4);
  for (const { day, kwh } of days) add('dhEnergy', day, kwh * price * VAT_FACTOR_ONE);
  const lastDay = days[days.length - 1]?.day;
  if (lastDay && (months.dhPower ?? 0n) > 0n)
    add('dhPower', lastDay, parseScaled(contract.basicFeeEurMonth, 2) * (months.dhPower ?? 0n) * 100_000_000n);
  let total = 0n;
  for (const line of lines.values()) total += roundInvoiceLine(line.vat0, line.rate).amountCents;
  return total;
}

export function expectedInvoiceCents(
  days: readonly MeteredDay[],
  contract: CheckedContract,
  months: BilledMonths,
  vat: VatRateTable,
  tax: ElectricityTaxTable,
  spotDays: ReadonlyMap<string, SpotDay> = new Map(),
): bigint {
  const lines = new Map<string, { vat0: ExactAmount; rate: bigint }>();
  const add = (kind: string, category: VatCategory, day: string, vat0: ExactAmount) => {
    const rate = vat.rateOn(category, day);
    const key = `${kind}|${rate}`;
    const line = lines.get(key) ?? { vat0: 0n, rate };
    lines.set(key, { vat0: line.vat0 + vat0, rate });
  };
  const fixed = contract.pricing === 'FIXED' && contract.fixedPriceCKwh !== null ? parseScaled(contract.fixedPriceCKwh, 4) : null;
  const transfer = contract.transferPriceCKwh === null ? null : parseScaled(contract.transferPriceCKwh, 4);
  const margin = contract.pricing === 'SPOT' ? parseScaled(contract.spotMarginCKwh ?? '0', 4) : null;
  for (const { day, kwh } of days) {
    // kWh (1e-4) × c/kWh (1e-4) × VAT factor one (1e-4) = 1e-12 cents, the engine's ExactAmount.
    if (fixed !== null) add('energy', 'electricity_energy', day, kwh * fixed * VAT_FACTOR_ONE);
    if (margin !== null) {
      // Each interval at its own day-ahead price plus the margin on the priced energy, as billed.
      const spot = spotDays.get(day) ?? { pricedKwh: 0n, kwhEurMwh: 0n };
      add('energy', 'electricity_energy', day, spot.kwhEurMwh + spot.pricedKwh * margin * 100n);
    }
    if (transfer !== null) add('transfer', 'general', day, kwh * transfer * VAT_FACTOR_ONE);
    if (contract.taxClass !== null) add('electricityTax', 'general', day, kwh * tax.rateOn(contract.taxClass, day) * VAT_FACTOR_ONE);
  }
  const lastDay = days[days.length - 1]?.day;
  if (lastDay) {
    // € at 2 decimals is whole cents; × months (1e-4) → 1e-4 cents; × 1e8 → 1e-12 cents.
    const fee = (eur: string, billed: bigint) => parseScaled(eur, 2) * billed * 100_000_000n;
    if (months.energyBasicFee > 0n) add('energyBasicFee', 'electricity_energy', lastDay, fee(contract.basicFeeEurMonth, months.energyBasicFee));
    if (months.transferBasicFee > 0n && contract.transferBasicFeeEurMonth !== null) {
      add('transferBasicFee', 'general', lastDay, fee(contract.transferBasicFeeEurMonth, months.transferBasicFee));
    }
  }
  let total = 0n;
  for (const line of lines.values()) total += roundInvoiceLine(line.vat0, line.rate).amountCents;
  return total;
}
