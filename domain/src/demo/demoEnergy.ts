import { Random } from './demoRandom';
import { helsinkiParts } from '../time';

/**
 * The demo house's energy, shared by the plugins' demo answers (consumption, market price, solar):
 * each plugin's demo pages must show the same load and the same spot prices, and plugins do not
 * import each other. Pure and seeded, so every visit shows the same numbers.
 */

/** Fixed seed of the demo house (the demo user's id). */
const HOUSE_SEED = 1_000_000;
/** Fixed seed of the demo market. */
const MARKET_SEED = 2026;

const hhmm = (hour: number, minute: number) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

/**
 * Household load of one 15-minute interval in kWh: a base load, morning and evening peaks in local
 * (Helsinki) time, more in winter, and seeded noise per interval. The local hour comes from the UTC
 * instant, so the 23- and 25-hour DST days get exactly their own intervals. `stream` 'heat' is the
 * district heating meter of the same house.
 */
export function demoHouseholdQuarterKwh(startMs: number, stream = 'electricity'): number {
  const { hour, month } = helsinkiParts(startMs);
  const winter = 1 + 0.6 * Math.cos(((month - 1) / 12) * 2 * Math.PI);
  const peak = hour >= 6 && hour < 9 ? 1.8 : hour >= 17 && hour < 22 ? 2.2 : hour < 5 ? 0.7 : 1;
  const noise = Random.stream(HOUSE_SEED, `${stream}:${startMs}`).range(0.8, 1.2);
  // District heating warms the whole house: several times the electricity, and mostly in winter.
  const base = stream === 'heat' ? 0.45 * winter : 0.12;
  return Math.round(base * winter * peak * noise * 1000) / 1000;
}

/**
 * Day-ahead spot price of the market period starting at local `localStart` (`HH:mm`) on `date`, c/kWh
 * without VAT: cheap nights, morning and evening peaks, seeded noise; now and then slightly negative.
 */
export function demoSpotPriceCKwh(date: string, localStart: string): number {
  const hour = Number(localStart.slice(0, 2));
  const shape = hour < 6 ? 0.5 : (hour >= 7 && hour < 10) || (hour >= 17 && hour < 21) ? 1.6 : 1;
  return Math.max(-0.5, 6 * shape * Random.stream(MARKET_SEED, `price:${date}:${localStart}`).range(0.7, 1.3));
}

/** demoSpotPriceCKwh of the 15-minute market period that contains the UTC instant `startMs`. */
export function demoSpotPriceAt(startMs: number): number {
  const { year, month, day, hour, minute } = helsinkiParts(startMs);
  const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return demoSpotPriceCKwh(date, hhmm(hour, minute - (minute % 15)));
}
