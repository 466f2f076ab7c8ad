import {
  addLocalDays,
  deliveryDateOf,
  loadSpotPeriods,
  loadVatRateTable,
  localDateOf,
  localDaysRangeUtc,
  scaledToNumber,
  spotEurMwhToPrice,
  VAT_FACTOR_ONE,
  type Queryable,
  type SpotPeriod,
  type VatRateTable,
} from '@portal/core/server';
import type { MarketPriceContent } from '../../contract/locations';

const HOUR_MS = 3_600_000;
const WEEK_DAYS = 7;

/**
 * SPEC §3 location content `marketPrice`, read through core's market readers (the locations plugin
 * does not know the market-price plugin): the time-weighted mean spot price of the last seven
 * Helsinki delivery days (today included, as far as its prices are in) and of the current hour, each
 * without VAT and with the energy-sale VAT of each period's delivery date, c/kWh with 3 decimals.
 * The prices are the same for every place, so the content route reads them once per request.
 */
export async function loadMarketPrice(db: Queryable, now: Date): Promise<Omit<MarketPriceContent, 'notificationOn'>> {
  const today = localDateOf(now);
  const [periods, vatRates] = await Promise.all([
    loadSpotPeriods(db, localDaysRangeUtc(addLocalDays(today, -(WEEK_DAYS - 1)), today)),
    loadVatRateTable(db),
  ]);
  // Helsinki is a whole number of hours from UTC, so a UTC hour is a local hour.
  const hourStart = now.getTime() - (now.getTime() % HOUR_MS);
  const hour = periods.filter((p) => p.startMs >= hourStart && p.startMs < hourStart + HOUR_MS);
  const hourCovered = hour.reduce((minutes, p) => minutes + p.minutes, 0) === 60;
  return {
    weekAvgPriceVat: meanCKwh(periods, vatRates, true),
    weekAvgPriceVat0: meanCKwh(periods, vatRates, false),
    // An hour with a quarter missing has no price: half an hour's mean is not the hour's price.
    hourlyPriceVat: hourCovered ? meanCKwh(hour, vatRates, true) : null,
    hourlyPriceVat0: hourCovered ? meanCKwh(hour, vatRates, false) : null,
    priceUnit: 'c/kWh',
  };
}

/** Σ price × minutes / Σ minutes, exact until one rounding (half away from zero) to 0.001 c/kWh. */
function meanCKwh(periods: readonly SpotPeriod[], vatRates: VatRateTable, withVat: boolean): number | null {
  let weighted = 0n; // c/kWh at 1e-4 × VAT factor at 1e-4 × minutes
  let minutes = 0n;
  for (const p of periods) {
    const factor = withVat ? VAT_FACTOR_ONE + vatRates.rateOn('electricity_energy', deliveryDateOf(p.startMs)) : VAT_FACTOR_ONE;
    weighted += spotEurMwhToPrice(p.eurMwh) * factor * BigInt(p.minutes);
    minutes += BigInt(p.minutes);
  }
  if (minutes === 0n) return null;
  // From scale 8 to 3: divide by minutes × 10^5, rounding half away from zero.
  const divisor = minutes * 100_000n;
  const magnitude = weighted < 0n ? -weighted : weighted;
  const rounded = (magnitude + divisor / 2n) / divisor;
  return scaledToNumber(weighted < 0n ? -rounded : rounded, 3);
}
