import { describe, expect, it } from 'vitest';
import { toPrice } from '../vat/toPrice';
import { carbonSavingsKgPerYear } from './carbonSavings';
import { comparisonPeriod } from './comparisonPeriod';
import { decideSwitchGuard, type SwitchGuardFacts } from './decideSwitchGuard';

describe('toPrice', () => {
  const vatOf = (vat0: string, ratePercent: bigint, decimals: number) => toPrice(vat0, ratePercent, 'x', decimals, true).vat;

  it('rounds exact half values away from zero, where floating point would not', () => {
    expect(vatOf('8.4900', 2550n, 4)).toBe(10.655); // 10.65495
    expect(vatOf('3.95', 2550n, 2)).toBe(4.96); // 4.95725
    expect(vatOf('-0.3000', 2550n, 4)).toBe(-0.3765); // a microgeneration fee: away from zero
    expect(vatOf('8.4900', 1000n, 4)).toBe(9.339); // the 12/2022–4/2023 rate
  });

  it('shows the figure of the chosen mode', () => {
    expect(toPrice('8.4900', 2550n, 'c/kWh', 4, false)).toEqual({ value: 8.49, vat: 10.655, vat0: 8.49, unit: 'c/kWh', vatRatePercent: 25.5 });
  });
});

describe('carbonSavingsKgPerYear', () => {
  it('is the package at the residual-mix factor', () => {
    expect(carbonSavingsKgPerYear(3000, 554.9)).toBe(1664.7);
  });
});

describe('comparisonPeriod', () => {
  it('is the 12 months of whole days before today, leap day falling back to 28.2.', () => {
    expect(comparisonPeriod('2026-01-15')).toEqual({ from: '2025-01-15', to: '2026-01-14' });
    expect(comparisonPeriod('2025-02-28')).toEqual({ from: '2024-02-28', to: '2025-02-27' });
    expect(comparisonPeriod('2024-02-29')).toEqual({ from: '2023-02-28', to: '2024-02-28' });
  });
});

describe('decideSwitchGuard', () => {
  const base: SwitchGuardFacts = {
    accessRight: 'FULL_ACCESS',
    utilityType: 'ELECTRICITY',
    current: { id: 'K1', contractType: 'ELECTRICITY', endDate: null },
    upcoming: null,
  };

  it('allows a switch from a contract that runs until further notice', () => {
    expect(decideSwitchGuard(base)).toEqual({ allowed: true, reason: null, allowedFrom: null, contractId: 'K1' });
  });

  it('explains each reason in order: read-only, not switchable, pending, fixed term', () => {
    const fixed = { ...base, current: { id: 'K1', contractType: 'ELECTRICITY' as const, endDate: '2026-12-31' } };
    expect(decideSwitchGuard(fixed)).toMatchObject({ reason: 'FIXED_TERM_RUNNING', allowedFrom: '2027-01-01' });
    expect(decideSwitchGuard({ ...fixed, upcoming: { id: 'K2', startDate: '2027-01-01' } })).toMatchObject({
      reason: 'SWITCH_PENDING',
      contractId: 'K2',
    });
    expect(decideSwitchGuard({ ...fixed, utilityType: 'DISTRICT_HEATING' })).toMatchObject({ reason: 'NOT_SWITCHABLE' });
    expect(decideSwitchGuard({ ...fixed, accessRight: 'READ_ONLY' })).toMatchObject({ reason: 'READ_ONLY' });
  });
});
