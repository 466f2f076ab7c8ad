import { formatLocalDate, helsinkiParts, localDateOf, localDayStartUtc, addLocalDays, type LocalDate } from '@portal/domain';
import type { LocalPeriod, Resolution } from '../../contract';
import { addMonths } from './timeAxis';

/**
 * One point of a series before it has values: a half-open UTC range with its Helsinki labels. `key`
 * is what both the SQL aggregation and the JS interval pricing compute for an interval, so the two
 * meet: the UTC start in ms for quarters and hours, the local date of the start for days and longer.
 */
export interface Bucket {
  readonly key: string;
  readonly startMs: number;
  readonly endMs: number;
  readonly localDate: LocalDate;
  readonly localStart: string;
  readonly localEnd: string;
  readonly offsetMinutes: number;
}

const MINUTE_MS = 60_000;
const hhmm = (hour: number, minute: number) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

/** The bucket key of an interval starting at `startMs`. */
export function bucketKeyOf(startMs: number, resolution: Resolution): string {
  switch (resolution) {
    case 'quarter':
      return String(startMs - (startMs % (15 * MINUTE_MS)));
    case 'hour':
      // Helsinki's offset is whole hours, so a UTC hour is a local hour (the repeated October one too).
      return String(startMs - (startMs % (60 * MINUTE_MS)));
    case 'day':
      return localDateOf(startMs);
    case 'month': {
      const { year, month } = helsinkiParts(startMs);
      return formatLocalDate({ year, month, day: 1 });
    }
    case 'year':
      return formatLocalDate({ year: helsinkiParts(startMs).year, month: 1, day: 1 });
  }
}

function subDayBuckets(period: LocalPeriod, minutes: 15 | 60): Bucket[] {
  const startMs = localDayStartUtc(period.start).getTime();
  const endMs = localDayStartUtc(period.end).getTime();
  const step = minutes * MINUTE_MS;
  const buckets: Bucket[] = [];
  // Each bucket ends where the next starts: one wall-clock conversion per bucket (a year of hours is 8 760).
  let start = helsinkiParts(startMs);
  for (let t = startMs; t < endMs; t += step) {
    const end = helsinkiParts(t + step);
    const localDate = formatLocalDate(start);
    const endsAtMidnight = end.hour === 0 && end.minute === 0;
    buckets.push({
      key: String(t),
      startMs: t,
      endMs: t + step,
      localDate,
      localStart: hhmm(start.hour, start.minute),
      localEnd: endsAtMidnight ? '24:00' : hhmm(end.hour, end.minute),
      offsetMinutes: start.offsetMinutes,
    });
    start = end;
  }
  return buckets;
}

function calendarBuckets(period: LocalPeriod, next: (date: LocalDate) => LocalDate): Bucket[] {
  const buckets: Bucket[] = [];
  for (let date = period.start; date < period.end; date = next(date)) {
    const start = localDayStartUtc(date);
    buckets.push({
      key: date,
      startMs: start.getTime(),
      endMs: localDayStartUtc(next(date)).getTime(),
      localDate: date,
      localStart: '00:00',
      localEnd: '24:00',
      offsetMinutes: helsinkiParts(start).offsetMinutes,
    });
  }
  return buckets;
}

/**
 * Every bucket of a period in time order, stepping in UTC for quarters and hours so DST days come out
 * right: 92 or 100 quarters, the repeated October hour twice (offset 180 then 120).
 */
export function bucketsOf(period: LocalPeriod, resolution: Resolution): Bucket[] {
  switch (resolution) {
    case 'quarter':
      return subDayBuckets(period, 15);
    case 'hour':
      return subDayBuckets(period, 60);
    case 'day':
      return calendarBuckets(period, (date) => addLocalDays(date, 1));
    case 'month':
      return calendarBuckets(period, (date) => addMonths(date, 1));
    case 'year':
      return calendarBuckets(period, (date) => addMonths(date, 12));
  }
}
