import { helsinkiOffsetMinutes } from './helsinkiOffset';
import { addLocalDays, parseLocalDate, type LocalDate } from './localDate';

const MINUTE_MS = 60_000;

/**
 * The UTC instant of local midnight starting a Helsinki day. Transitions happen at 03:00/04:00
 * local, never at midnight, so midnight has exactly one offset: the one in force two hours before
 * the same wall-clock reading in UTC (re-checked below rather than trusted).
 */
export function localDayStartUtc(date: LocalDate): Date {
  const { year, month, day } = parseLocalDate(date);
  const wallMidnightAsUtc = Date.UTC(year, month - 1, day);
  for (const guess of [120, 180]) {
    const candidate = wallMidnightAsUtc - guess * MINUTE_MS;
    if (helsinkiOffsetMinutes(candidate) === guess) return new Date(candidate);
  }
  throw new Error(`No local midnight for ${date}`); // unreachable under the EU rule
}

export interface UtcRange {
  /** Inclusive. */
  readonly startUtc: Date;
  /** Exclusive: the next local day's start. */
  readonly endUtc: Date;
}

/** A local day as a half-open UTC range: 23, 24 or 25 hours long. */
export function localDayRangeUtc(date: LocalDate): UtcRange {
  return { startUtc: localDayStartUtc(date), endUtc: localDayStartUtc(addLocalDays(date, 1)) };
}

/** Local days [from, to] inclusive of both ends, as one half-open UTC range. */
export function localDaysRangeUtc(from: LocalDate, to: LocalDate): UtcRange {
  return { startUtc: localDayStartUtc(from), endUtc: localDayStartUtc(addLocalDays(to, 1)) };
}

export function localDayLengthMinutes(date: LocalDate): number {
  const { startUtc, endUtc } = localDayRangeUtc(date);
  return (endUtc.getTime() - startUtc.getTime()) / MINUTE_MS;
}

/** Intervals of `minutes` in a local day: 96 quarters (92 in spring, 100 in autumn), or 24/23/25 hours. */
export function intervalsInLocalDay(date: LocalDate, minutes: 15 | 60): number {
  return localDayLengthMinutes(date) / minutes;
}

/** 'spring' on the day clocks go forward, 'autumn' when they go back, otherwise null. */
export function dstTransitionOf(date: LocalDate): 'spring' | 'autumn' | null {
  const length = localDayLengthMinutes(date);
  return length === 23 * 60 ? 'spring' : length === 25 * 60 ? 'autumn' : null;
}
