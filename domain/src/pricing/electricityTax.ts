import { parseScaled } from './scaledDecimal';
import { PRICE_SCALE, type EnergyPrice } from './units';

/** One row of the domain's tax_rates table; numbers as the database returns numeric (text). */
export interface TaxRateRow {
  readonly taxClass: 'I' | 'II';
  readonly validFrom: string;
  readonly validUntil: string | null;
  readonly electricityTaxCKwh: string;
  readonly securityOfSupplyCKwh: string;
}

/**
 * Electricity tax by class and delivery date. The security-of-supply fee is collected with the tax
 * and invoiced on the same line (DOMAIN: class I 2.24 + 0.013 = 2.253 c/kWh VAT 0). Like VAT, the
 * rates are data: a date without a row is a data error, never a silent zero tax.
 */
export class ElectricityTaxTable {
  constructor(private readonly rows: readonly TaxRateRow[]) {}

  /** Tax + security-of-supply fee in 1/10 000 c/kWh. */
  rateOn(taxClass: 'I' | 'II', deliveryDate: string): EnergyPrice {
    const row = this.rows
      .filter((r) => r.taxClass === taxClass && r.validFrom <= deliveryDate && (r.validUntil === null || r.validUntil > deliveryDate))
      .sort((a, b) => (a.validFrom < b.validFrom ? 1 : -1))[0];
    if (!row) throw new RangeError(`No class ${taxClass} electricity tax for delivery date ${deliveryDate}`);
    return parseScaled(row.electricityTaxCKwh, PRICE_SCALE) + parseScaled(row.securityOfSupplyCKwh, PRICE_SCALE);
  }

  /** Dates a rate changes, to cut billing segments at. */
  changeDates(): string[] {
    return this.rows.map((r) => r.validFrom);
  }
}
