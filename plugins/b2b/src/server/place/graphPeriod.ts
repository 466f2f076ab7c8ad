import { addLocalDays, formatLocalDate, isoWeekday, localDayStartUtc, parseLocalDate, type LocalDate } from '@portal/domain';

export type GraphMode = 'day' | 'week' | 'month' | 'year';

/** One bucket of a graph: a Helsinki hour, quarter, local day or local month as a half-open UTC range. */
export interface GraphBucket {
  readonly startUtc: Date;
  readonly endUtc: Date;
  /** The local day (or first day of the month) the bucket belongs to. */
  readonly localDate: LocalDate;
}

export interface GraphPeriod {
  readonly mode: GraphMode;
  readonly buckets: readonly GraphBucket[];
  /** What the buckets are: raw quarters/hours, local days or local months. */
  readonly unit: 'PT15M' | 'PT1H' | 'P1D' | 'P1M';
}

function firstOfMonth(date: LocalDate, monthsAhead = 0): LocalDate {
  const { year, month } = parseLocalDate(date);
  const index = year * 12 + (month - 1) + monthsAhead;
  return formatLocalDate({ year: Math.floor(index / 12), month: (index % 12) + 1, day: 1 });
}

export function dayBuckets(from: LocalDate, toExclusive: LocalDate): GraphBucket[] {
  const buckets: GraphBucket[] = [];
  for (let day = from; day < toExclusive; day = addLocalDays(day, 1)) {
    buckets.push({ startUtc: localDayStartUtc(day), endUtc: localDayStartUtc(addLocalDays(day, 1)), localDate: day });
  }
  return buckets;
}

/**
 * The buckets of one graph view, exact across DST: a day has 23, 24 or 25 hours (92, 96 or 100
 * quarters) because they are cut from the day's real UTC range; a Helsinki hour is a whole UTC hour.
 */
export function graphPeriod(mode: GraphMode, date: LocalDate, resolution: 'PT15M' | 'PT1H' = 'PT1H'): GraphPeriod {
  if (mode === 'day') {
    const start = localDayStartUtc(date).getTime();
    const end = localDayStartUtc(addLocalDays(date, 1)).getTime();
    const step = (resolution === 'PT15M' ? 15 : 60) * 60_000;
    const buckets: GraphBucket[] = [];
    for (let at = start; at < end; at += step) buckets.push({ startUtc: new Date(at), endUtc: new Date(at + step), localDate: date });
    return { mode, buckets, unit: resolution };
  }
  if (mode === 'week') {
    const monday = addLocalDays(date, 1 - isoWeekday(date));
    return { mode, buckets: dayBuckets(monday, addLocalDays(monday, 7)), unit: 'P1D' };
  }
  if (mode === 'month') {
    const first = firstOfMonth(date);
    return { mode, buckets: dayBuckets(first, firstOfMonth(first, 1)), unit: 'P1D' };
  }
  const { year } = parseLocalDate(date);
  const buckets: GraphBucket[] = [];
  for (let month = 0; month < 12; month += 1) {
    const first = formatLocalDate({ year, month: month + 1, day: 1 });
    buckets.push({ startUtc: localDayStartUtc(first), endUtc: localDayStartUtc(firstOfMonth(first, 1)), localDate: first });
  }
  return { mode, buckets, unit: 'P1M' };
}
