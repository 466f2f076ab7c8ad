import { PORTAL_TIME_ZONE, type Instant } from './portalTimeZone';

/*
 * Display formats read the Helsinki wall clock through Intl (the browser's own tzdata) rather than
 * dayjs: the formatters are registered at start-up (coreServiceRegistrations), and dayjs with its utc
 * and timezone plugins is 4.3 KB gzip that only pages doing date arithmetic need (docs/performance.md).
 */

export interface WallClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly millisecond: number;
}

let helsinkiFormat: Intl.DateTimeFormat | undefined;

/** The Helsinki wall clock at an instant (also for helsinkiInstant, its inverse). */
export function wallClock(instant: Instant): WallClock {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an instant: ${String(instant)}`);
  helsinkiFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: PORTAL_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  const parts: Record<string, number> = {};
  for (const part of helsinkiFormat.formatToParts(date)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
    // Helsinki's offsets are whole hours, so the milliseconds are UTC's.
    millisecond: date.getUTCMilliseconds(),
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');
const paddedDate = (year: number, month: number, day: number) => `${twoDigits(day)}.${twoDigits(month)}.${year}`;
const clockTime = (wall: WallClock) => `${twoDigits(wall.hour)}:${twoDigits(wall.minute)}`;

/** `5.3.2025` (requirements §9). */
export function formatDate(instant: Instant): string {
  const wall = wallClock(instant);
  return `${wall.day}.${wall.month}.${wall.year}`;
}

/** `05.03.2025 14:30` (requirements §9). */
export function formatDateTime(instant: Instant): string {
  const wall = wallClock(instant);
  return `${paddedDate(wall.year, wall.month, wall.day)} ${clockTime(wall)}`;
}

/** `14:30`. */
export function formatTime(instant: Instant): string {
  return clockTime(wallClock(instant));
}

/**
 * The end of an interval. One that ends at local midnight belongs to the day before and is shown as
 * `24:00` of that day: the last hour of 5.3. is 23:00–24:00 on 5.3., not "…–00:00 on 6.3.".
 */
export function formatIntervalEnd(instant: Instant): string {
  const wall = wallClock(instant);
  if (!isMidnight(wall)) return `${paddedDate(wall.year, wall.month, wall.day)} ${clockTime(wall)}`;
  const dayBefore = new Date(Date.UTC(wall.year, wall.month - 1, wall.day - 1));
  return `${paddedDate(dayBefore.getUTCFullYear(), dayBefore.getUTCMonth() + 1, dayBefore.getUTCDate())} 24:00`;
}

/** Only the time of an interval's end: `24:00` at local midnight. */
export function formatIntervalEndTime(instant: Instant): string {
  const wall = wallClock(instant);
  return isMidnight(wall) ? '24:00' : clockTime(wall);
}

function isMidnight(wall: WallClock): boolean {
  return wall.hour === 0 && wall.minute === 0 && wall.second === 0 && wall.millisecond === 0;
}
