import { createServiceRef } from '../di/serviceRef';
import { formatDate, formatDateTime, formatIntervalEnd, formatIntervalEndTime, formatTime } from './formatDates';
import { formatMoney, formatNumber, formatPercentChange, percentChange } from './formatNumbers';

/**
 * Finnish display formats as a service, so components get them from one place (and a test or a
 * future locale can substitute them).
 */
export interface Formatters {
  readonly date: typeof formatDate;
  readonly dateTime: typeof formatDateTime;
  readonly time: typeof formatTime;
  readonly intervalEnd: typeof formatIntervalEnd;
  readonly intervalEndTime: typeof formatIntervalEndTime;
  readonly number: typeof formatNumber;
  readonly percentChange: typeof percentChange;
  readonly formatPercentChange: typeof formatPercentChange;
  readonly money: typeof formatMoney;
}

export const FormattersRef = createServiceRef<Formatters>({ id: 'core.formatters' });

export const finnishFormatters: Formatters = Object.freeze({
  date: formatDate,
  dateTime: formatDateTime,
  time: formatTime,
  intervalEnd: formatIntervalEnd,
  intervalEndTime: formatIntervalEndTime,
  number: formatNumber,
  percentChange,
  formatPercentChange,
  money: formatMoney,
});
