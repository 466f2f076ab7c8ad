/**
 * Calendar dates as `YYYY-MM-DD` strings, the way the consumption API takes its ranges. Arithmetic
 * runs on UTC midnights so the browser's own time zone and DST never shift a day; which instants a
 * local day covers is the server's business (it knows the 92/96/100-quarter days).
 */
export type LocalDate = string;

const DAY_MS = 86_400_000;

function toUtc(date: LocalDate): Date {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

function fromUtc(value: Date): LocalDate {
  return value.toISOString().slice(0, 10);
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return fromUtc(new Date(toUtc(date).getTime() + days * DAY_MS));
}

export function addMonths(date: LocalDate, months: number): LocalDate {
  const d = toUtc(date);
  return fromUtc(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1)));
}

export function addYears(date: LocalDate, years: number): LocalDate {
  return `${String(yearOf(date) + years).padStart(4, '0')}-01-01`;
}

/** Monday of the ISO week (Finnish weeks start on Monday). */
export function startOfWeek(date: LocalDate): LocalDate {
  const weekday = (toUtc(date).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

export function startOfMonth(date: LocalDate): LocalDate {
  return `${date.slice(0, 7)}-01`;
}

export function startOfYear(date: LocalDate): LocalDate {
  return `${date.slice(0, 4)}-01-01`;
}

export function yearOf(date: LocalDate): number {
  return Number(date.slice(0, 4));
}

export function monthOf(date: LocalDate): number {
  return Number(date.slice(5, 7));
}

/** ISO 8601 week number, the one Finnish calendars print. */
export function isoWeekNumber(date: LocalDate): number {
  const thursday = toUtc(addDays(startOfWeek(date), 3));
  const firstOfYear = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return Math.floor((thursday.getTime() - firstOfYear) / DAY_MS / 7) + 1;
}

export function isLocalDate(value: string | undefined): value is LocalDate {
  return value !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(value) && fromUtc(toUtc(value)) === value;
}
