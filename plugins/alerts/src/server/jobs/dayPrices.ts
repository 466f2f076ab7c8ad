import { helsinkiParts, localDateOf, localDayRangeUtc, type Queryable } from '@portal/core/server';

export interface DayPrice {
  /** Local start, HH:mm. */
  readonly start: string;
  readonly hour: number;
  readonly minutes: number;
  /** VAT 0, €/MWh as stored. */
  readonly eurMwh: number;
}

export interface DayPrices {
  readonly day: string;
  readonly prices: readonly DayPrice[];
  /** The electricity energy VAT rate in force on the day (DOMAIN: by delivery date), e.g. 25.5. */
  readonly vatPercent: number;
}

/** c/kWh with the day's VAT (1 €/MWh = 0.1 c/kWh). */
export function centsWithVat(eurMwh: number, vatPercent: number): number {
  return (eurMwh / 10) * (1 + vatPercent / 100);
}

/** A day's spot prices with its VAT rate, or null when the day has none (yet). */
export async function loadDayPrices(db: Queryable, day: string): Promise<DayPrices | null> {
  const range = localDayRangeUtc(day);
  const { rows } = await db.query<{ start_utc: Date; minutes: number; eur_mwh: number }>(
    'select start_utc, minutes, eur_mwh::float8 as eur_mwh from spot_prices where start_utc >= $1 and start_utc < $2 order by start_utc',
    [range.startUtc.toISOString(), range.endUtc.toISOString()],
  );
  if (rows.length === 0) return null;
  const vat = await db.query<{ rate: number }>(
    `select rate_percent::float8 as rate from vat_rates
      where category = 'electricity_energy' and valid_from <= $1::date and (valid_until is null or valid_until > $1::date)`,
    [day],
  );
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    day,
    vatPercent: vat.rows[0]?.rate ?? 25.5,
    prices: rows.map((row) => {
      const parts = helsinkiParts(row.start_utc);
      return { start: `${pad(parts.hour)}:${pad(parts.minute)}`, hour: parts.hour, minutes: row.minutes, eurMwh: row.eur_mwh };
    }),
  };
}

/** Today and later: tomorrow's prices arrive around 14:00; an old day's reload is not news. */
export function isUpcomingDay(day: string, now: Date): boolean {
  return day >= localDateOf(now);
}
