import type { IntervalCalendar } from './calendar';
import { Random } from '@portal/domain';
import { summerness } from './weather';

/**
 * Delivery day 1.10.2025 onwards the day-ahead market prices 15-minute periods (DOMAIN). Market
 * delivery days run in Central European time, so the first quarter starts at 00:00 CEST, which is
 * 01:00 in Finland: the Finnish hour 0:00–1:00 of 1.10.2025 still had one hourly price.
 */
export const QUARTER_PRICES_FROM_UTC = new Date('2025-09-30T22:00:00Z');

const FLOOR_EUR_MWH = -500;
const CAP_EUR_MWH = 4000;

/** Relative demand by local hour: morning and evening peaks, a deep night. */
const WEEKDAY_SHAPE = [
  0.72, 0.68, 0.66, 0.66, 0.7, 0.8, 0.98, 1.18, 1.26, 1.2, 1.1, 1.04, 1.0, 0.98, 0.98, 1.02, 1.1, 1.24, 1.3, 1.22, 1.1, 1.0, 0.9, 0.8,
];
const DAY_OFF_SHAPE = [
  0.78, 0.74, 0.7, 0.69, 0.69, 0.72, 0.78, 0.86, 0.94, 1.0, 1.02, 1.02, 1.0, 0.98, 0.98, 1.0, 1.06, 1.14, 1.18, 1.14, 1.06, 0.98, 0.9, 0.82,
];

function shapeAt(shape: readonly number[], hour: number): number {
  return shape[Math.floor(hour) % 24] ?? 1;
}

export interface PriceSeries {
  readonly startUtc: Date;
  readonly minutes: 15 | 60;
  readonly eurMwh: Float64Array;
}

/**
 * Finnish day-ahead prices, €/MWh VAT 0, on an hourly calendar. Level follows the season and a slow
 * "hydro and fuel" regime; demand follows temperature and time of day; wind pushes prices down and,
 * on windy low-demand hours, below zero. Cold, calm evenings spike, a few to well over 1000 €/MWh.
 * From 1.10.2025 every hour is split into four quarter prices around the hourly level.
 */
export function generateSpotPrices(seed: number, hours: IntervalCalendar, nationalTemperature: Float64Array): PriceSeries[] {
  const random = Random.stream(seed, 'spot');
  const hourly = new Float64Array(hours.count);
  const regimePhi = Math.exp(-1 / (24 * 12));
  const windPhi = Math.exp(-1 / 20);
  let regime = 0;
  let wind = 0;
  for (let i = 0; i < hours.count; i += 1) {
    const hour = hours.localHour[i] ?? 0;
    const dayOff = hours.dayOff[i] === 1;
    const winter = 1 - summerness(hours.dayOfYear[i] ?? 0);
    regime = regimePhi * regime + 0.35 * Math.sqrt(1 - regimePhi * regimePhi) * random.normal();
    wind = windPhi * wind + Math.sqrt(1 - windPhi * windPhi) * random.normal();
    const windPower = 1 / (1 + Math.exp(-1.6 * (wind + 0.2)));

    const level = (35 + 45 * winter) * Math.exp(regime);
    const coldness = Math.max(0, 5 - (nationalTemperature[i] ?? 0));
    const demand = shapeAt(dayOff ? DAY_OFF_SHAPE : WEEKDAY_SHAPE, hour) * (1 + 0.035 * coldness);
    let price = level * demand * (1.15 - 0.95 * windPower) * (1 + 0.06 * random.normal());

    // Surplus wind at low demand: the price falls through zero (usually a few €/MWh below).
    const lowDemand = demand < 0.9 || dayOff;
    if (windPower > 0.82 && lowDemand) price = -Math.abs(random.normal()) * 6 * (windPower - 0.8) * 10;
    // Scarcity: cold, calm peak hours.
    const peak = (hour >= 7 && hour < 10) || (hour >= 16 && hour < 20);
    // Mostly doublings; a rare hour goes ten times over, as on the coldest days of recent winters.
    if (peak && coldness > 17 && windPower < 0.35 && random.chance(0.3)) price *= 2 + 8 * random.next() ** 3;
    else if (peak && coldness > 10 && windPower < 0.25 && random.chance(0.2)) price *= 1.5 + random.next();

    hourly[i] = Math.min(CAP_EUR_MWH, Math.max(FLOOR_EUR_MWH, price));
  }
  return splitAtQuarterChange(random, hours, hourly);
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** How much of the previous and of the next hour's price each quarter takes (ramps at hour edges). */
const FROM_PREVIOUS = [0.15, 0.05, 0, 0];
const TOWARDS_NEXT = [0, 0, 0.05, 0.15];

/**
 * Hourly prices before the change, quarter prices after: each quarter mixes in a little of the
 * neighbouring hours (so ramps show within the hour) and some noise of its own. Mixing keeps every
 * quarter between its neighbours' levels, so a spike next door never flips a quarter negative.
 */
function splitAtQuarterChange(random: Random, hours: IntervalCalendar, hourly: Float64Array): PriceSeries[] {
  const start = hours.startUtc.getTime();
  const switchIndex = Math.min(hours.count, Math.max(0, Math.round((QUARTER_PRICES_FROM_UTC.getTime() - start) / 3_600_000)));
  const series: PriceSeries[] = [];
  if (switchIndex > 0) {
    series.push({ startUtc: hours.startUtc, minutes: 60, eurMwh: hourly.slice(0, switchIndex).map(round2) });
  }
  if (switchIndex < hours.count) {
    const quarters = new Float64Array((hours.count - switchIndex) * 4);
    for (let h = switchIndex; h < hours.count; h += 1) {
      const current = hourly[h] ?? 0;
      const previous = hourly[h - 1] ?? current;
      const next = hourly[h + 1] ?? current;
      for (let q = 0; q < 4; q += 1) {
        const before = FROM_PREVIOUS[q] ?? 0;
        const after = TOWARDS_NEXT[q] ?? 0;
        const mixed = current * (1 - before - after) + previous * before + next * after;
        const value = mixed >= 0 ? mixed * (1 + 0.05 * random.normal()) : mixed + random.normal();
        quarters[(h - switchIndex) * 4 + q] = round2(Math.min(CAP_EUR_MWH, Math.max(FLOOR_EUR_MWH, value)));
      }
    }
    series.push({ startUtc: new Date(start + switchIndex * 3_600_000), minutes: 15, eurMwh: quarters });
  }
  return series;
}
