import { addLocalDays, formatLocalDate, localDateOf, localDayStartUtc, parseLocalDate, type LocalDate } from '@portal/domain';

/** The same calendar day one year later in Helsinki (29.2. → 28.2.). */
export function oneYearAfter(date: LocalDate): LocalDate {
  const { year, month, day } = parseLocalDate(date);
  // Day 0 of the next month is the last day of this one (a calendar fact, no time zone involved).
  const lastDay = new Date(Date.UTC(year + 1, month, 0)).getUTCDate();
  return formatLocalDate({ year: year + 1, month, day: Math.min(day, lastDay) });
}

/** A right "until D" holds through D: it ends at the start of D + 1 in Helsinki. */
export function expiryInstant(lastDay: LocalDate): Date {
  return localDayStartUtc(addLocalDays(lastDay, 1));
}

/** The last day a right ending at `expiresAt` still holds. */
export function lastDayOf(expiresAt: Date): LocalDate {
  return localDateOf(new Date(expiresAt.getTime() - 1));
}

/** Default and latest last day for a grant made (or renewed) now: one year from today. */
export function defaultLastDay(now: Date): LocalDate {
  return oneYearAfter(localDateOf(now));
}
