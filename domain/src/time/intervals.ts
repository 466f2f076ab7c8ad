import { helsinkiParts } from './helsinkiOffset';
import { localDayRangeUtc, type UtcRange } from './localDay';
import type { LocalDate } from './localDate';

const MINUTE_MS = 60_000;

/**
 * Interval starts in [startUtc, endUtc), stepping in UTC. Stepping in UTC is what makes DST days
 * right: the repeated October hour yields its intervals twice in local time, once per offset, and the
 * skipped March hour yields none.
 */
export function* iterateIntervals(range: UtcRange, minutes: number): Generator<Date> {
  if (!(minutes > 0)) throw new RangeError(`minutes must be positive: ${minutes}`);
  const step = minutes * MINUTE_MS;
  for (let t = range.startUtc.getTime(); t < range.endUtc.getTime(); t += step) yield new Date(t);
}

export function countIntervals(range: UtcRange, minutes: number): number {
  return Math.ceil((range.endUtc.getTime() - range.startUtc.getTime()) / (minutes * MINUTE_MS));
}

export interface LocalInterval {
  readonly startUtc: Date;
  /** Local wall-clock start, `HH:mm`; repeats in the October hour. */
  readonly localStart: string;
  /** Local wall-clock end, `HH:mm`, with the day's last interval ending at `24:00` (requirements §9). */
  readonly localEnd: string;
  /** UTC offset of the start, so the two repeated October hours can be told apart (+02:00 / +03:00). */
  readonly offsetMinutes: number;
}

const hhmm = (hour: number, minute: number): string => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

/** The intervals of one local day with their wall-clock labels, in time order. */
export function localDayIntervals(date: LocalDate, minutes: 15 | 60): LocalInterval[] {
  const range = localDayRangeUtc(date);
  const result: LocalInterval[] = [];
  for (const startUtc of iterateIntervals(range, minutes)) {
    const start = helsinkiParts(startUtc);
    const endMs = startUtc.getTime() + minutes * MINUTE_MS;
    const end = helsinkiParts(endMs);
    result.push({
      startUtc,
      localStart: hhmm(start.hour, start.minute),
      localEnd: endMs === range.endUtc.getTime() ? '24:00' : hhmm(end.hour, end.minute),
      offsetMinutes: start.offsetMinutes,
    });
  }
  return result;
}
