import { addLocalDays, isoWeekday, localDateOf, localDayStartUtc } from '@portal/domain';
import { YEARS_SPAN, type LocalSpan, type ProductionPeriod } from '../../contract';

/**
 * The solar pages' time axis in the demo, as the server's period/spans does it (that module imports
 * the server entry, so the browser cannot load it): day, ISO week, month, year and five years, in
 * local Helsinki days, bucketed by the quarter's UTC instant so DST days keep their 92/100 quarters.
 */
export const QUARTER_MS = 15 * 60_000;
export type BucketResolution = 'quarter' | 'hour' | 'day' | 'month' | 'year';

/** The first day of the month `months` away from `date`'s month. */
export const monthStart = (date: string, months = 0) => {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
};

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
    case 'year':
      return { start: `${start.slice(0, 4)}-01-01`, end: `${Number(start.slice(0, 4)) + 1}-01-01` };
    case 'years': {
      const year = Number(start.slice(0, 4));
      return { start: `${year - YEARS_SPAN + 1}-01-01`, end: `${year + 1}-01-01` };
    }
  }
}

export interface QuarterBucket {
  readonly startMs: number;
  /** The local date the bucket is labelled with (its first day). */
  readonly date: string;
  /** Every quarter of the bucket, past or future. */
  readonly quarters: number[];
}

/** The span's quarters grouped into buckets of `resolution`, oldest first. */
export function bucketsOf(span: LocalSpan, resolution: BucketResolution): QuarterBucket[] {
  const buckets = new Map<string, QuarterBucket>();
  const end = localDayStartUtc(span.end).getTime();
  for (let ms = localDayStartUtc(span.start).getTime(); ms < end; ms += QUARTER_MS) {
    const date = localDateOf(ms);
    const key =
      resolution === 'quarter'
        ? String(ms)
        : resolution === 'hour'
          ? String(Math.floor(ms / 3_600_000))
          : resolution === 'day'
            ? date
            : resolution === 'month'
              ? date.slice(0, 7)
              : date.slice(0, 4);
    const first = resolution === 'month' ? `${date.slice(0, 7)}-01` : resolution === 'year' ? `${date.slice(0, 4)}-01-01` : date;
    const bucket = buckets.get(key) ?? { startMs: ms, date: first, quarters: [] };
    bucket.quarters.push(ms);
    buckets.set(key, bucket);
  }
  return [...buckets.values()];
}

export const validDate = (value: string | undefined, fallback: string) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : fallback);
