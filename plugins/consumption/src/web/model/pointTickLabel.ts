import { inHelsinki } from '@portal/core';
import type { TFunction } from 'i18next';
import type { ChartPoint } from './chartPoint';
import type { TimeAxisMode } from './timeAxisMode';

/** Short time-axis labels per mode: hours in a day, day numbers in a week or month, months, years. */
export function pointTickLabel(point: ChartPoint, mode: TimeAxisMode, t: TFunction): string {
  const local = inHelsinki(point.start);
  switch (mode) {
    case 'day':
    case 'dayQuarterly':
      return local.format('HH:mm');
    case 'week':
    case 'month':
      return local.format('D.M.');
    case 'year':
      return String(t(`month.${local.month() + 1}`)).slice(0, 3);
    case 'years':
      return local.format('YYYY');
  }
}
