import { registerMapCache } from '@portal/core/shared';

/**
 * Europe/Helsinki's UTC offset from the EU summer-time rule (Directive 2000/84/EC, which Finland
 * follows): EEST (UTC+3) from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday
 * of October, EET (UTC+2) otherwise. Computed from the rule rather than Intl because the demo
 * generator and aggregations call it millions of times; the tests check it against Intl/tzdata.
 */
export const HELSINKI_TIME_ZONE = 'Europe/Helsinki';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Day of month (1-31) of the last Sunday of a month; month is 1-12. */
export function lastSundayOfMonth(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month, 0));
  return lastDay.getUTCDate() - lastDay.getUTCDay();
}

/** The instant summer time starts (03:00 local EET becomes 04:00 EEST). */
export function summerTimeStartUtc(year: number): Date {
  return new Date(Date.UTC(year, 2, lastSundayOfMonth(year, 3), 1));
}

/** The instant summer time ends (04:00 local EEST becomes 03:00 EET, so 03:00-04:00 repeats). */
export function summerTimeEndUtc(year: number): Date {
  return new Date(Date.UTC(year, 9, lastSundayOfMonth(year, 10), 1));
}

/** [start, end) of each year's summer time in UTC ms, computed once per year: hot loops ask per interval. */
const summerTimeByYear = new Map<number, readonly [number, number]>();
registerMapCache(summerTimeByYear, {
  name: 'helsinki-summer-time',
  description: 'Europe/Helsinki summer time [start, end) per year, computed once per year.',
  parseKey: (key) => (/^\d{4}$/.test(key) ? Number(key) : undefined),
  show: ([start, end]) => ({ start: new Date(start).toISOString(), end: new Date(end).toISOString() }),
});

function summerTimeMs(year: number): readonly [number, number] {
  let range = summerTimeByYear.get(year);
  if (!range) {
    range = [summerTimeStartUtc(year).getTime(), summerTimeEndUtc(year).getTime()];
    summerTimeByYear.set(year, range);
  }
  return range;
}

/** Minutes to add to UTC to get Helsinki wall-clock time at that instant: 120 or 180. */
export function helsinkiOffsetMinutes(instant: Date | number): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const [start, end] = summerTimeMs(new Date(ms).getUTCFullYear());
  return ms >= start && ms < end ? 180 : 120;
}

/** Wall-clock fields of an instant in Helsinki. weekday: 1 = Monday ... 7 = Sunday (ISO). */
export interface HelsinkiParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly weekday: number;
  readonly offsetMinutes: number;
}

export function helsinkiParts(instant: Date | number): HelsinkiParts {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const offsetMinutes = helsinkiOffsetMinutes(ms);
  const wall = new Date(ms + offsetMinutes * MINUTE_MS);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    weekday: ((wall.getUTCDay() + 6) % 7) + 1,
    offsetMinutes,
  };
}

/** Fractional day of year (0-based) of an instant in Helsinki wall time, for seasonal models. */
export function helsinkiDayOfYear(instant: Date | number): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const wallMs = ms + helsinkiOffsetMinutes(ms) * MINUTE_MS;
  const year = new Date(wallMs).getUTCFullYear();
  return (wallMs - Date.UTC(year, 0, 1)) / DAY_MS;
}
