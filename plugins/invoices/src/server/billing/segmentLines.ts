import { formatScaled, parseScaled, VAT_FACTOR_ONE, type ElectricityTaxTable, type VatRateTable } from '@portal/domain';
import { includesNetwork, isDistrictHeating, type BillableContract } from './billableContract';
import type { BillingSegment } from './billingSegments';
import type { ExactLine } from './invoiceLine';

/**
 * Metered sums of one segment, as exact decimal text from the database (numeric never rounds):
 *   kwh            Σ kWh of the segment's intervals that have a value ('missing' ones carry none);
 *   spotPricedKwh  Σ kWh × share of the intervals a spot price covers;
 *   spotKwhEurMwh  Σ kWh × share × spot €/MWh.
 * "share" is 1 when the price period holds the whole reading and ¼ for each 15-minute price of an
 * hourly reading (since 1.10.2025 prices are per quarter and older meters still read hourly): the
 * hour's energy is spread evenly over its quarters, which prices it at the mean of the four prices.
 */
export interface SegmentSums {
  readonly kwh: string | null;
  readonly spotPricedKwh: string | null;
  readonly spotKwhEurMwh: string | null;
}

const ONE = 10_000n; // 1.0000 at scale 4
/** Cents at the pricing engine's exact amount scale (12 decimals). */
const CENT_EXACT = 10n ** 12n;

/** kWh (scale 4) × c/kWh (scale 4) → exact amount, the engine's energyCost without VAT. */
const energyAmount = (kwh: bigint, price: bigint): bigint => kwh * price * VAT_FACTOR_ONE;

/**
 * A monthly fee for `days` of a month of `monthDays`: prorated by days, as the contract is in force
 * for only part of the month. Truncating at 1e-12 cents cannot move the final cent rounding: a
 * prorated amount is either exact at that scale or not at a half cent.
 */
function monthlyFee(eurMonth: string, segment: BillingSegment): { amount: bigint; months: bigint } {
  const cents = parseScaled(eurMonth, 2);
  return {
    amount: (cents * CENT_EXACT * BigInt(segment.days)) / BigInt(segment.monthDays),
    months: (ONE * BigInt(segment.days)) / BigInt(segment.monthDays),
  };
}

/** The exact line parts of one segment of one contract. */
export function segmentLines(
  contract: BillableContract,
  segment: BillingSegment,
  sums: SegmentSums,
  vat: VatRateTable,
  tax: ElectricityTaxTable,
): ExactLine[] {
  const date = segment.fromDate;
  const kwh = parseScaled(sums.kwh ?? '0', 4);
  const general = vat.rateOn('general', date);
  const lines: ExactLine[] = [];

  if (isDistrictHeating(contract)) {
    const price = contract.fixedPriceCKwh ?? '0';
    lines.push({
      kind: 'dhEnergy',
      quantity: kwh,
      unit: 'kWh',
      unitPrice: price,
      vatCategory: 'general',
      vatRate: general,
      vat0: energyAmount(kwh, parseScaled(price, 4)),
    });
    // District heating's monthly basic fee is its power (capacity) fee: it is set by the contracted power.
    const fee = monthlyFee(contract.basicFeeEurMonth, segment);
    if (fee.amount !== 0n) {
      lines.push({
        kind: 'dhPower',
        quantity: fee.months,
        unit: 'month',
        unitPrice: contract.basicFeeEurMonth,
        vatCategory: 'general',
        vatRate: general,
        vat0: fee.amount,
      });
    }
    return lines;
  }

  if (contract.pricing !== null) {
    const energyVat = vat.rateOn('electricity_energy', date);
    if (contract.pricing === 'FIXED') {
      const price = contract.fixedPriceCKwh ?? '0';
      lines.push({
        kind: 'energy',
        quantity: kwh,
        unit: 'kWh',
        unitPrice: price,
        vatCategory: 'electricity_energy',
        vatRate: energyVat,
        vat0: energyAmount(kwh, parseScaled(price, 4)),
      });
    } else {
      // €/MWh × kWh = c/kWh × 10 × kWh, so the database sum at scale 11 is cents at scale 12.
      const spot = parseScaled(sums.spotKwhEurMwh ?? '0', 11);
      const margin = parseScaled(sums.spotPricedKwh ?? '0', 6) * parseScaled(contract.spotMarginCKwh ?? '0', 4) * 100n;
      lines.push({
        kind: 'energy',
        quantity: kwh,
        unit: 'kWh',
        unitPrice: null,
        vatCategory: 'electricity_energy',
        vatRate: energyVat,
        vat0: spot + margin,
      });
    }
    const fee = monthlyFee(contract.basicFeeEurMonth, segment);
    if (fee.amount !== 0n) {
      lines.push({
        kind: 'energyBasicFee',
        quantity: fee.months,
        unit: 'month',
        unitPrice: contract.basicFeeEurMonth,
        vatCategory: 'electricity_energy',
        vatRate: energyVat,
        vat0: fee.amount,
      });
    }
  }

  if (includesNetwork(contract)) {
    const transferPrice = contract.transferPriceCKwh ?? '0';
    lines.push({
      kind: 'transfer',
      quantity: kwh,
      unit: 'kWh',
      unitPrice: transferPrice,
      vatCategory: 'general',
      vatRate: general,
      vat0: energyAmount(kwh, parseScaled(transferPrice, 4)),
    });
    const fee = monthlyFee(contract.transferBasicFeeEurMonth ?? '0', segment);
    if (fee.amount !== 0n) {
      lines.push({
        kind: 'transferBasicFee',
        quantity: fee.months,
        unit: 'month',
        unitPrice: contract.transferBasicFeeEurMonth,
        vatCategory: 'general',
        vatRate: general,
        vat0: fee.amount,
      });
    }
    const taxRate = tax.rateOn(contract.taxClass ?? 'I', date);
    lines.push({
      kind: 'electricityTax',
      quantity: kwh,
      unit: 'kWh',
      unitPrice: formatScaled(taxRate, 4),
      vatCategory: 'general',
      vatRate: general,
      vat0: energyAmount(kwh, taxRate),
    });
  }
  return lines;
}
