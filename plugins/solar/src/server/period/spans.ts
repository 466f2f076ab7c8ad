import { addLocalDays, isoWeekday, localDaysRangeUtc, type UtcRange } from '@portal/domain';
import { YEARS_SPAN, type LocalSpan, type ProductionPeriod, type SolarPeriod } from '../../contract';

/** The first day of the month `months` away from `date`'s month. */
export function monthStart(date: string, months = 0): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The local span a chart shows for `start` (the same axis as consumption: day, ISO week, month, year). */
export function spanOf(period: ProductionPeriod, start: string): LocalSpan {
  switch (period) {
    case 'day':
      return { start, end: addLocalDays(start, 1) };
    case 'week': {
      const monday = addLocalDays(start, 1 - isoWeekday(start));
      return { start: monday, end: addLocalDays(monday, 7) };
    }
    case 'month':
      return { start: monthStart(start), end: monthStart(start, 1) };
    case 'year': {
      const year = start.slice(0, 4);
      return { start: `${year}-01-01`, end: `${Number(year) + 1}-01-01` };
    }
    case 'years': {
      const year = Number(start.slice(0, 4));
      return { start: `${year - YEARS_SPAN + 1}-01-01`, end: `${year + 1}-01-01` };
    }
  }
}

/** The UTC instants of a local span (23/24/25-hour days included as they are). */
export function spanRangeUtc(span: LocalSpan): UtcRange {
  return localDaysRangeUtc(span.start, addLocalDays(span.end, -1));
}

/** Row bucket of a period: its own netting periods in a day, days in a week or month, months in a year. */
export function bucketResolution(period: SolarPeriod, meterMinutes: 15 | 60): 'quarter' | 'hour' | 'day' | 'month' {
  if (period === 'day') return meterMinutes === 15 ? 'quarter' : 'hour';
  return period === 'year' ? 'month' : 'day';
}
