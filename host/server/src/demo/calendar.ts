import { helsinkiDayOfYear, helsinkiParts, localDateOf, type LocalDate } from '@portal/domain';
import { finnishDaysOff } from './holidays';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/**
 * Local-time facts of every interval of a regular UTC grid, computed once per resolution and shared
 * by all series (the load models need the local hour and day type of millions of intervals).
 */
export interface IntervalCalendar {
  readonly startUtc: Date;
  readonly minutes: number;
  readonly count: number;
  /** Local wall-clock hour of the interval's midpoint, fractional (0 <= h < 24). */
  readonly localHour: Float32Array;
  /** ISO weekday 1-7 of the local day. */
  readonly weekday: Uint8Array;
  /** Local month 1-12. */
  readonly month: Uint8Array;
  /** Fractional day of year of the midpoint, for seasonal curves. */
  readonly dayOfYear: Float32Array;
  /** 1 on Saturdays, Sundays and Finnish holidays. */
  readonly dayOff: Uint8Array;
  /** Index of the local day counted from the grid's first local day. */
  readonly dayIndex: Int32Array;
  /** Index of the UTC hour counted from startUtc (to look up hourly series such as temperature). */
  readonly hourIndex: Int32Array;
  readonly localDates: readonly LocalDate[];
}

export function buildCalendar(startUtc: Date, endUtc: Date, minutes: number): IntervalCalendar {
  const step = minutes * MINUTE_MS;
  const start = startUtc.getTime();
  const count = Math.round((endUtc.getTime() - start) / step);
  const calendar = {
    startUtc,
    minutes,
    count,
    localHour: new Float32Array(count),
    weekday: new Uint8Array(count),
    month: new Uint8Array(count),
    dayOfYear: new Float32Array(count),
    dayOff: new Uint8Array(count),
    dayIndex: new Int32Array(count),
    hourIndex: new Int32Array(count),
    localDates: [] as LocalDate[],
  };
  const daysOff = new Map<number, Set<LocalDate>>();
  let currentDate = '';
  let currentDayOff = 0;
  for (let i = 0; i < count; i += 1) {
    const t = start + i * step;
    const mid = t + step / 2;
    const parts = helsinkiParts(mid);
    const date = localDateOf(t);
    if (date !== currentDate) {
      currentDate = date;
      calendar.localDates.push(date);
      if (!daysOff.has(parts.year)) daysOff.set(parts.year, finnishDaysOff(parts.year));
      currentDayOff = parts.weekday >= 6 || daysOff.get(parts.year)?.has(date) ? 1 : 0;
    }
    calendar.localHour[i] = parts.hour + parts.minute / 60;
    calendar.weekday[i] = parts.weekday;
    calendar.month[i] = parts.month;
    calendar.dayOfYear[i] = helsinkiDayOfYear(mid);
    calendar.dayOff[i] = currentDayOff;
    calendar.dayIndex[i] = calendar.localDates.length - 1;
    calendar.hourIndex[i] = Math.floor((t - start) / HOUR_MS);
  }
  return calendar;
}

/** Index of the first interval of the last `days` local days (0 when the calendar is shorter). */
export function firstIndexOfLastDays(calendar: IntervalCalendar, days: number): number {
  const firstDay = calendar.localDates.length - days;
  if (firstDay <= 0) return 0;
  let low = 0;
  let high = calendar.count;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((calendar.dayIndex[mid] ?? 0) < firstDay) low = mid + 1;
    else high = mid;
  }
  return low;
}
