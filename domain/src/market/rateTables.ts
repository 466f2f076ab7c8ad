import { preparedSql, type Queryable } from '@portal/core/server';
import { ElectricityTaxTable, type TaxRateRow } from '../pricing/electricityTax';
import { VatRateTable, type VatRateRow } from '../pricing/vatRates';

// Prepared (docs/decisions.md, hot path): every priced consumption and market-price request reads them.
const VAT_RATES = preparedSql(
  'core_vat_rates',
  `select category, to_char(valid_from, 'YYYY-MM-DD') as "validFrom", to_char(valid_until, 'YYYY-MM-DD') as "validUntil",
          rate_percent::text as "ratePercent"
     from vat_rates`,
);
const TAX_RATES = preparedSql(
  'core_tax_rates',
  `select tax_class as "taxClass", to_char(valid_from, 'YYYY-MM-DD') as "validFrom",
          to_char(valid_until, 'YYYY-MM-DD') as "validUntil", electricity_tax_c_kwh::text as "electricityTaxCKwh",
          security_of_supply_c_kwh::text as "securityOfSupplyCKwh"
     from tax_rates`,
);

/** The domain's dated VAT rates (vat_rates), read by every plugin that prices energy. */
export async function loadVatRateTable(db: Queryable): Promise<VatRateTable> {
  const { rows } = await db.query<VatRateRow>(VAT_RATES);
  return new VatRateTable(rows);
}

/** The domain's dated electricity tax + security-of-supply fee (tax_rates). */
export async function loadElectricityTaxTable(db: Queryable): Promise<ElectricityTaxTable> {
  const { rows } = await db.query<TaxRateRow>(TAX_RATES);
  return new ElectricityTaxTable(rows);
}
