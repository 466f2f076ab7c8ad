import { roundHalfAwayFromZero } from '@portal/domain';

/**
 * An exact rational number on bigints. The "why it changed" decomposition multiplies and divides
 * exact sums (kWh × c/kWh, averages over days); keeping them as fractions until the one final rounding
 * to cents is what lets the reasons add up to the actual change exactly (docs/insights.md).
 */
export class Fraction {
  readonly num: bigint;
  readonly den: bigint;

  constructor(num: bigint, den: bigint = 1n) {
    if (den === 0n) throw new RangeError('Fraction with a zero denominator');
    const sign = den < 0n ? -1n : 1n;
    const divisor = gcd(num < 0n ? -num : num, den < 0n ? -den : den) || 1n;
    this.num = (sign * num) / divisor;
    this.den = (sign * den) / divisor;
  }

  static of(value: bigint | number): Fraction {
    return new Fraction(typeof value === 'number' ? BigInt(value) : value);
  }

  /** A scaled integer (value × 10^scale) as a fraction. */
  static scaled(value: bigint, scale: number): Fraction {
    return new Fraction(value, 10n ** BigInt(scale));
  }

  add(other: Fraction): Fraction {
    return new Fraction(this.num * other.den + other.num * this.den, this.den * other.den);
  }

  sub(other: Fraction): Fraction {
    return new Fraction(this.num * other.den - other.num * this.den, this.den * other.den);
  }

  mul(other: Fraction): Fraction {
    return new Fraction(this.num * other.num, this.den * other.den);
  }

  div(other: Fraction): Fraction {
    return new Fraction(this.num * other.den, this.den * other.num);
  }

  isZero(): boolean {
    return this.num === 0n;
  }

  /** Rounded to `decimals` decimals, half away from zero, as a scaled integer. */
  round(decimals: number): bigint {
    // Scale up, keep 12 more digits, then round once: (num × 10^(d+12)) / den truncates far below the
    // rounding digit, and the one rounding then follows the project's half-away-from-zero rule.
    const extra = 12;
    const scaled = (this.num * 10n ** BigInt(decimals + extra)) / this.den;
    return roundHalfAwayFromZero(scaled, extra);
  }

  toNumber(): number {
    return Number(this.num) / Number(this.den);
  }
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

export const ZERO = Fraction.of(0n);
