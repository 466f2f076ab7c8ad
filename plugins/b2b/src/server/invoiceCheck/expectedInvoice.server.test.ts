import { ElectricityTaxTable, VatRateTable } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { expectedHeatInvoiceCents, expectedInvoiceCents, type CheckedContract } from './expectedInvoice';

const vat = new VatRateTable([
  { category: 'general', validFrom: '2013-01-01', validUntil: '2024-09-01', ratePercent: '24.00' },
  { category: 'general', validFrom: '2024-09-01', validUntil: null, ratePercent: '25.50' },
  { category: 'electricity_energy', validFrom: '2013-01-01', validUntil: '2024-09-01', ratePercent: '24.00' },
  { category: 'electricity_energy', validFrom: '2024-09-01', validUntil: null, ratePercent: '25.50' },
]);
const tax = new ElectricityTaxTable([
  { taxClass: 'I', validFrom: '2023-05-01', validUntil: null, electricityTaxCKwh: '2.2400', securityOfSupplyCKwh: '0.0130' },
]);
const fixed: CheckedContract = {
  pricing: 'FIXED',
  fixedPriceCKwh: '10.0000',
  spotMarginCKwh: null,
  basicFeeEurMonth: '3.00',
  transferPriceCKwh: null,
  transferBasicFeeEurMonth: null,
  taxClass: null,
};
const days = [
  { day: '2024-08-31', kwh: 100_000n }, // 10 kWh
  { day: '2024-09-01', kwh: 100_000n },
];

describe('expectedInvoiceCents', () => {
  it('takes VAT by delivery day: a period across 1.9.2024 splits into a 24 % and a 25.5 % line', () => {
    // 100 c + 24 c, and 100 c + 25.5 c rounded half away from zero to 26 c.
    expect(expectedInvoiceCents(days, fixed, { energyBasicFee: 0n, transferBasicFee: 0n }, vat, tax)).toBe(250n);
  });

  it('adds the basic fee for the months the invoice bills, and transfer and tax per kWh', () => {
    // Half a month of 3,00 €: 150 c + 38,25 c → 188 c.
    expect(expectedInvoiceCents(days, fixed, { energyBasicFee: 5_000n, transferBasicFee: 0n }, vat, tax)).toBe(438n);
    const network = { ...fixed, pricing: null, fixedPriceCKwh: null, basicFeeEurMonth: '0', transferPriceCKwh: '4.0000', taxClass: 'I' as const };
    // Transfer 40 c + 9,6 c → 50 c and 40 c + 10,2 c → 50 c; tax 2,253 c/kWh × 10 kWh = 22,53 c → 23 c + 5,52 → 6 c = 29 c, and 23 c + 5,87 → 6 c = 29 c.
    expect(expectedInvoiceCents(days, network, { energyBasicFee: 0n, transferBasicFee: 0n }, vat, tax)).toBe(50n + 50n + 29n + 29n);
  });

  it("prices a spot contract's day from its intervals' day-ahead prices plus the margin on the priced energy", () => {
    const spot: CheckedContract = { ...fixed, pricing: 'SPOT', fixedPriceCKwh: null, spotMarginCKwh: '0.5000' };
    // 10 kWh priced at 100 €/MWh (10 c/kWh): 100 c, and the margin 0,5 c/kWh: 5 c; 105 c + 24 % (25,2 → 25 c).
    const spotDays = new Map([['2024-08-31', { pricedKwh: 10_000_000n, kwhEurMwh: 1000n * 100_000_000_000n }]]);
    expect(expectedInvoiceCents([days[0]!], spot, { energyBasicFee: 0n, transferBasicFee: 0n }, vat, tax, spotDays)).toBe(130n);
  });
});

describe('expectedHeatInvoiceCents', () => {
  it('bills district heating energy per kWh and the power fee per month, both at the general VAT of the day', () => {
    const heat: CheckedContract = { ...fixed, fixedPriceCKwh: '8.9000', basicFeeEurMonth: '240.00' };
    // 20 kWh × 8,9 c = 178 c → VAT 24 % of 89 c (21,36 → 21) and 25,5 % of 89 c (22,695 → 23): 89+21 + 89+23 = 222 c;
    // power 240 € × 1 month = 24 000 c + 25,5 % (6 120 c) = 30 120 c.
    expect(expectedHeatInvoiceCents(days, heat, { energyBasicFee: 0n, transferBasicFee: 0n, dhPower: 10_000n }, vat)).toBe(222n + 30_120n);
  });
});
