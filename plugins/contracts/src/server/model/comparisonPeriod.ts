import { addLocalDays, formatLocalDate, parseLocalDate, type LocalDate } from '@portal/domain';

/**
 * The last 12 months of whole local days before `today`: one of each season, so time-of-use and
 * seasonal products are compared on a full year. 29.2. a year back becomes 28.2.
 */
export function comparisonPeriod(today: LocalDate): { from: LocalDate; to: LocalDate } {
  const { year, month, day } = parseLocalDate(today);
  const lastDayOfMonthYearBack = new Date(Date.UTC(year - 1, month, 0)).getUTCDate();
  const from = formatLocalDate({ year: year - 1, month, day: Math.min(day, lastDayOfMonthYearBack) });
  return { from, to: addLocalDays(today, -1) };
}
