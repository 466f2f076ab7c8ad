import type { Queryable } from '@portal/core/server';
import type { VatCategory } from './vatCategory';

/**
 * The VAT rate (percent) in force for deliveries on `date` (YYYY-MM-DD), from the domain's dated
 * vat_rates table: VAT follows the delivery date, never the contract or invoice date (DOMAIN).
 *
 * Local on purpose: core's pricing engine (core/src/server/pricing) was not there yet when this was
 * written. Replace this with it once it lands.
 */
export async function loadVatRate(db: Queryable, category: VatCategory, date: string): Promise<number> {
  if (category === 'none') return 0;
  const { rows } = await db.query<{ rate_percent: string }>(
    `select rate_percent from vat_rates
      where category = $1 and valid_from <= $2::date and (valid_until is null or valid_until > $2::date)
      order by valid_from desc limit 1`,
    [category, date],
  );
  const rate = rows[0]?.rate_percent;
  // A missing rate is a data error; guessing a rate would put a wrong price in front of a customer.
  if (rate === undefined) throw new Error(`No ${category} VAT rate for ${date}`);
  return Number(rate);
}

/** Rates for several (category, date) pairs, each looked up once per request. */
export function vatRateCache(db: Queryable): (category: VatCategory, date: string) => Promise<number> {
  const cache = new Map<string, Promise<number>>();
  return (category, date) => {
    const key = `${category}|${date}`;
    let rate = cache.get(key);
    if (!rate) {
      rate = loadVatRate(db, category, date);
      cache.set(key, rate);
    }
    return rate;
  };
}
