import { addLocalDays, formatLocalDate, parseLocalDate, type LocalDate } from '@portal/domain';

/** A calendar month `YYYY-MM` as its local days [first, last]. */
export interface MonthRange {
  readonly month: string;
  readonly first: LocalDate;
  readonly last: LocalDate;
  readonly days: number;
}

export function monthRange(month: string): MonthRange {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const first = formatLocalDate({ year, month: m, day: 1 });
  const next = formatLocalDate(m === 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: m + 1, day: 1 });
  const last = addLocalDays(next, -1);
  return { month, first, last, days: parseLocalDate(last).day };
}

export function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function monthOf(date: LocalDate): string {
  return date.slice(0, 7);
}
