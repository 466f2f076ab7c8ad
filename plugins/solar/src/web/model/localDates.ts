import { inHelsinki } from '@portal/core';
import { YEARS_SPAN, type ProductionPeriod } from '../../contract';

/** Today in Helsinki as `YYYY-MM-DD`. */
export function helsinkiToday(now: Date = new Date()): string {
  return inHelsinki(now).format('YYYY-MM-DD');
}

function fields(date: string): [number, number, number] {
  return date.split('-').map(Number) as [number, number, number];
}

function iso(y: number, m: number, d: number): string {
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.toISOString().slice(0, 10);
}

/** The date `steps` periods away (a day, an ISO week, a calendar month or year, five years), clamped to a real day. */
export function shiftPeriod(date: string, period: ProductionPeriod, steps: number): string {
  const [y, m, d] = fields(date);
  switch (period) {
    case 'day':
      return iso(y, m, d + steps);
    case 'week':
      return iso(y, m, d + 7 * steps);
    case 'month':
      return iso(y, m + steps, 1);
    case 'year':
      return iso(y + steps, 1, 1);
    case 'years':
      return iso(y + YEARS_SPAN * steps, 1, 1);
  }
}

/** ISO week number and its year of a date. */
export function isoWeek(date: string): { week: number; year: number } {
  const [y, m, d] = fields(date);
  const day = new Date(Date.UTC(y, m - 1, d));
  const weekday = (day.getUTCDay() + 6) % 7;
  day.setUTCDate(day.getUTCDate() - weekday + 3); // the Thursday decides the year
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return { week, year: day.getUTCFullYear() };
}

/** D.M.YYYY (requirements §9) of a local date. */
export function finnishDate(date: string): string {
  const [y, m, d] = fields(date);
  return `${d}.${m}.${y}`;
}

/** The month a local date falls in, `YYYY-MM`. */
export const monthOf = (date: string) => date.slice(0, 7);
