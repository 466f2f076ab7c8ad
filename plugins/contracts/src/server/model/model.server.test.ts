import { describe, expect, it } from 'vitest';
import { withVat, roundTo } from '../vat/withVat';
import { carbonSavingsKgPerYear } from './carbonSavings';
import { comparisonPeriod } from './comparisonPeriod';
import { decideSwitchGuard, type SwitchGuardFacts } from './decideSwitchGuard';

describe('withVat', () => {
  it('rounds exact half values away from zero, where floating point would not', () => {
    expect(withVat(8.49, 25.5, 4)).toBe(10.655); // 10.65495
    expect(withVat(3.95, 25.5, 2)).toBe(4.96); // 4.95725
    expect(withVat(1.005, 0, 2)).toBe(1.01);
    expect(withVat(-0.3, 25.5, 4)).toBe(-0.3765);
    expect(withVat(8.49, 10, 4)).toBe(9.339); // the 12/2022–4/2023 rate
    expect(roundTo(1.005, 2)).toBe(1.01);
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
