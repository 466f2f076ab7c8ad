import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatIntervalEnd, formatIntervalEndTime, formatTime } from './formatDates';
import { inHelsinki } from './helsinkiTime';
import { formatMoney, formatNumber, formatPercentChange, NO_BREAK_SPACE, percentChange } from './formatNumbers';

const nb = NO_BREAK_SPACE;

describe('dates in Europe/Helsinki', () => {
  it('formats dates without leading zeros and date-times with them', () => {
    expect(formatDate('2025-03-05T10:00:00Z')).toBe('5.3.2025');
    expect(formatDateTime('2025-03-05T07:05:00Z')).toBe('05.03.2025 09:05');
  });

  it('shows the local date, not the UTC one, around midnight', () => {
    // 22:30 UTC on 31.12. is 00:30 on 1.1. in Helsinki (UTC+2 in winter).
    expect(formatDate('2024-12-31T22:30:00Z')).toBe('1.1.2025');
  });

  it('shows an interval that ends at local midnight as 24:00 of the previous day', () => {
    expect(formatIntervalEnd('2025-03-05T22:00:00Z')).toBe('05.03.2025 24:00');
    expect(formatIntervalEndTime('2025-03-05T22:00:00Z')).toBe('24:00');
    expect(formatIntervalEnd('2025-03-05T21:00:00Z')).toBe('05.03.2025 23:00');
  });

  it('uses summer time (UTC+3) for midnight in July', () => {
    expect(formatIntervalEnd('2025-07-01T21:00:00Z')).toBe('01.07.2025 24:00');
    expect(formatDateTime('2025-07-01T21:00:00Z')).toBe('02.07.2025 00:00');
  });

  it('handles the spring-forward day (30.3.2025: 03:00 jumps to 04:00)', () => {
    expect(formatDateTime('2025-03-30T00:59:00Z')).toBe('30.03.2025 02:59');
    expect(formatDateTime('2025-03-30T01:00:00Z')).toBe('30.03.2025 04:00');
    // The 23-hour day still ends at 24:00, now 21:00 UTC.
    expect(formatIntervalEnd('2025-03-30T21:00:00Z')).toBe('30.03.2025 24:00');
  });

  it('handles the fall-back day (26.10.2025: 04:00 returns to 03:00) and its repeated hour', () => {
    expect(formatDateTime('2025-10-26T00:30:00Z')).toBe('26.10.2025 03:30');
    expect(formatDateTime('2025-10-26T01:30:00Z')).toBe('26.10.2025 03:30');
    expect(formatIntervalEnd('2025-10-26T22:00:00Z')).toBe('26.10.2025 24:00');
    expect(formatIntervalEnd('2025-10-25T21:00:00Z')).toBe('25.10.2025 24:00');
  });

  it('ends the year and a month at 24:00 of their last day', () => {
    expect(formatIntervalEnd('2024-12-31T22:00:00Z')).toBe('31.12.2024 24:00');
    expect(formatIntervalEnd('2025-02-28T22:00:00Z')).toBe('28.02.2025 24:00');
    expect(formatIntervalEnd('2024-02-29T22:00:00Z')).toBe('29.02.2024 24:00');
  });

  it('accepts a Date, epoch milliseconds and an ISO string with an offset alike', () => {
    const instant = '2025-03-05T09:05:00+02:00';
    expect(formatDateTime(new Date(instant))).toBe('05.03.2025 09:05');
    expect(formatDateTime(Date.parse(instant))).toBe('05.03.2025 09:05');
    expect(formatDateTime(instant)).toBe('05.03.2025 09:05');
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });

  it('agrees with the dayjs Helsinki time every hour and a quarter past of 2025, both DST changes included', () => {
    for (let ms = Date.UTC(2025, 0, 1); ms < Date.UTC(2026, 0, 1); ms += 60 * 60_000) {
      const local = inHelsinki(ms);
      const midnight = local.hour() === 0 && local.minute() === 0;
      expect(formatDateTime(ms)).toBe(local.format('DD.MM.YYYY HH:mm'));
      expect(formatDate(ms)).toBe(local.format('D.M.YYYY'));
      expect(formatIntervalEnd(ms)).toBe(midnight ? `${local.subtract(1, 'day').format('DD.MM.YYYY')} 24:00` : local.format('DD.MM.YYYY HH:mm'));
      expect(formatTime(ms + 15 * 60_000)).toBe(inHelsinki(ms + 15 * 60_000).format('HH:mm'));
    }
  });
});

describe('Finnish numbers', () => {
  it('uses a comma decimal, no-break-space thousands and 2 decimals by default', () => {
    expect(formatNumber(1234567.891)).toBe(`1${nb}234${nb}567,89`);
    expect(formatNumber(0)).toBe('0,00');
    expect(formatNumber(999.999)).toBe(`1${nb}000,00`);
    expect(formatNumber(12.5, 1)).toBe('12,5');
    expect(formatNumber(1234, 0)).toBe(`1${nb}234`);
  });

  it('rounds half away from zero on the decimal value', () => {
    expect(formatNumber(1.005)).toBe('1,01');
    expect(formatNumber(-2.345)).toBe('-2,35');
  });

  it('never shows a negative zero', () => {
    expect(formatNumber(-0.001)).toBe('0,00');
  });

  it('computes percent change as (ratio - 1) * 100 and shows its sign', () => {
    expect(percentChange(1.25)).toBeCloseTo(25);
    expect(formatPercentChange(1.125)).toBe(`+12,50${nb}%`);
    expect(formatPercentChange(0.8)).toBe(`-20,00${nb}%`);
    expect(formatPercentChange(1)).toBe(`0,00${nb}%`);
  });

  it('formats euros', () => {
    expect(formatMoney(1234.5)).toBe(`1${nb}234,50${nb}€`);
  });
});
