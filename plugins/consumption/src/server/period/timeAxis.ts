import { addLocalDays, isoWeekday, parseLocalDate, formatLocalDate, type LocalDate } from '@portal/domain';
import { YEARS_MODE_SPAN, type LocalPeriod, type Resolution, type TimeAxisMode } from '../../contract';

const RESOLUTION_RANK: Record<Resolution, number> = { quarter: 0, hour: 1, day: 2, month: 3, year: 4 };

export const DEFAULT_RESOLUTION: Record<TimeAxisMode, Resolution> = {
  day: 'hour',
  dayQuarterly: 'quarter',
  week: 'day',
  month: 'day',
  year: 'month',
  years: 'year',
};

/** The coarsest resolution that still gives a mode more than one point. */
const COARSEST_RESOLUTION: Record<TimeAxisMode, Resolution> = {
  day: 'hour',
  dayQuarterly: 'hour',
  week: 'day',
  month: 'day',
  year: 'month',
  years: 'year',
};

export function isResolutionAllowed(mode: TimeAxisMode, resolution: Resolution): boolean {
  return RESOLUTION_RANK[resolution] <= RESOLUTION_RANK[COARSEST_RESOLUTION[mode]];
}

/** An hourly meter has no quarters: asking for them gives hours. */
export function effectiveResolution(requested: Resolution, meterMinutes: 15 | 60): Resolution {
  return requested === 'quarter' && meterMinutes === 60 ? 'hour' : requested;
}

/** The first day of the month `months` after the month of `date`. */
export const addMonths = (date: LocalDate, months: number): LocalDate => {
  const { year, month } = parseLocalDate(date);
  const index = year * 12 + (month - 1) + months;
  return formatLocalDate({ year: Math.floor(index / 12), month: (index % 12) + 1, day: 1 });
};

/** The local period a mode shows for any date inside it (requirements §3 time-axis modes; see contract/common.ts). */
export function periodOf(mode: TimeAxisMode, date: LocalDate): LocalPeriod {
  const { year, month } = parseLocalDate(date);
  switch (mode) {
    case 'day':
    case 'dayQuarterly':
      return { start: date, end: addLocalDays(date, 1) };
    case 'week': {
      const monday = addLocalDays(date, 1 - isoWeekday(date));
      return { start: monday, end: addLocalDays(monday, 7) };
    }
    case 'month': {
      const start = formatLocalDate({ year, month, day: 1 });
      return { start, end: addMonths(start, 1) };
    }
    case 'year':
      return { start: formatLocalDate({ year, month: 1, day: 1 }), end: formatLocalDate({ year: year + 1, month: 1, day: 1 }) };
    case 'years':
      return {
        start: formatLocalDate({ year: year - YEARS_MODE_SPAN + 1, month: 1, day: 1 }),
        end: formatLocalDate({ year: year + 1, month: 1, day: 1 }),
      };
  }
}

/** The same span just before: previous day, week, month, year, or the previous YEARS_MODE_SPAN years. */
export function previousPeriodOf(mode: TimeAxisMode, period: LocalPeriod): LocalPeriod {
  // Every period starts right after the previous one ends, so the day before the start names it.
  return periodOf(mode, addLocalDays(period.start, -1));
}

/**
 * The period a year earlier. Days and weeks go back 52 weeks (364 days) so weekdays line up, which
 * is what makes a day's or a week's shape comparable; months and years go back a calendar year.
 */
export function yearAgoPeriodOf(mode: TimeAxisMode, period: LocalPeriod): LocalPeriod {
  if (mode === 'day' || mode === 'dayQuarterly' || mode === 'week') return periodOf(mode, addLocalDays(period.start, -364));
  return periodOf(mode, addMonths(period.start, -12));
}
