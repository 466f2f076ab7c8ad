import {
  cheapestWindow,
  divideHalfAwayFromZero,
  priceInUnit,
  QUARTER_MS,
  spotEurMwhToPrice,
  toCKwh,
  toQuarters,
  vatFactorAt,
  withVat,
} from '@portal/domain';
import type { PriceReportPayload, PriceReportRow, PriceReportWindow } from '../notifications/kinds';
import { localTime, type DaySpot } from './dayPrices';

const HOUR_MS = 3_600_000;

/** The contiguous windows the report names: the cheapest hour, and three hours for a longer job. */
export const REPORT_WINDOW_HOURS = [1, 3] as const;

/**
 * The daily price report's content for one delivery day, in the subscriber's unit and VAT mode:
 * average, min and max, one table row per local hour (its four quarters, or one price before the
 * 15-minute market), and the cheapest 1 h and 3 h windows. Exact to the end: VAT-0 prices in
 * 1/10 000 c/kWh times the VAT of the delivery date (core's display price, the same the price page
 * shows), rounded once, to 2 decimals (c/kWh or €/MWh).
 *
 * The periods are the day's own (start in [dayStart, dayEnd)); rows follow UTC hours because every
 * Helsinki hour is a whole UTC hour, so the spring DST day has 23 rows and the autumn day 25, the
 * repeated 03–04 marked.
 */
export function priceReportPayload(
  { day, dayEndMs, periods, vatRates }: DaySpot,
  unit: PriceReportPayload['unit'],
  vat: PriceReportPayload['vat'],
): PriceReportPayload {
  const exactOf = (startMs: number, price: bigint) => withVat(price, vatFactorAt(vat, vatRates, startMs));
  const shown = (exact: bigint) => (unit === 'KWH' ? toCKwh(exact) : priceInUnit(exact, 'MWH'));
  const quarterly = periods.some((p) => p.minutes === 15);

  let weighted = 0n;
  let minutes = 0n;
  let min: bigint | null = null;
  let max: bigint | null = null;
  const rows = new Map<number, { prices: (number | null)[] }>();
  for (const period of periods) {
    const exact = exactOf(period.startMs, spotEurMwhToPrice(period.eurMwh));
    weighted += exact * BigInt(period.minutes);
    minutes += BigInt(period.minutes);
    if (min === null || exact < min) min = exact;
    if (max === null || exact > max) max = exact;
    const hourMs = period.startMs - (period.startMs % HOUR_MS);
    const row = rows.get(hourMs) ?? { prices: quarterly ? [null, null, null, null] : [null] };
    // An hourly price in a quarter table (1.10.2025, the day the market moved to 15 minutes) fills its hour.
    const first = quarterly ? (period.startMs - hourMs) / QUARTER_MS : 0;
    const count = quarterly ? period.minutes / 15 : 1;
    for (let i = first; i < first + count; i++) row.prices[i] = shown(exact);
    rows.set(hourMs, row);
  }

  const seen = new Set<string>();
  const table: PriceReportRow[] = [...rows].map(([hourMs, row]) => {
    const start = localTime(hourMs, dayEndMs);
    const repeated = seen.has(start);
    seen.add(start);
    return { start, ...(repeated ? { repeated } : {}), prices: row.prices };
  });

  const grid = toQuarters(periods);
  const windows: PriceReportWindow[] = [];
  for (const hours of REPORT_WINDOW_HOURS) {
    const found = cheapestWindow(grid, hours * 4);
    if (!found) continue;
    const inside = grid.filter((q) => q.startMs >= found.startMs && q.startMs < found.endMs);
    const sum = inside.reduce((acc, q) => acc + exactOf(q.startMs, q.price), 0n);
    windows.push({
      hours,
      start: localTime(found.startMs, dayEndMs),
      end: localTime(found.endMs, dayEndMs),
      average: shown(divideHalfAwayFromZero(sum, BigInt(inside.length))),
    });
  }

  return {
    day,
    unit,
    vat,
    average: minutes === 0n ? 0 : shown(divideHalfAwayFromZero(weighted, minutes)),
    min: min === null ? 0 : shown(min),
    max: max === null ? 0 : shown(max),
    resolution: quarterly ? 15 : 60,
    rows: table,
    windows,
  };
}
