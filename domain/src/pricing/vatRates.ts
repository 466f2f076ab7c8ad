import { parseScaled } from './scaledDecimal';
import { VAT_SCALE } from './units';

/** vat_rates categories: the general rate, and the electricity energy sale's own (10 % in 12/2022–4/2023). */
export type VatCategory = 'general' | 'electricity_energy';

/** One row of the domain's vat_rates table. Dates are delivery dates, from inclusive, until exclusive. */
export interface VatRateRow {
  readonly category: VatCategory;
  readonly validFrom: string;
  readonly validUntil: string | null;
  /** numeric(5,2) as text, e.g. "25.50". */
  readonly ratePercent: string;
}

/** A rate in 1/100 % (25.5 % = 2550n). */
export type VatRate = bigint;

/**
 * VAT is set by the delivery date, not the invoice date (DOMAIN): energy delivered on 30.4.2023 is
 * 10 % even if billed in May. Rates live in data (vat_rates), so a future change is a row, not a
 * release. Lookups are memoised per category and date because a year of quarters asks 35 040 times
 * about at most 366 dates.
 */
export class VatRateTable {
  private readonly rows: readonly (VatRateRow & { readonly rate: VatRate })[];
  private readonly memo = new Map<string, VatRate>();

  constructor(rows: readonly VatRateRow[]) {
    this.rows = rows.map((row) => ({ ...row, rate: parseScaled(row.ratePercent, VAT_SCALE) }));
  }

  /** The rate in force on a local delivery date `YYYY-MM-DD`; throws when the table has none (a data error). */
  rateOn(category: VatCategory, deliveryDate: string): VatRate {
    const key = `${category}|${deliveryDate}`;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    let best: (VatRateRow & { readonly rate: VatRate }) | undefined;
    for (const row of this.rows) {
      if (row.category !== category || row.validFrom > deliveryDate) continue;
      if (row.validUntil !== null && row.validUntil <= deliveryDate) continue;
      if (!best || row.validFrom > best.validFrom) best = row;
    }
    if (!best) throw new RangeError(`No ${category} VAT rate for delivery date ${deliveryDate}`);
    this.memo.set(key, best.rate);
    return best.rate;
  }
}
