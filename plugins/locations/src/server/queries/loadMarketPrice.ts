import { addLocalDays, localDateOf, localDaysRangeUtc, scaledToNumber, spotEurMwhToPrice, VAT_FACTOR_ONE, type VatRateTable } from '@portal/domain';
import { loadVatRateTable } from '@portal/domain/server';
import { preparedSql, type Queryable } from '@portal/core/server';
import type { MarketPriceContent } from '../../contract/locations';

const HOUR_MS = 3_600_000;
const WEEK_DAYS = 7;

interface DayRow {
  /** Helsinki delivery date, the VAT's date. */
  day: string;
  /** Σ €/MWh × minutes (exact, 3 decimals) and Σ minutes of the day; then the same for the current hour. */
  price_minutes: string;
  minutes: number;
  hour_price_minutes: string | null;
  hour_minutes: number;
}

// Prepared and summed by PostgreSQL per delivery day: the content list is every signed-in page's
// first read, so it reads seven rows instead of the week's ~670 quarters (docs/performance.md, API).
const WEEK_SUMS = preparedSql(
  'location_content_market_price_v1',
  `select to_char((start_utc at time zone 'Europe/Helsinki')::date, 'YYYY-MM-DD') as day,
          sum(eur_mwh * minutes)::text as price_minutes, sum(minutes)::int as minutes,
          (sum(eur_mwh * minutes) filter (where start_utc >= $3 and start_utc < $4))::text as hour_price_minutes,
          coalesce(sum(minutes) filter (where start_utc >= $3 and start_utc < $4), 0)::int as hour_minutes
     from spot_prices where start_utc >= $1 and start_utc < $2
    group by 1`,
);

/**
 * requirements §3 location content `marketPrice`, read from core's market tables (the locations plugin does
 * not know the market-price plugin): the time-weighted mean spot price of the last seven Helsinki
 * delivery days (today included, as far as its prices are in) and of the current hour, each without
 * VAT and with the energy-sale VAT of the delivery date, c/kWh with 3 decimals. The prices are the
 * same for every place, so the content route reads them once per request.
 */
export async function loadMarketPrice(db: Queryable, now: Date): Promise<Omit<MarketPriceContent, 'notificationOn'>> {
  const today = localDateOf(now);
  const week = localDaysRangeUtc(addLocalDays(today, -(WEEK_DAYS - 1)), today);
  // Helsinki is a whole number of hours from UTC, so a UTC hour is a local hour.
  const hourStart = now.getTime() - (now.getTime() % HOUR_MS);
  const [{ rows }, vatRates] = await Promise.all([
    db.query<DayRow>(WEEK_SUMS, [
      week.startUtc.toISOString(),
      week.endUtc.toISOString(),
      new Date(hourStart).toISOString(),
      new Date(hourStart + HOUR_MS).toISOString(),
    ]),
    loadVatRateTable(db),
  ]);
  const weekParts = rows.map((r) => ({ day: r.day, priceMinutes: r.price_minutes, minutes: r.minutes }));
  const hourParts = rows.flatMap((r) =>
    r.hour_price_minutes === null ? [] : [{ day: r.day, priceMinutes: r.hour_price_minutes, minutes: r.hour_minutes }],
  );
  // An hour with a quarter missing has no price: half an hour's mean is not the hour's price.
  const hourCovered = hourParts.reduce((sum, p) => sum + p.minutes, 0) === 60;
  return {
    weekAvgPriceVat: meanCKwh(weekParts, vatRates, true),
    weekAvgPriceVat0: meanCKwh(weekParts, vatRates, false),
    hourlyPriceVat: hourCovered ? meanCKwh(hourParts, vatRates, true) : null,
    hourlyPriceVat0: hourCovered ? meanCKwh(hourParts, vatRates, false) : null,
    priceUnit: 'c/kWh',
  };
}

interface DayPart {
  readonly day: string;
  readonly priceMinutes: string;
  readonly minutes: number;
}

/** Σ price × VAT factor × minutes / Σ minutes, exact until one rounding (half away from zero) to 0.001 c/kWh. */
function meanCKwh(parts: readonly DayPart[], vatRates: VatRateTable, withVat: boolean): number | null {
  let weighted = 0n; // c/kWh at 1e-4 × minutes × VAT factor at 1e-4
  let minutes = 0n;
  for (const part of parts) {
    const factor = withVat ? VAT_FACTOR_ONE + vatRates.rateOn('electricity_energy', part.day) : VAT_FACTOR_ONE;
    // Σ €/MWh × minutes at 3 decimals is Σ c/kWh × minutes at 4, as spotEurMwhToPrice reads it.
    weighted += spotEurMwhToPrice(part.priceMinutes) * factor;
    minutes += BigInt(part.minutes);
  }
  if (minutes === 0n) return null;
  // From scale 8 to 3: divide by minutes × 10^5, rounding half away from zero.
  const divisor = minutes * 100_000n;
  const magnitude = weighted < 0n ? -weighted : weighted;
  const rounded = (magnitude + divisor / 2n) / divisor;
  return scaledToNumber(weighted < 0n ? -rounded : rounded, 3);
}
