/**
 * Local dates as the portal writes them (`5.3.2025`, requirements §9) and as code keeps them (`2025-03-05`).
 * Pure calendar arithmetic in UTC, so the browser's time zone and locale never shift a day.
 */

/** `2025-03-05` → `5.3.2025`. */
export function isoToFinnish(iso: string): string {
  const [year, month, day] = iso.split('-');
  return year && month && day ? `${Number(day)}.${Number(month)}.${year}` : '';
}

/** `5.3.2025` (or `05.03.2025`, or a pasted `2025-03-05`) → `2025-03-05`; null when it is not a real date. */
export function parseFinnishDate(text: string): string | null {
  const trimmed = text.trim();
  const finnish = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(trimmed);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const parts = finnish ? [finnish[3], finnish[2], finnish[1]] : iso ? [iso[1], iso[2], iso[3]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return toIso(date);
}

export function toIso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function fromIso(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/** `iso` moved by whole days (negative = earlier). */
export function addDays(iso: string, days: number): string {
  const date = fromIso(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}

/** `iso` moved by whole months, the day clamped to the target month's length (31.1. + 1 → 28.2.). */
export function addMonths(iso: string, months: number): string {
  const date = fromIso(iso);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return toIso(target);
}

/** 0 = Monday … 6 = Sunday (Finnish weeks start on Monday). */
export function weekdayIndex(iso: string): number {
  return (fromIso(iso).getUTCDay() + 6) % 7;
}

/** The weeks (Monday first) that show the month of `iso`, as ISO dates; days of other months included. */
export function monthGrid(iso: string): string[][] {
  const date = fromIso(iso);
  const first = toIso(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)));
  let day = addDays(first, -weekdayIndex(first));
  const weeks: string[][] = [];
  do {
    const week = Array.from({ length: 7 }, (_, i) => addDays(day, i));
    weeks.push(week);
    day = addDays(day, 7);
  } while (fromIso(day).getUTCMonth() === date.getUTCMonth());
  return weeks;
}
