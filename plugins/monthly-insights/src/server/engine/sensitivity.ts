import { addLocalDays, type LocalDate } from '@portal/domain';
import { Fraction } from './fraction';
import type { RawSeries } from './periodFigures';

/** Fewest days with both use and temperature for a slope worth showing. */
const MIN_DAYS = 28;

/**
 * The place's temperature sensitivity k (kWh per heating degree day): the least-squares slope of daily
 * kWh on daily degree days over the 365 days that end with `last` (as far as `raw` reaches), clamped at
 * 0 (use never falls because it got colder) and rounded to 0.01 kWh so it is an exact fraction. The same
 * k is used for both periods of a comparison, so the temperature reason is "the degree days changed, at
 * this place's rate". 0 without enough data: the temperature reason is then 0 and says so.
 */
export function temperatureSensitivity(raw: RawSeries, last: LocalDate): Fraction {
  const first = addLocalDays(last, -364);
  const days = new Map<string, { kwh: bigint; missing: boolean }>();
  for (const reading of raw.readings) {
    if (reading.date < first || reading.date > last) continue;
    const day = days.get(reading.date) ?? { kwh: 0n, missing: false };
    if (reading.kwh === null) day.missing = true;
    else day.kwh += reading.kwh;
    days.set(reading.date, day);
  }
  const points: [number, number][] = [];
  for (const [date, day] of days) {
    const degreeDays = raw.hddByDay.get(date);
    if (degreeDays === undefined || day.missing) continue;
    points.push([Number(degreeDays) / 100, Number(day.kwh) / 10_000]);
  }
  if (points.length < MIN_DAYS) return Fraction.of(0);
  const meanX = points.reduce((s, p) => s + p[0], 0) / points.length;
  const meanY = points.reduce((s, p) => s + p[1], 0) / points.length;
  let sxx = 0;
  let sxy = 0;
  for (const [x, y] of points) {
    sxx += (x - meanX) ** 2;
    sxy += (x - meanX) * (y - meanY);
  }
  if (sxx < 1) return Fraction.of(0);
  const slope = Math.max(0, sxy / sxx);
  return new Fraction(BigInt(Math.round(slope * 100)), 100n);
}
