import { ElectricityTaxTable, VatRateTable, type TaxRateRow, type VatRateRow } from '@portal/domain';
import { type Queryable } from '@portal/core/server';
import { INVOICED_CONTRACT_TYPES, type BillableContract } from './billableContract';

/** Contracts to invoice with their place and customer; optionally only some (tests). */
export async function loadBillableContracts(tx: Queryable, contractIds?: readonly string[]): Promise<BillableContract[]> {
  const result = await tx.query<BillableContract>(
    `select c.id, l.company, l.customer_code as "customerCode",
            coalesce((select cs.customer_type from customerships cs
                       where cs.company = l.company and cs.customer_code = l.customer_code limit 1), 'B2C') as "customerType",
            l.location_identifier as "locationIdentifier", l.metering_point_id as "meteringPointId",
            c.contract_type as "contractType", c.pricing,
            c.fixed_price_c_kwh::text as "fixedPriceCKwh", c.spot_margin_c_kwh::text as "spotMarginCKwh",
            c.basic_fee_eur_month::text as "basicFeeEurMonth", c.transfer_price_c_kwh::text as "transferPriceCKwh",
            c.transfer_basic_fee_eur_month::text as "transferBasicFeeEurMonth", c.tax_class as "taxClass",
            to_char(c.start_date, 'YYYY-MM-DD') as "startDate", to_char(c.end_date, 'YYYY-MM-DD') as "endDate"
     from contracts c join locations l on l.location_identifier = c.location_identifier
     where c.contract_type = any($1::text[]) and ($2::text[] is null or c.id = any($2::text[]))
     order by l.company, c.id`,
    [INVOICED_CONTRACT_TYPES, contractIds ?? null],
  );
  return result.rows;
}

export interface RateTables {
  readonly vat: VatRateTable;
  readonly tax: ElectricityTaxTable;
  /** Every date a VAT or tax rate changes. */
  readonly changeDates: readonly string[];
}

export async function loadRateTables(tx: Queryable): Promise<RateTables> {
  const vatRows = await tx.query<VatRateRow>(
    `select category, to_char(valid_from, 'YYYY-MM-DD') as "validFrom", to_char(valid_until, 'YYYY-MM-DD') as "validUntil",
            rate_percent::text as "ratePercent" from vat_rates`,
  );
  const taxRows = await tx.query<TaxRateRow>(
    `select tax_class as "taxClass", to_char(valid_from, 'YYYY-MM-DD') as "validFrom",
            to_char(valid_until, 'YYYY-MM-DD') as "validUntil", electricity_tax_c_kwh::text as "electricityTaxCKwh",
            security_of_supply_c_kwh::text as "securityOfSupplyCKwh" from tax_rates`,
  );
  const tax = new ElectricityTaxTable(taxRows.rows);
  return {
    vat: new VatRateTable(vatRows.rows),
    tax,
    changeDates: [...vatRows.rows.map((row) => row.validFrom), ...tax.changeDates()],
  };
}
