import { helsinkiParts } from '@portal/domain';
import type { TipKey } from '../../contract';
import type { Fraction } from './fraction';
import type { PeriodFigures } from './periodFigures';

/** Degree days of a month from which heating dominates the tip (a typical Finnish November–March). */
const HEATING_MONTH_DEGREE_DAYS = 300;

/**
 * The base-load hours: 1:00–5:00 on the Helsinki clock, when a household sleeps (in UTC they move
 * by an hour with daylight saving, so the clock hour is taken in Helsinki).
 */
const NIGHT_START_HOUR = 1;
const NIGHT_END_HOUR = 5;

/**
 * The tip of the month, from the month's own figures: paying 3 % or more above the month's plain
 * average price means the timing costs money; a cold month makes heating the lever; a high night-time
 * base load points at standby use; otherwise, encouragement.
 */
export function chooseTip(month: PeriodFigures, weighted: Fraction | null): TipKey {
  if (weighted && month.plainPrice && !month.plainPrice.isZero()) {
    if (weighted.div(month.plainPrice).toNumber() >= 1.03) return 'shiftToCheapHours';
  }
  if (month.hdd && month.hdd.toNumber() >= HEATING_MONTH_DEGREE_DAYS) return 'heatingSeason';
  const nightHours = month.hours.filter((h) => {
    const hour = helsinkiParts(new Date(h.startMs)).hour;
    return hour >= NIGHT_START_HOUR && hour < NIGHT_END_HOUR;
  });
  if (nightHours.length > 0) {
    const meanNightKwh = nightHours.reduce((s, h) => s + Number(h.kwh), 0) / nightHours.length / 10_000;
    if (meanNightKwh >= 0.5) return 'standbyUse';
  }
  return 'keepGoing';
}
