import {
  divideHalfAwayFromZero,
  localDayRangeUtc,
  priceInUnit,
  spotEurMwhToPrice,
  vatFactorAt,
  withVat,
  type SpotPeriod,
  type VatRateTable,
} from '@portal/domain';
import type { DayPrices, EnergyPriceQuery } from '../../contract';
import { levelOf, type LevelLimits } from './priceLevels';

const HOUR_MS = 3_600_000;

interface Priced {
  readonly startMs: number;
  readonly minutes: number;
  /** VAT 0, c/kWh in 1/10 000: the level is judged on the bare market price. */
  readonly price: bigint;
}

/**
 * Hourly means for people who think in hours: the quarters of each UTC hour (Helsinki hours are whole
 * UTC hours, also on DST days) averaged exactly; an hour with a missing quarter is left out, never
 * averaged over the quarters it has.
 */
function hourlyMeans(periods: readonly Priced[]): Priced[] {
  const byHour = new Map<number, { sum: bigint; minutes: number }>();
  for (const p of periods) {
    const hour = p.startMs - (p.startMs % HOUR_MS);
    const acc = byHour.get(hour) ?? { sum: 0n, minutes: 0 };
    acc.sum += p.price * BigInt(p.minutes);
    acc.minutes += p.minutes;
    byHour.set(hour, acc);
  }
  return [...byHour]
    .filter(([, acc]) => acc.minutes === 60)
    .map(([startMs, acc]) => ({ startMs, minutes: 60, price: divideHalfAwayFromZero(acc.sum, 60n) }));
}

/**
 * One Helsinki day's prices as the page shows them: the periods that start in it (96 quarters, 92 on
 * the spring DST Sunday, 100 in October; 24 hours before 1.10.2025), in the unit and VAT mode asked,
 * with the time-weighted mean, min and max. A day without any price is "not published".
 */
export function dayPrices(
  date: string,
  all: readonly SpotPeriod[],
  query: Pick<EnergyPriceQuery, 'unit' | 'vat' | 'resolution'>,
  vatRates: VatRateTable,
  limits: LevelLimits,
): DayPrices {
  const range = localDayRangeUtc(date);
  const from = range.startUtc.getTime();
  const to = range.endUtc.getTime();
  const own: Priced[] = all
    .filter((p) => p.startMs >= from && p.startMs < to)
    .map((p) => ({ startMs: p.startMs, minutes: p.minutes, price: spotEurMwhToPrice(p.eurMwh) }));
  const periods = query.resolution === 'HOUR' ? hourlyMeans(own) : own;
  if (periods.length === 0) return { date, published: false, periods: [], average: null, min: null, max: null };

  const acc: { weighted: bigint; minutes: number; min: bigint | null; max: bigint | null } = { weighted: 0n, minutes: 0, min: null, max: null };
  const out = periods.map((p) => {
    const exact = withVat(p.price, vatFactorAt(query.vat, vatRates, p.startMs));
    acc.weighted += exact * BigInt(p.minutes);
    acc.minutes += p.minutes;
    if (acc.min === null || exact < acc.min) acc.min = exact;
    if (acc.max === null || exact > acc.max) acc.max = exact;
    return {
      start: new Date(p.startMs).toISOString(),
      end: new Date(p.startMs + p.minutes * 60_000).toISOString(),
      price: priceInUnit(exact, query.unit),
      level: levelOf(p.price, limits),
    };
  });
  return {
    date,
    published: true,
    periods: out,
    average: priceInUnit(divideHalfAwayFromZero(acc.weighted, BigInt(acc.minutes)), query.unit),
    min: acc.min === null ? null : priceInUnit(acc.min, query.unit),
    max: acc.max === null ? null : priceInUnit(acc.max, query.unit),
  };
}
