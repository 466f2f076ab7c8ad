import { addLocalDays, localDaysRangeUtc, type LocalDate, type Queryable } from '@portal/core/server';
import { dailyDegreeDays } from './periodFigures';
import { Fraction } from './fraction';
import type { PlaceData } from './placeData';

/** Fewest days with both use and temperature for a slope worth showing. */
const MIN_DAYS = 28;

/**
 * The place's temperature sensitivity k (kWh per heating degree day): the least-squares slope of daily
 * kWh on daily degree days over the 365 days that end with `last`, clamped at 0 (use never falls
 * because it got colder) and rounded to 0.01 kWh so it is an exact fraction. The same k is used for
 * both periods of a comparison, so the temperature reason is "the degree days changed, at this place's
 * rate". 0 without enough data: the temperature reason is then 0 and says so.
 */
export async function temperatureSensitivity(db: Queryable, place: PlaceData, last: LocalDate): Promise<Fraction> {
  if (!place.temperatureArea) return Fraction.of(0);
  const first = addLocalDays(last, -364);
  const range = localDaysRangeUtc(first, last);
  const [use, hdd] = await Promise.all([
    db.query<{ d: string; kwh: string; n: string }>(
      `select to_char((start_utc at time zone 'Europe/Helsinki')::date, 'YYYY-MM-DD') as d, sum(kwh)::text as kwh,
              count(*) filter (where kwh is null)::text as n
         from meter_readings where metering_point_id = $1 and start_utc >= $2 and start_utc < $3 group by 1`,
      [place.meteringPointId, range.startUtc.toISOString(), range.endUtc.toISOString()],
    ),
    dailyDegreeDays(db, place.temperatureArea, first, last),
  ]);
  const points: [number, number][] = [];
  for (const row of use.rows) {
    const degreeDays = hdd.get(row.d);
    if (degreeDays === undefined || row.n !== '0' || row.kwh === null) continue;
    points.push([Number(degreeDays) / 100, Number(row.kwh)]);
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
