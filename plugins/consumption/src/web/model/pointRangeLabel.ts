import type { Formatters } from '@portal/core';
import { inHelsinki } from '@portal/core';
import type { TFunction } from 'i18next';
import type { ChartPoint } from './chartPoint';

const TWO_HOURS = 2 * 3_600_000;

function isLocalMidnight(ms: number): boolean {
  const local = inHelsinki(ms);
  return local.hour() === 0 && local.minute() === 0;
}

/**
 * A point's interval in words: `5.3.2025 klo 23:00–24:00` within a day (the end at midnight is 24:00,
 * requirements §9), `5.3.2025` for a whole day, `1.3.2025–31.3.2025` for longer whole-day spans.
 */
export function pointRangeLabel(point: ChartPoint, format: Formatters, t: TFunction): string {
  const wholeDays = isLocalMidnight(point.start) && isLocalMidnight(point.end);
  if (!wholeDays && point.end - point.start <= TWO_HOURS) {
    return t('chart.range', { date: format.date(point.start), from: format.time(point.start), to: format.intervalEndTime(point.end) });
  }
  if (wholeDays) {
    const lastDay = format.date(point.end - 1);
    const firstDay = format.date(point.start);
    return firstDay === lastDay ? firstDay : `${firstDay}–${lastDay}`;
  }
  return `${format.dateTime(point.start)}–${format.intervalEnd(point.end)}`;
}
