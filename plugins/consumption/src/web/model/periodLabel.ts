import type { TFunction } from 'i18next';
import { isoToFinnish } from '@portal/ui';
import { addDays, isoWeekNumber, monthOf, yearOf, type LocalDate } from './localDate';
import { TIME_AXIS_RULES, type TimeAxisMode } from './timeAxisMode';

/** How a period reads in headings, the picker and the CSV file name: `5.3.2025`, `Viikko 10/2025`, … */
export function periodLabel(mode: TimeAxisMode, anchor: LocalDate, t: TFunction): string {
  const range = TIME_AXIS_RULES[mode].rangeOf(anchor);
  switch (mode) {
    case 'day':
    case 'dayQuarterly':
      return isoToFinnish(range.from);
    case 'week':
      return t('picker.week', { week: isoWeekNumber(range.from), year: yearOf(addDays(range.from, 3)) });
    case 'month':
      return `${t(`month.${monthOf(range.from)}`)} ${yearOf(range.from)}`;
    case 'year':
      return t('picker.year', { year: yearOf(range.from) });
    case 'years':
      return t('picker.years', { from: yearOf(range.from), to: yearOf(addDays(range.to, -1)) });
  }
}

/** A week's dates under its number, e.g. `3.3.2025–9.3.2025`. */
export function weekDates(anchor: LocalDate, t: TFunction): string {
  const range = TIME_AXIS_RULES.week.rangeOf(anchor);
  return t('picker.weekRange', { from: isoToFinnish(range.from), to: isoToFinnish(addDays(range.to, -1)) });
}
