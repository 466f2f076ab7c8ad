import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CostAccumulator,
  deliveryDateOf,
  energyCost,
  EnergyPriceList,
  exactAmountToEuros,
  formatScaled,
  parseScaled,
  roundHalfAwayFromZero,
  spotEurMwhToPrice,
  VatRateTable,
  type VatRateRow,
} from '.';

/** The domain's vat_rates rows (host/server/src/domain/schema/006_rates.ts), as the DB returns them. */
const VAT_ROWS: VatRateRow[] = [
  { category: 'general', validFrom: '2013-01-01', validUntil: '2024-09-01', ratePercent: '24.00' },
  { category: 'general', validFrom: '2024-09-01', validUntil: null, ratePercent: '25.50' },
  { category: 'electricity_energy', validFrom: '2013-01-01', validUntil: '2022-12-01', ratePercent: '24.00' },
  { category: 'electricity_energy', validFrom: '2022-12-01', validUntil: '2023-05-01', ratePercent: '10.00' },
  { category: 'electricity_energy', validFrom: '2023-05-01', validUntil: '2024-09-01', ratePercent: '24.00' },
  { category: 'electricity_energy', validFrom: '2024-09-01', validUntil: null, ratePercent: '25.50' },
];
const vat = new VatRateTable(VAT_ROWS);
const kwh = (text: string) => parseScaled(text, 4);
const cPerKwh = (text: string) => parseScaled(text, 4);

describe('scaled decimals', () => {
  it('parses exactly and refuses hidden rounding', () => {
    expect(parseScaled('12.3456', 4)).toBe(123456n);
    expect(parseScaled('-0.5', 4)).toBe(-5000n);
    expect(parseScaled('7', 2)).toBe(700n);
    expect(parseScaled('1.230000', 2)).toBe(123n);
    expect(() => parseScaled('1.23456', 4)).toThrow(/more than 4 decimals/);
    expect(() => parseScaled('1,5', 4)).toThrow(/Not a decimal/);
    expect(formatScaled(-5n, 2)).toBe('-0.05');
  });

  it('rounds half away from zero, symmetrically for credits', () => {
    expect(roundHalfAwayFromZero(150n, 2)).toBe(2n);
    expect(roundHalfAwayFromZero(149n, 2)).toBe(1n);
    expect(roundHalfAwayFromZero(-150n, 2)).toBe(-2n);
    expect(roundHalfAwayFromZero(-149n, 2)).toBe(-1n);
  });
});

describe('VAT by delivery date', () => {
  it.each([
    ['2022-11-30', 2400n, 2400n],
    ['2022-12-01', 1000n, 2400n],
    ['2023-04-30', 1000n, 2400n],
    ['2023-05-01', 2400n, 2400n],
    ['2024-08-31', 2400n, 2400n],
    ['2024-09-01', 2550n, 2550n],
    ['2026-01-15', 2550n, 2550n],
  ])('%s: electricity energy %s, general %s (1/100 %%)', (date, energy, general) => {
    expect(vat.rateOn('electricity_energy', date)).toBe(energy);
    expect(vat.rateOn('general', date)).toBe(general);
  });

  it('uses the Helsinki date of the interval start, not the UTC date', () => {
    // 30.11.2022 22:00 UTC is 1.12.2022 00:00 in Helsinki: already 10 %.
    expect(deliveryDateOf(new Date('2022-11-30T21:45:00Z'))).toBe('2022-11-30');
    expect(deliveryDateOf(new Date('2022-11-30T22:00:00Z'))).toBe('2022-12-01');
    // 31.8.2024 21:00 UTC is 1.9.2024 00:00 EEST: 25.5 %.
    expect(vat.rateOn('electricity_energy', deliveryDateOf(new Date('2024-08-31T20:45:00Z')))).toBe(2400n);
    expect(vat.rateOn('electricity_energy', deliveryDateOf(new Date('2024-08-31T21:00:00Z')))).toBe(2550n);
  });

  it('fails loudly on a date the table does not cover', () => {
    expect(() => vat.rateOn('general', '2012-12-31')).toThrow(/No general VAT rate/);
  });
});

describe('energy price per interval', () => {
  const prices = new EnergyPriceList([
    { id: 'FIX', pricing: 'FIXED', fixedPriceCKwh: '8.9900', startDate: '2022-01-01', endDate: '2023-12-31' },
    { id: 'SPOT', pricing: 'SPOT', spotMarginCKwh: '0.4900', startDate: '2024-01-01', endDate: null },
  ]);

  it('takes the contract in force on the delivery date', () => {
    expect(prices.priceFor('2023-12-31', '100.000')).toBe(cPerKwh('8.99'));
    expect(prices.priceFor('2024-01-01', '100.000')).toBe(cPerKwh('10.49'));
    expect(prices.priceFor('2021-12-31', '100.000')).toBeNull();
  });

  it('converts spot €/MWh to c/kWh exactly (× 0.1) and adds the margin', () => {
    expect(spotEurMwhToPrice('123.456')).toBe(cPerKwh('12.3456'));
    expect(spotEurMwhToPrice('-500.000')).toBe(cPerKwh('-50'));
    expect(prices.priceFor('2025-01-01', '-5.120')).toBe(cPerKwh('-0.0220'));
  });

  it('leaves a spot interval without a market price unpriced instead of free', () => {
    expect(prices.priceFor('2025-01-01', null)).toBeNull();
  });

  it('prefers the later-starting contract when two overlap', () => {
    const overlapping = new EnergyPriceList([
      { id: 'OLD', pricing: 'FIXED', fixedPriceCKwh: '5', startDate: '2024-01-01', endDate: null },
      { id: 'NEW', pricing: 'FIXED', fixedPriceCKwh: '7', startDate: '2024-06-01', endDate: null },
    ]);
    expect(overlapping.priceFor('2024-05-31', null)).toBe(cPerKwh('5'));
    expect(overlapping.priceFor('2024-06-01', null)).toBe(cPerKwh('7'));
  });
});

describe('energy cost', () => {
  it('prices each interval with its own VAT across the 10 % period and the 25.5 % change', () => {
    const total = new CostAccumulator();
    // 1 kWh at 10 c/kWh on each side of every change of the electricity energy rate.
    for (const date of ['2022-11-30', '2022-12-01', '2023-04-30', '2023-05-01', '2024-08-31', '2024-09-01']) {
      total.add(energyCost(kwh('1'), cPerKwh('10'), vat.rateOn('electricity_energy', date)));
    }
    expect(total.euros(false)).toBe(0.6);
    // 12.4 + 11 + 11 + 12.4 + 12.4 + 12.55 = 71.75 c
    expect(total.euros(true)).toBe(0.72);
    expect(total.cents(true)).toBe(72n);
  });

  it('gives negative prices negative costs, VAT included, and rounds them like charges', () => {
    const cost = energyCost(kwh('2.5'), spotEurMwhToPrice('-500.000'), 2550n);
    expect(exactAmountToEuros(cost.vat0)).toBe(-1.25);
    expect(exactAmountToEuros(cost.withVat)).toBe(-1.57); // −156.875 c → −157 c, half away from zero
    const tiny = energyCost(kwh('0.0001'), cPerKwh('-50'), 0n); // −0.005 c
    expect(exactAmountToEuros(tiny.vat0)).toBe(0); // rounds to zero cents (never −0), not to −1 c
  });

  it('has no float drift: a year of quarters sums to the exact cent', () => {
    const total = new CostAccumulator();
    for (let i = 0; i < 35_040; i++) total.add(energyCost(kwh('0.1'), cPerKwh('12.3456'), 2550n));
    // 3504 kWh × 12.3456 c = 43258.9824 c; × 1.255 = 54290.022912 c
    expect(total.cents(false)).toBe(43259n);
    expect(total.cents(true)).toBe(54290n);
    expect(total.pricedIntervals).toBe(35_040);
  });

  it('is additive: splitting energy between intervals never changes the exact sum', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 50 }),
        fc.integer({ min: -500_000, max: 5_000_000 }),
        fc.constantFrom(0n, 1000n, 2400n, 2550n),
        (parts, price, rate) => {
          const split = new CostAccumulator();
          for (const part of parts) split.add(energyCost(BigInt(part), BigInt(price), rate));
          const whole = energyCost(BigInt(parts.reduce((a, b) => a + b, 0)), BigInt(price), rate);
          return split.vat0 === whole.vat0 && split.withVat === whole.withVat;
        },
      ),
    );
  });
});
