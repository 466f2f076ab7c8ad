import { VatRateTable, type VatRateRow } from '@portal/domain';
import { type Queryable } from '@portal/core/server';
import type { InvoiceFactsService } from '@portal/plugin-invoices/common';
import type { CompanyScope } from './companyScope';

interface PriceRow {
  location_identifier: string;
  name: string;
  product_name: string | null;
  pricing: 'FIXED' | 'SPOT' | null;
  price: string | null;
  basic_fee: string | null;
}

export async function loadVatTable(db: Queryable): Promise<VatRateTable> {
  const { rows } = await db.query<{ category: VatRateRow['category']; valid_from: string; valid_until: string | null; rate_percent: string }>(
    `select category, to_char(valid_from, 'YYYY-MM-DD') as valid_from, to_char(valid_until, 'YYYY-MM-DD') as valid_until,
            rate_percent::text as rate_percent from vat_rates`,
  );
  return new VatRateTable(
    rows.map((r) => ({ category: r.category, validFrom: r.valid_from, validUntil: r.valid_until, ratePercent: r.rate_percent })),
  );
}

/**
 * The energy price in force today on each place the caller sees, VAT 0 as stored and with the
 * electricity energy VAT of today's delivery date (VAT follows the delivery date, never the contract).
 */
export async function loadCompanyPricing(db: Queryable, userId: string, scope: CompanyScope, today: string) {
  const { rows } = await db.query<PriceRow>(
    `select l.location_identifier, coalesce(n.display_name, l.name) as name, c.product_name, c.pricing,
            coalesce(c.fixed_price_c_kwh, c.spot_margin_c_kwh)::text as price, c.basic_fee_eur_month::text as basic_fee
       from locations l
       join location_access la on la.location_identifier = l.location_identifier and la.user_id = $1
       left join location_names n on n.location_identifier = l.location_identifier and n.user_id = $1
       left join lateral (select * from contracts c where c.location_identifier = l.location_identifier and c.contract_type <> 'NETWORK'
                            and c.start_date <= $4::date and (c.end_date is null or c.end_date >= $4::date)
                          order by c.start_date desc limit 1) c on true
      where l.company = $2 and l.customer_code = $3
      order by l.street_address, l.location_identifier`,
    [userId, scope.company, scope.customerCode, today],
  );
  const vat = await loadVatTable(db);
  const rate = vat.rateOn('electricity_energy', today);
  const vatPercent = Number(rate) / 100;
  return rows.map((row) => {
    const price = row.price === null ? null : Number(row.price);
    return {
      locationIdentifier: row.location_identifier,
      name: row.name,
      productName: row.product_name,
      pricing: row.pricing,
      priceVat0: price,
      priceVat: price === null ? null : Math.round(price * (1 + vatPercent / 100) * 10_000) / 10_000,
      vatPercent,
      basicFeeEurMonth: row.basic_fee === null ? null : Number(row.basic_fee),
    };
  });
}

/**
 * The invoices of the company's places the caller sees, newest period first. Invoices are the invoices
 * plugin's, read through its invoice facts service: a company that ships no invoices plugin has none
 * (`invoices` undefined), and the list is empty, not an error.
 */
export async function loadCompanyInvoices(invoices: InvoiceFactsService | undefined, userId: string, scope: CompanyScope, year: number | null) {
  if (!invoices) return { invoices: [], totalAmount: 0 };
  const facts = await invoices.customerInvoices({ company: scope.company, customerCode: scope.customerCode, viewerId: userId, year });
  const newestFirst = [...facts].sort((a, b) => b.periodStart.localeCompare(a.periodStart) || a.invoiceNumber.localeCompare(b.invoiceNumber));
  const total = facts.reduce((sum, fact) => sum + fact.amountCents, 0n);
  return {
    invoices: newestFirst.map((fact) => ({
      invoiceNumber: fact.invoiceNumber,
      locationIdentifier: fact.locationIdentifier,
      status: fact.status,
      periodStart: fact.periodStart,
      periodEnd: fact.periodEnd,
      dueDate: fact.dueDate,
      amount: Number(fact.amountCents) / 100,
      amountVat0: Number(fact.amountVat0Cents) / 100,
    })),
    totalAmount: Number(total) / 100,
  };
}
