import { addLocalDays, helsinkiParts, localDateOf, localDayStartUtc, type LocalDate } from '@portal/domain';
import { type Queryable } from '@portal/core/server';
import type { Forecast } from '../../contract';
import { centsToEuros, compare, periodCostCents } from './comparison';
import type { PeriodCost } from './decompose';
import { Fraction } from './fraction';
import { monthRange, monthOf, shiftMonth } from './monthRange';
import { amountToCents, loadRawSeries, periodFigures } from './periodFigures';
import type { PlaceData } from './placeData';
import { temperatureSensitivity } from './sensitivity';

/** Days the usual profile is taken from. */
const PROFILE_DAYS = 28;

/** The last local day before `today` (and from `first` on) whose readings reach its end, or null. */
async function lastCompleteDay(db: Queryable, place: PlaceData, today: LocalDate, first: LocalDate): Promise<LocalDate | null> {
  const { rows } = await db.query<{ end_ms: string | null }>(
    `select (extract(epoch from max(start_utc + minutes * interval '1 minute')) * 1000)::int8::text as end_ms
       from meter_readings where metering_point_id = $1 and kwh is not null and start_utc < $2`,
    [place.meteringPointId, localDayStartUtc(today).toISOString()],
  );
  if (!rows[0]?.end_ms) return null;
  // The readings end at an instant: at the midnight starting its local day (the day before is the last
  // whole one) or inside it (a partial day, so again the day before).
  const through = addLocalDays(localDateOf(Number(rows[0].end_ms)), -1);
  return through >= first ? through : null;
}

/**
 * The running month's bill forecast: the metered days priced exactly, the rest of the month estimated
 * with the usual profile (each local hour of the day's mean kWh and mean cost per kWh over the last 28
 * metered days), degree days of the rest at the metered days' mean, and the month's basic fees. The
 * forecast is then compared like a month, with the same reasons.
 */
export async function buildForecast(db: Queryable, place: PlaceData, now: Date): Promise<Forecast> {
  const today = localDateOf(now);
  const month = monthOf(today);
  const range = monthRange(month);
  const through = await lastCompleteDay(db, place, today, range.first);
  const profileLast = through ?? addLocalDays(range.first, -1);
  // One read from a year ago's month to the end of this one covers every period below.
  const raw = await loadRawSeries(db, place, monthRange(shiftMonth(month, -12)).first, range.last);
  const whole = periodFigures(place, raw, range.first, range.last);
  const metered = through ? periodFigures(place, raw, range.first, through) : null;
  const profile = periodFigures(place, raw, addLocalDays(profileLast, 1 - PROFILE_DAYS), profileLast);
  const previous = periodFigures(place, raw, monthRange(shiftMonth(month, -1)).first, monthRange(shiftMonth(month, -1)).last);
  const lastYear = periodFigures(place, raw, monthRange(shiftMonth(month, -12)).first, monthRange(shiftMonth(month, -12)).last);
  const k = temperatureSensitivity(raw, profileLast);
  const meteredDays = metered?.days ?? 0;
  const restDays = range.days - meteredDays;

  // The usual profile per local hour of day.
  const perHour = Array.from({ length: 24 }, () => ({ kwh: 0n, amount: 0n }));
  for (const hour of profile.hours) {
    const slot = perHour[helsinkiParts(new Date(hour.startMs)).hour]!;
    slot.kwh += hour.kwh;
    slot.amount += hour.amount;
  }
  const profileDays = Fraction.of(Math.max(1, profile.days));
  let restKwh = Fraction.of(0);
  let restCents = Fraction.of(0);
  for (const slot of perHour) {
    const kwh = Fraction.scaled(slot.kwh, 4).div(profileDays).mul(Fraction.of(restDays));
    restKwh = restKwh.add(kwh);
    restCents = restCents.add(amountToCents(slot.amount).div(profileDays).mul(Fraction.of(restDays)));
  }
  const meteredKwh = metered?.kwh ?? Fraction.of(0);
  const meteredCents = metered?.energyCents ?? Fraction.of(0);
  const meteredHdd = metered?.hdd ?? null;
  // Degree days of the rest at the metered days' mean (or the profile's, before any day is metered).
  const basis = meteredDays > 0 ? { hdd: meteredHdd, days: meteredDays } : { hdd: profile.hdd, days: profile.days };
  const hdd = basis.hdd && basis.days > 0 ? basis.hdd.div(Fraction.of(basis.days)).mul(Fraction.of(range.days)) : null;
  const plain = metered?.plainPrice ?? profile.plainPrice;
  const forecast: PeriodCost = {
    kwh: meteredKwh.add(restKwh),
    energyCents: meteredCents.add(restCents),
    plainPrice: plain,
    feesCents: whole.feesCents,
    days: range.days,
    hdd,
  };
  return {
    locationIdentifier: place.locationIdentifier,
    month,
    meteredThrough: through,
    meteredDays,
    days: range.days,
    meteredEuros: centsToEuros(meteredCents.round(0)),
    forecastKwh: Number(forecast.kwh.round(2)) / 100,
    forecastEuros: centsToEuros(periodCostCents(forecast)),
    comparisons: [
      compare('previousMonth', shiftMonth(month, -1), previous, forecast, k),
      compare('yearAgo', shiftMonth(month, -12), lastYear, forecast, k),
    ],
  };
}
