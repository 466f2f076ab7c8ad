import { addLocalDays, localDateOf, localDayStartUtc, helsinkiParts, parseLocalDate, formatLocalDate, type LocalDate } from '@portal/domain';

/**
 * The time span of the demo data set. Metering data covers whole local days up to yesterday (Datahub
 * delivers a day's readings the next morning); spot prices also cover today, and tomorrow once the
 * day-ahead auction has been published (about 13:45 Finnish time).
 */
export interface DemoPeriod {
  readonly today: LocalDate;
  readonly firstDay: LocalDate;
  /** Local midnight starting firstDay. */
  readonly startUtc: Date;
  /** Local midnight starting today: metering and temperatures end here (exclusive). */
  readonly meteringEndUtc: Date;
  /** End of today, or of tomorrow when tomorrow's prices are out (exclusive). */
  readonly pricesEndUtc: Date;
}

const PRICES_PUBLISHED_AT_MINUTES = 13 * 60 + 45;

/** Two calendar years back by default (29.2. falls back to 28.2.); `days` shortens it for tests. */
export function demoPeriod(now: Date, days?: number): DemoPeriod {
  const today = localDateOf(now);
  let firstDay: LocalDate;
  if (days !== undefined) {
    if (!Number.isInteger(days) || days < 1) throw new RangeError(`days must be a positive integer: ${days}`);
    firstDay = addLocalDays(today, -days);
  } else {
    const { year, month, day } = parseLocalDate(today);
    firstDay = formatLocalDate({ year: year - 2, month, day: month === 2 && day === 29 ? 28 : day });
  }
  const local = helsinkiParts(now);
  const published = local.hour * 60 + local.minute >= PRICES_PUBLISHED_AT_MINUTES;
  return {
    today,
    firstDay,
    startUtc: localDayStartUtc(firstDay),
    meteringEndUtc: localDayStartUtc(today),
    pricesEndUtc: localDayStartUtc(addLocalDays(today, published ? 2 : 1)),
  };
}
