import { preparedSql, type Queryable } from '@portal/core/server';
import type { CustomerInvoicesQuery, InvoiceFact } from '../../common/invoiceFactsService';

interface InvoiceFactRow {
  invoice_number: string;
  location_identifier: string;
  contract_id: string;
  detail_type: InvoiceFact['detailType'];
  status: string;
  period_start: string;
  period_end: string;
  due_date: string;
  amount_cents: string;
  amount_vat0_cents: string;
  energy_kwh: string | null;
  energy_fee_months: string;
  transfer_fee_months: string;
  dh_power_months: string;
}

const CUSTOMER_INVOICES = preparedSql(
  'invoices_customer_invoice_facts',
  `select i.invoice_number, i.location_identifier, i.contract_id, i.detail_type, i.status,
          to_char(i.period_start, 'YYYY-MM-DD') as period_start, to_char(i.period_end, 'YYYY-MM-DD') as period_end,
          to_char(i.due_date, 'YYYY-MM-DD') as due_date, i.amount_cents::text as amount_cents, i.amount_vat0_cents::text as amount_vat0_cents,
          (select sum(quantity)::text from invoice_lines x where x.invoice_number = i.invoice_number and x.kind in ('energy', 'dhEnergy')) as energy_kwh,
          (select coalesce(sum(quantity), 0)::text from invoice_lines x where x.invoice_number = i.invoice_number and x.kind = 'energyBasicFee') as energy_fee_months,
          (select coalesce(sum(quantity), 0)::text from invoice_lines x where x.invoice_number = i.invoice_number and x.kind = 'transferBasicFee') as transfer_fee_months,
          (select coalesce(sum(quantity), 0)::text from invoice_lines x where x.invoice_number = i.invoice_number and x.kind = 'dhPower') as dh_power_months
     from invoices i
     join location_access la on la.location_identifier = i.location_identifier and la.user_id = $1
    where i.company = $2 and i.customer_code = $3 and ($4::int is null or extract(year from i.period_start) = $4::int)
    order by i.period_start, i.location_identifier, i.invoice_number`,
);

/** invoiceFactsService's customerInvoices: the invoices of a customer code on the places the viewer sees. */
export async function customerInvoices(db: Queryable, query: CustomerInvoicesQuery): Promise<InvoiceFact[]> {
  const { rows } = await db.query<InvoiceFactRow>(CUSTOMER_INVOICES, [query.viewerId, query.company, query.customerCode, query.year]);
  return rows.map((row) => ({
    invoiceNumber: row.invoice_number,
    locationIdentifier: row.location_identifier,
    contractId: row.contract_id,
    detailType: row.detail_type,
    status: row.status,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    dueDate: row.due_date,
    amountCents: BigInt(row.amount_cents),
    amountVat0Cents: BigInt(row.amount_vat0_cents),
    energyKwh: row.energy_kwh,
    energyBasicFeeMonths: row.energy_fee_months,
    transferBasicFeeMonths: row.transfer_fee_months,
    dhPowerMonths: row.dh_power_months,
  }));
}
