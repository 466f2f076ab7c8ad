import { VatRateTable, type Queryable, type VatRateRow } from '@portal/core/server';
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
  return new VatRateTable(rows.map((r) => ({ category: r.category, validFrom: r.valid_from, validUntil: r.valid_until, ratePercent: r.rate_percent })));
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
 * The invoices of the company's places the caller sees. Invoices are the invoices plugin's table:
 * when a company does not ship that plugin the table is absent and the list is empty, not an error.
 */
export async function loadCompanyInvoices(db: Queryable, userId: string, scope: CompanyScope, year: number | null) {
  const exists = await db.query<{ present: boolean }>(`select to_regclass('invoices') is not null as present`);
  if (!exists.rows[0]?.present) return { invoices: [], totalAmount: 0 };
  const { rows } = await db.query<{
    invoice_number: string;
    location_identifier: string;
    status: string;
    period_start: string;
    period_end: string;
    due_date: string;
    amount_cents: string;
    amount_vat0_cents: string;
  }>(
    `select i.invoice_number, i.location_identifier, i.status, to_char(i.period_start, 'YYYY-MM-DD') as period_start,
            to_char(i.period_end, 'YYYY-MM-DD') as period_end, to_char(i.due_date, 'YYYY-MM-DD') as due_date,
            i.amount_cents::text as amount_cents, i.amount_vat0_cents::text as amount_vat0_cents
       from invoices i
       join location_access la on la.location_identifier = i.location_identifier and la.user_id = $1
      where i.company = $2 and i.customer_code = $3 and ($4::int is null or extract(year from i.period_start) = $4::int)
      order by i.period_start desc, i.invoice_number`,
    [userId, scope.company, scope.customerCode, year],
  );
  const total = rows.reduce((sum, row) => sum + BigInt(row.amount_cents), 0n);
  return {
    invoices: rows.map((row) => ({
      invoiceNumber: row.invoice_number,
      locationIdentifier: row.location_identifier,
      status: row.status,
      periodStart: row.period_start,
      periodEnd: row.period_end,
      dueDate: row.due_date,
      amount: Number(row.amount_cents) / 100,
      amountVat0: Number(row.amount_vat0_cents) / 100,
    })),
    totalAmount: Number(total) / 100,
  };
}
