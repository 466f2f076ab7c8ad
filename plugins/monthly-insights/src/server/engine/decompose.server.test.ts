import { describe, expect, it } from 'vitest';
import { costOf, decompose, factorsOf, type PeriodCost } from './decompose';
import { Fraction } from './fraction';

/** The decomposition on its own: random but reproducible months, and the edge cases. */
function lcg(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const f = (value: number, scale = 4) => new Fraction(BigInt(Math.round(value * 10 ** scale)), 10n ** BigInt(scale));

function period(random: () => number, days: number): PeriodCost {
  const kwh = f(300 + random() * 1500);
  const weighted = f(5 + random() * 20 - (random() < 0.1 ? 30 : 0)); // now and then a negative price month
  return {
    kwh,
    energyCents: kwh.mul(weighted),
    plainPrice: f(5 + random() * 20),
    feesCents: f(390 + random() * 1500, 6),
    days,
    hdd: random() < 0.1 ? null : f(random() * 700, 2),
  };
}

describe('why it changed: sequential substitution', () => {
  it('adds up to the change to the cent on 500 random month pairs', () => {
    const random = lcg(17);
    for (let i = 0; i < 500; i++) {
      const a = period(random, 28 + Math.floor(random() * 4));
      const b = period(random, 28 + Math.floor(random() * 4));
      const k = f(random() * 3, 2);
      const withTemperature = a.hdd !== null && b.hdd !== null;
      const from = factorsOf(a, k, withTemperature);
      const to = factorsOf(b, k, withTemperature);
      // The identity reproduces each month's exact cost.
      expect(costOf(from, k).sub(a.energyCents.add(a.feesCents)).isZero()).toBe(true);
      const result = decompose(from, to, k);
      expect(result.fromCents).toBe(a.energyCents.add(a.feesCents).round(0));
      expect(result.toCents).toBe(b.energyCents.add(b.feesCents).round(0));
      expect(result.reasons.reduce((sum, r) => sum + r.cents, 0n)).toBe(result.changeCents);
      if (!withTemperature) expect(result.reasons[0]!.cents).toBe(0n);
    }
  });

  it('adds up when the shares are fractions of a cent', () => {
    // Shares of a fraction of a cent each: rounded one by one they need not make the rounded change.
    const k = Fraction.of(0);
    const base = {
      days: Fraction.of(30),
      hdd: Fraction.of(0),
      usePerDay: Fraction.of(1),
      plainPrice: Fraction.of(10),
      timing: Fraction.of(0),
      fees: Fraction.of(0),
    };
    const from = base;
    const to = { ...base, usePerDay: new Fraction(301n, 300n), plainPrice: new Fraction(30001n, 3000n), timing: new Fraction(1n, 90300n) };
    const result = decompose(from, to, k);
    expect(result.reasons.reduce((sum, r) => sum + r.cents, 0n)).toBe(result.changeCents);
    expect(result.changeCents).toBe(costOf(to, k).round(0) - costOf(from, k).round(0));
  });

  it('gives no change and zero reasons for the same month', () => {
    const random = lcg(3);
    const a = period(random, 31);
    const k = f(1.5, 2);
    const result = decompose(factorsOf(a, k, true), factorsOf(a, k, true), k);
    expect(result.changeCents).toBe(0n);
    expect(result.reasons.every((r) => r.cents === 0n)).toBe(true);
  });

  it('handles a month without consumption (the timing is then zero)', () => {
    const empty: PeriodCost = { kwh: Fraction.of(0), energyCents: Fraction.of(0), plainPrice: f(12), feesCents: f(390), days: 30, hdd: f(100, 2) };
    const full: PeriodCost = { kwh: f(500), energyCents: f(500).mul(f(14)), plainPrice: f(12), feesCents: f(390), days: 31, hdd: f(300, 2) };
    const k = f(0.8, 2);
    const result = decompose(factorsOf(empty, k, true), factorsOf(full, k, true), k);
    expect(result.reasons.reduce((sum, r) => sum + r.cents, 0n)).toBe(result.changeCents);
    expect(result.changeCents).toBe(full.energyCents.add(full.feesCents).round(0) - 390n);
  });
});
