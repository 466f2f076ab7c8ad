import { helsinkiParts, localDateOf, localDayRangeUtc, type SpotPeriod, type VatRateTable } from '@portal/domain';
import { loadSpotPeriods, loadVatRateTable } from '@portal/domain/server';
import { type Queryable } from '@portal/core/server';

/**
 * One delivery day's stored spot prices (VAT 0, exact) with the dated VAT table: what the price limit
 * and the daily report are computed from, with core's exact display price (the VAT of each period's
 * delivery date), so they say the same number the price page shows.
 */
export interface DaySpot {
  readonly day: string;
  /** The day's end (the next local midnight), ms: a window or row ending there reads 24:00. */
  readonly dayEndMs: number;
  readonly periods: readonly SpotPeriod[];
  readonly vatRates: VatRateTable;
}

/** A day's spot prices, or null when the day has none (yet). */
export async function loadDaySpot(db: Queryable, day: string): Promise<DaySpot | null> {
  const range = localDayRangeUtc(day);
  const [periods, vatRates] = await Promise.all([loadSpotPeriods(db, range), loadVatRateTable(db)]);
  return periods.length === 0 ? null : { day, dayEndMs: range.endUtc.getTime(), periods, vatRates };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Local HH:mm; the end of the delivery day is 24:00, not 00:00 (requirements §9). */
export function localTime(ms: number, dayEndMs: number): string {
  if (ms === dayEndMs) return '24:00';
  const parts = helsinkiParts(new Date(ms));
  return `${pad(parts.hour)}:${pad(parts.minute)}`;
}

/** Today and later: tomorrow's prices arrive around 14:00; an old day's reload is not news. */
export function isUpcomingDay(day: string, now: Date): boolean {
  return day >= localDateOf(now);
}
