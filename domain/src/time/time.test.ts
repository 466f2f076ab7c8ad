import { describe, expect, it } from 'vitest';
import {
  addLocalDays,
  dstTransitionOf,
  helsinkiOffsetMinutes,
  helsinkiParts,
  intervalsInLocalDay,
  iterateIntervals,
  lastSundayOfMonth,
  localDateOf,
  localDayIntervals,
  localDayRangeUtc,
  localDayStartUtc,
  summerTimeEndUtc,
  summerTimeStartUtc,
} from '.';

/** tzdata's answer through Intl, the reference the rule-based offset must agree with. */
const intlOffset = (() => {
  const format = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Helsinki', timeZoneName: 'longOffset' });
  return (ms: number): number => {
    const name = format.formatToParts(new Date(ms)).find((p) => p.type === 'timeZoneName')?.value ?? '';
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
    if (!match) throw new Error(name);
    return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
  };
})();

const DST_DAYS = {
  2024: { spring: '2024-03-31', autumn: '2024-10-27' },
  2025: { spring: '2025-03-30', autumn: '2025-10-26' },
  2026: { spring: '2026-03-29', autumn: '2026-10-25' },
} as const;

describe('Helsinki offset', () => {
  it('finds the last Sundays of March and October', () => {
    for (const [year, days] of Object.entries(DST_DAYS)) {
      expect(`${year}-03-${lastSundayOfMonth(Number(year), 3)}`).toBe(days.spring);
      expect(`${year}-10-${lastSundayOfMonth(Number(year), 10)}`).toBe(days.autumn);
    }
  });

  it('agrees with tzdata every hour of 2023-2027 and either side of each switch', () => {
    for (let ms = Date.UTC(2023, 0, 1); ms < Date.UTC(2028, 0, 1); ms += 3_600_000) {
      if (helsinkiOffsetMinutes(ms) !== intlOffset(ms)) throw new Error(`mismatch at ${new Date(ms).toISOString()}`);
    }
    for (const year of [2024, 2025, 2026]) {
      for (const edge of [summerTimeStartUtc(year).getTime(), summerTimeEndUtc(year).getTime()]) {
        for (const ms of [edge - 1, edge]) expect(helsinkiOffsetMinutes(ms)).toBe(intlOffset(ms));
      }
    }
  });

  it('gives wall-clock parts', () => {
    expect(helsinkiParts(Date.UTC(2025, 6, 1, 21, 15))).toMatchObject({ year: 2025, month: 7, day: 2, hour: 0, minute: 15, weekday: 3 });
    expect(localDateOf(Date.UTC(2025, 11, 31, 22))).toBe('2026-01-01');
    expect(localDateOf(Date.UTC(2025, 11, 31, 21, 59))).toBe('2025-12-31');
  });
});

describe('local days', () => {
  it('has 92 quarters in spring, 100 in autumn and 96 otherwise', () => {
    for (const days of Object.values(DST_DAYS)) {
      expect(intervalsInLocalDay(days.spring, 15)).toBe(92);
      expect(intervalsInLocalDay(days.autumn, 15)).toBe(100);
      expect(intervalsInLocalDay(days.spring, 60)).toBe(23);
      expect(intervalsInLocalDay(days.autumn, 60)).toBe(25);
      expect(intervalsInLocalDay(addLocalDays(days.spring, -1), 15)).toBe(96);
      expect(intervalsInLocalDay(addLocalDays(days.autumn, 1), 15)).toBe(96);
      expect(dstTransitionOf(days.spring)).toBe('spring');
      expect(dstTransitionOf(days.autumn)).toBe('autumn');
    }
  });

  it('starts days at local midnight in UTC', () => {
    expect(localDayStartUtc('2025-01-15').toISOString()).toBe('2025-01-14T22:00:00.000Z');
    expect(localDayStartUtc('2025-07-15').toISOString()).toBe('2025-07-14T21:00:00.000Z');
    expect(localDayRangeUtc('2025-03-30')).toEqual({
      startUtc: new Date('2025-03-29T22:00:00Z'),
      endUtc: new Date('2025-03-30T21:00:00Z'),
    });
    expect(localDayRangeUtc('2025-10-26')).toEqual({
      startUtc: new Date('2025-10-25T21:00:00Z'),
      endUtc: new Date('2025-10-26T22:00:00Z'),
    });
  });

  it('counts 365 or 366 days of intervals in a year with no gap or overlap', () => {
    for (const year of [2024, 2025, 2026]) {
      let total = 0;
      let expectedStart = localDayStartUtc(`${year}-01-01`).getTime();
      for (let date = `${year}-01-01`; date.startsWith(String(year)); date = addLocalDays(date, 1)) {
        const range = localDayRangeUtc(date);
        expect(range.startUtc.getTime()).toBe(expectedStart);
        expectedStart = range.endUtc.getTime();
        total += intervalsInLocalDay(date, 15);
      }
      const days = year === 2024 ? 366 : 365;
      expect(total).toBe(days * 96);
    }
  });

  it('labels the skipped and the repeated hour', () => {
    const spring = localDayIntervals('2026-03-29', 60).map((i) => i.localStart);
    expect(spring).toHaveLength(23);
    expect(spring).not.toContain('03:00');
    expect(spring.slice(2, 4)).toEqual(['02:00', '04:00']);

    const autumn = localDayIntervals('2026-10-25', 15);
    expect(autumn).toHaveLength(100);
    const threeOClock = autumn.filter((i) => i.localStart === '03:00');
    expect(threeOClock.map((i) => i.offsetMinutes)).toEqual([180, 120]);
    expect(autumn.at(-1)?.localEnd).toBe('24:00');
    expect(autumn[0]?.localStart).toBe('00:00');
  });

  it('iterates intervals by UTC step', () => {
    const starts = [...iterateIntervals(localDayRangeUtc('2024-10-27'), 60)];
    expect(starts).toHaveLength(25);
    expect(new Set(starts.map((d) => d.getTime())).size).toBe(25);
  });
});
