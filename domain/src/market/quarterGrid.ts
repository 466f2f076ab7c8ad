import { spotEurMwhToPrice } from '../pricing/energyContract';
import type { SpotPeriod } from './spotPeriods';

export const QUARTER_MS = 15 * 60_000;

/** One quarter hour's spot price, c/kWh VAT 0 in 1/10 000. */
export interface QuarterPrice {
  readonly startMs: number;
  readonly price: bigint;
}

/**
 * Every stored period as quarters: an hourly price (before 1.10.2025) covers its four quarters at the
 * same price. The cheapest-window search then works on one grid across the change of market time unit.
 */
export function toQuarters(periods: readonly SpotPeriod[]): QuarterPrice[] {
  const out: QuarterPrice[] = [];
  for (const period of periods) {
    const price = spotEurMwhToPrice(period.eurMwh);
    for (let t = period.startMs; t < period.startMs + period.minutes * 60_000; t += QUARTER_MS) out.push({ startMs: t, price });
  }
  return out;
}
