import { VatRateTable, type VatRate, type VatRateRow } from '@portal/domain';
import { type Queryable } from '@portal/core/server';
import type { PriceVatCategory } from './vatCategory';

/** The VAT rate (1/100 %, core pricing's VatRate) for a category on a delivery date. */
export type VatRateLookup = (category: PriceVatCategory, deliveryDate: string) => VatRate;

/**
 * The domain's dated vat_rates rows in core's VatRateTable: VAT follows the delivery date, never the
 * contract or invoice date (DOMAIN). A handful of rows, read once per request.
 */
export async function loadVatRates(db: Queryable): Promise<VatRateLookup> {
  const { rows } = await db.query<VatRateRow>(
    `select category, to_char(valid_from, 'YYYY-MM-DD') as "validFrom",
            to_char(valid_until, 'YYYY-MM-DD') as "validUntil", rate_percent::text as "ratePercent"
       from vat_rates`,
  );
  const table = new VatRateTable(rows);
  return (category, deliveryDate) => (category === 'none' ? 0n : table.rateOn(category, deliveryDate));
}
