import { addLocalDays, type LocalDate } from '@portal/domain';
import { type CompanyCode, type Queryable } from '@portal/core/server';
import { DEFAULT_DUE_DATE_CODE, type DueDateCode } from '../../contract/dueDate';
import { finnishReference } from '../banking/finnishReference';
import { rfReference } from '../banking/rfReference';
import { isDistrictHeating, type BillableContract } from './billableContract';
import { billingSegments, nextMonth, type BillingSegment } from './billingSegments';
import { dueDateFor, invoiceDateFor } from './invoiceDates';
import { INVOICE_ISSUERS } from './invoiceIssuers';
import type { ExactLine, InvoiceLine } from './invoiceLine';
import { loadBillableContracts, loadRateTables } from './loadBillingData';
import { meteredSums, type SumRequest } from './meteredSums';
import { invoiceTotals, roundInvoiceLines } from './roundInvoiceLines';
import { segmentLines } from './segmentLines';

/** How an issued invoice stands; the demo decides it, a real system would learn it from payments. */
export interface Settlement {
  readonly status: 'open' | 'paid' | 'complete';
  readonly paidDate: LocalDate | null;
}

export interface IssuedInvoiceDraft {
  readonly invoiceNumber: string;
  readonly contract: BillableContract;
  /** Position of the contract in issuing order, for deterministic demo choices. */
  readonly contractIndex: number;
  readonly month: string;
  readonly invoiceDate: LocalDate;
  readonly dueDate: LocalDate;
  /** This contract's invoices, newest last; the draft's own position in that list. */
  readonly indexInContract: number;
  readonly countInContract: number;
}

export interface IssueInvoicesOptions {
  /** First invoiced month `YYYY-MM`, inclusive. */
  readonly fromMonth: string;
  /** Month after the last invoiced one, exclusive. */
  readonly untilMonth: string;
  readonly contractIds?: readonly string[];
  /** The due-day code in force for a contract on an invoice date. */
  readonly dueDateCode?: (contract: BillableContract, invoiceDate: LocalDate) => DueDateCode;
  readonly settle: (draft: IssuedInvoiceDraft) => Settlement;
}

interface PendingInvoice {
  readonly contract: BillableContract;
  readonly contractIndex: number;
  readonly month: string;
  readonly segments: { readonly segment: BillingSegment; readonly request: number }[];
}

function monthsBetween(from: string, until: string): string[] {
  const months: string[] = [];
  for (let month = from; month < until; month = nextMonth(month)) months.push(month);
  return months;
}

/** Invoice numbers continue each company's series: prefix digit + 9-digit sequence. */
async function nextSequences(tx: Queryable): Promise<Map<string, number>> {
  const result = await tx.query<{ company: string; last: string | null }>(
    `select company, max(substr(invoice_number, 2)::bigint)::text as last from invoices group by company`,
  );
  return new Map(result.rows.map((row) => [row.company, Number(row.last ?? 0)]));
}

/**
 * Issues monthly invoices for every invoiced contract from metered data: energy at the price in force
 * per interval, basic fees, the network part where invoiced, district heating energy and power fee,
 * VAT per delivery date and category, rounded by roundInvoiceLines' rule. Writes invoices and lines;
 * returns how many invoices were issued. Months with no day under contract produce no invoice.
 */
export async function issueInvoices(tx: Queryable, options: IssueInvoicesOptions): Promise<number> {
  const contracts = await loadBillableContracts(tx, options.contractIds);
  const rates = await loadRateTables(tx);
  const months = monthsBetween(options.fromMonth, options.untilMonth);

  const requests: SumRequest[] = [];
  const pending: PendingInvoice[] = [];
  contracts.forEach((contract, contractIndex) => {
    for (const month of months) {
      const segments = billingSegments(month, contract, rates.changeDates);
      if (segments.length === 0) continue;
      pending.push({
        contract,
        contractIndex,
        month,
        segments: segments.map((segment) => {
          requests.push({
            meteringPointId: contract.meteringPointId,
            startUtc: segment.startUtc,
            endUtc: segment.endUtc,
            districtHeating: isDistrictHeating(contract),
            spot: contract.pricing === 'SPOT',
          });
          return { segment, request: requests.length - 1 };
        }),
      });
    }
  });
  const sums = await meteredSums(tx, requests);

  const sequences = await nextSequences(tx);
  const perContract = new Map<string, number>();
  for (const invoice of pending) perContract.set(invoice.contract.id, (perContract.get(invoice.contract.id) ?? 0) + 1);
  const seenInContract = new Map<string, number>();

  const headers: unknown[][] = [];
  const lineRows: { invoiceNumber: string; lineNo: number; line: InvoiceLine }[] = [];
  for (const invoice of pending) {
    const { contract } = invoice;
    const parts: ExactLine[] = invoice.segments.flatMap(({ segment, request }) =>
      segmentLines(contract, segment, sums[request]!, rates.vat, rates.tax),
    );
    const lines = roundInvoiceLines(parts);
    const totals = invoiceTotals(lines);

    const issuer = INVOICE_ISSUERS[contract.company as CompanyCode];
    const sequence = (sequences.get(contract.company) ?? 0) + 1;
    sequences.set(contract.company, sequence);
    const invoiceNumber = `${issuer.numberPrefix}${String(sequence).padStart(9, '0')}`;
    // The national reference is the invoice number with its check digit; business customers get
    // the international RF form of the same reference (their payment systems match on it).
    const national = finnishReference(invoiceNumber);
    const reference = contract.customerType === 'B2B' ? rfReference(national) : national;
    const invoiceDate = invoiceDateFor(invoice.month);
    const dueDate = dueDateFor(invoiceDate, options.dueDateCode?.(contract, invoiceDate) ?? DEFAULT_DUE_DATE_CODE);
    const indexInContract = seenInContract.get(contract.id) ?? 0;
    seenInContract.set(contract.id, indexInContract + 1);
    const settlement = options.settle({
      invoiceNumber,
      contract,
      contractIndex: invoice.contractIndex,
      month: invoice.month,
      invoiceDate,
      dueDate,
      indexInContract,
      countInContract: perContract.get(contract.id) ?? 1,
    });

    const first = invoice.segments[0]!.segment;
    const last = invoice.segments[invoice.segments.length - 1]!.segment;
    headers.push([
      invoiceNumber,
      contract.company,
      contract.customerCode,
      contract.id,
      contract.locationIdentifier,
      contract.contractType,
      isDistrictHeating(contract) ? 'districtHeating' : 'electricity',
      first.fromDate,
      addLocalDays(last.untilDate, -1),
      invoiceDate,
      dueDate,
      settlement.status,
      settlement.paidDate,
      reference,
      issuer.iban,
      totals.amountVat0Cents.toString(),
      totals.vatCents.toString(),
      totals.amountCents.toString(),
    ]);
    lines.forEach((line, index) => lineRows.push({ invoiceNumber, lineNo: index + 1, line }));
  }

  await insertInvoices(tx, headers);
  await insertLines(tx, lineRows);
  return headers.length;
}

/** Column-wise arrays through unnest: one statement however many invoices. */
function columns(rows: readonly unknown[][], count: number): unknown[][] {
  return Array.from({ length: count }, (_, column) => rows.map((row) => row[column]));
}

async function insertInvoices(tx: Queryable, rows: readonly unknown[][]): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `insert into invoices (invoice_number, company, customer_code, contract_id, location_identifier, contract_type,
       detail_type, period_start, period_end, invoice_date, due_date, status, paid_date, reference, iban,
       amount_vat0_cents, vat_cents, amount_cents)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
       $8::date[], $9::date[], $10::date[], $11::date[], $12::text[], $13::date[], $14::text[], $15::text[],
       $16::bigint[], $17::bigint[], $18::bigint[])`,
    columns(rows, 18),
  );
}

async function insertLines(tx: Queryable, rows: readonly { invoiceNumber: string; lineNo: number; line: InvoiceLine }[]): Promise<void> {
  if (rows.length === 0) return;
  const values = rows.map(({ invoiceNumber, lineNo, line }) => [
    invoiceNumber,
    lineNo,
    line.kind,
    line.quantity,
    line.unit,
    line.unitPrice,
    line.vatCategory,
    line.vatRatePercent,
    line.amountVat0Cents.toString(),
    line.vatCents.toString(),
    line.amountCents.toString(),
  ]);
  await tx.query(
    `insert into invoice_lines (invoice_number, line_no, kind, quantity, unit, unit_price, vat_category,
       vat_rate_percent, amount_vat0_cents, vat_cents, amount_cents)
     select * from unnest($1::text[], $2::smallint[], $3::text[], $4::numeric[], $5::text[], $6::numeric[], $7::text[],
       $8::numeric[], $9::bigint[], $10::bigint[], $11::bigint[])`,
    columns(values, 11),
  );
}
