/**
 * Rules of the Nordic day-ahead market (SDAC) that a price file must obey (DOMAIN "Spot market prices").
 *
 * The market time unit became 15 minutes from delivery day 1.10.2025. The market's delivery day is the
 * CET/CEST day, so the first quarter-hour period starts 1.10.2025 00:00 CEST = 30.9.2025 22:00 UTC
 * (01:00 in Finland); the Finnish hour 00-01 of 1.10. still belonged to the hourly delivery day 30.9.
 */
export const QUARTER_HOUR_PERIODS_FROM_UTC = new Date('2025-09-30T22:00:00Z');

/** The harmonised minimum clearing price, also the database's check on spot_prices. */
export const MIN_CLEARING_PRICE_EUR_MWH = -500;

/**
 * The harmonised maximum clearing price: +4 000 €/MWh since 10.5.2022 (+3 000 before). The methodology
 * can raise it in steps after extreme prices; a file above it is more likely a unit error (c/kWh or
 * €/kWh columns, a missing decimal comma) than a real price, so it is refused until this is raised.
 */
export const MAX_CLEARING_PRICE_EUR_MWH = 4_000;

/** The market time unit (minutes) of the period starting at `startUtc`. */
export function marketTimeUnitAt(startUtc: Date): 15 | 60 {
  return startUtc.getTime() < QUARTER_HOUR_PERIODS_FROM_UTC.getTime() ? 60 : 15;
}
