import { helsinkiParts } from './helsinkiOffset';

/**
 * A calendar date in Helsinki as `YYYY-MM-DD`. A plain string (not a Date) so that a local day can
 * never be confused with the UTC instant its midnight happens to be.
 */
export type LocalDate = string;

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface DateFields {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export function parseLocalDate(date: LocalDate): DateFields {
  const match = LOCAL_DATE.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    throw new RangeError(`No such date: ${date}`);
  }
  return { year, month, day };
}

export function formatLocalDate({ year, month, day }: DateFields): LocalDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Calendar arithmetic (no time zone involved: a calendar day is a calendar day). */
export function addLocalDays(date: LocalDate, days: number): LocalDate {
  const { year, month, day } = parseLocalDate(date);
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return formatLocalDate({ year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() });
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function localDaysBetween(from: LocalDate, to: LocalDate): number {
  const a = parseLocalDate(from);
  const b = parseLocalDate(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}

/** The Helsinki calendar date an instant falls on. */
export function localDateOf(instant: Date | number): LocalDate {
  return formatLocalDate(helsinkiParts(instant));
}

/** ISO weekday of a calendar date: 1 = Monday ... 7 = Sunday. */
export function isoWeekday(date: LocalDate): number {
  const { year, month, day } = parseLocalDate(date);
  return ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
}
