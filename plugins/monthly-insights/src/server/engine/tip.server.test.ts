import { describe, expect, it } from 'vitest';
import { Fraction } from './fraction';
import type { HourFigure, PeriodFigures } from './periodFigures';
import { chooseTip } from './tip';

/** A mild month (no heating tip, no price tip) whose hours draw `kwhAt(hour in UTC)`, in 1/10 000 kWh. */
function month(firstUtcMs: number, hours: number, kwhAt: (utcHour: number) => number): PeriodFigures {
  const figures: HourFigure[] = Array.from({ length: hours }, (_, i) => {
    const startMs = firstUtcMs + i * 3_600_000;
    return { startMs, kwh: BigInt(Math.round(kwhAt(new Date(startMs).getUTCHours()) * 10_000)), amount: 0n };
  });
  return { plainPrice: Fraction.of(10), hdd: Fraction.of(50), hours: figures } as unknown as PeriodFigures;
}

describe('chooseTip: the night base load is read on the Helsinki clock', () => {
  // 1:00–5:00 Helsinki is 23:00–03:00 UTC in winter (UTC+2) and 22:00–02:00 UTC in summer (UTC+3).
  const winter = Date.UTC(2026, 0, 1, 0);
  const summer = Date.UTC(2026, 6, 1, 0);

  // Each profile is chosen so that reading the hours in UTC (00–03) would give the other answer.
  it('finds standby use in winter from 1 kWh an hour at 1–3 Helsinki (23–01 UTC), 0.2 otherwise', () => {
    expect(
      chooseTip(
        month(winter, 24 * 31, (h) => (h === 23 || h === 0 ? 1 : 0.2)),
        null,
      ),
    ).toBe('standbyUse');
  });

  it('finds it in summer, where the same clock hours are an hour earlier in UTC (22–02)', () => {
    expect(
      chooseTip(
        month(summer, 24 * 31, (h) => (h >= 22 ? 0.8 : h <= 1 ? 0.6 : 0.2)),
        null,
      ),
    ).toBe('standbyUse');
  });

  it('does not count 5:00 Helsinki (02 UTC in summer): an early riser is no standby use', () => {
    expect(
      chooseTip(
        month(summer, 24 * 31, (h) => (h === 2 ? 1.5 : h <= 1 ? 0.5 : 0.2)),
        null,
      ),
    ).toBe('keepGoing');
  });
});
