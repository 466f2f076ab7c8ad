import type { Queryable } from '@portal/core/server';
import type { InvoiceStatus } from '../../contract/invoice';

/** An invoice header as the routes use it; money in integer cents (bigint from the database as text). */
export interface InvoiceRow {
  readonly invoiceNumber: string;
  readonly status: InvoiceStatus;
  readonly companyName: string;
  readonly company: string;
  readonly customerCode: string;
  readonly contractId: string;
  readonly contractType: string;
  readonly locationIdentifier: string;
  readonly placeName: string;
  readonly placeAddress: string;
  readonly detailType: 'electricity' | 'districtHeating';
  readonly periodStart: string;
  readonly periodEnd: string;
  readonly invoiceDate: string;
  readonly dueDate: string;
  readonly reference: string;
  readonly iban: string;
  readonly amountVat0Cents: bigint;
  readonly vatCents: bigint;
  readonly amountCents: bigint;
}

interface RawRow extends Omit<InvoiceRow, 'amountVat0Cents' | 'vatCents' | 'amountCents'> {
  readonly amountVat0Cents: string;
  readonly vatCents: string;
  readonly amountCents: string;
}

/** 'overdue' is an open invoice whose due date has passed on `$today` (a Helsinki date). */
const SELECT = `
  select i.invoice_number as "invoiceNumber",
         case when i.status = 'open' and i.due_date < $2::date then 'overdue' else i.status end as status,
         c.name as "companyName", i.company, i.customer_code as "customerCode", i.contract_id as "contractId",
         i.contract_type as "contractType", i.location_identifier as "locationIdentifier", l.name as "placeName",
         l.street_address || ', ' || l.postal_code || ' ' || l.city as "placeAddress", i.detail_type as "detailType",
         to_char(i.period_start, 'YYYY-MM-DD') as "periodStart", to_char(i.period_end, 'YYYY-MM-DD') as "periodEnd",
         to_char(i.invoice_date, 'YYYY-MM-DD') as "invoiceDate", to_char(i.due_date, 'YYYY-MM-DD') as "dueDate",
         i.reference, i.iban, i.amount_vat0_cents::text as "amountVat0Cents", i.vat_cents::text as "vatCents",
         i.amount_cents::text as "amountCents"
  from invoices i join companies c on c.code = i.company
  join locations l on l.location_identifier = i.location_identifier`;

const toRow = (raw: RawRow): InvoiceRow => ({
  ...raw,
  amountVat0Cents: BigInt(raw.amountVat0Cents),
  vatCents: BigInt(raw.vatCents),
  amountCents: BigInt(raw.amountCents),
});

/** Invoices of the given places at this company, newest first. */
export async function loadInvoiceRows(db: Queryable, company: string, locationIdentifiers: readonly string[], today: string): Promise<InvoiceRow[]> {
  if (locationIdentifiers.length === 0) return [];
  const result = await db.query<RawRow>(
    `${SELECT} where i.company = $1 and i.location_identifier = any($3::text[])
     order by i.period_start desc, i.invoice_number desc`,
    [company, today, locationIdentifiers],
  );
  return result.rows.map(toRow);
}

export async function loadInvoiceRow(db: Queryable, company: string, invoiceNumber: string, today: string): Promise<InvoiceRow | null> {
  const result = await db.query<RawRow>(`${SELECT} where i.company = $1 and i.invoice_number = $3`, [company, today, invoiceNumber]);
  return result.rows[0] ? toRow(result.rows[0]) : null;
}

/** The same contract's invoice for the same month a year earlier, for the comparison. */
export async function loadYearEarlierRow(db: Queryable, invoice: InvoiceRow, today: string): Promise<InvoiceRow | null> {
  const result = await db.query<RawRow>(
    `${SELECT} where i.company = $1 and i.location_identifier = $3
       and i.period_start >= ($4::date - interval '1 year')::date
       and i.period_start < (date_trunc('month', $4::date - interval '1 year') + interval '1 month')::date
     order by i.period_start limit 1`,
    [invoice.company, today, invoice.locationIdentifier, invoice.periodStart],
  );
  return result.rows[0] ? toRow(result.rows[0]) : null;
}
