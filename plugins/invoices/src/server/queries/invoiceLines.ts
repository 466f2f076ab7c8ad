import type { Queryable } from '@portal/core/server';
import type { LineKind } from '../billing/invoiceLine';

export interface InvoiceLineRow {
  readonly kind: LineKind;
  readonly quantity: string;
  readonly unit: 'kWh' | 'month';
  readonly unitPrice: string | null;
  readonly vatRatePercent: string;
  readonly amountVat0Cents: bigint;
  readonly vatCents: bigint;
  readonly amountCents: bigint;
}

export async function loadInvoiceLines(db: Queryable, invoiceNumbers: readonly string[]): Promise<Map<string, InvoiceLineRow[]>> {
  const result = await db.query<Record<string, string | null>>(
    `select invoice_number, kind, quantity::text, unit, unit_price::text, vat_rate_percent::text,
            amount_vat0_cents::text, vat_cents::text, amount_cents::text
     from invoice_lines where invoice_number = any($1::text[]) order by invoice_number, line_no`,
    [invoiceNumbers],
  );
  const lines = new Map<string, InvoiceLineRow[]>();
  for (const row of result.rows) {
    const number = row.invoice_number!;
    lines.set(number, [
      ...(lines.get(number) ?? []),
      {
        kind: row.kind as LineKind,
        quantity: row.quantity!,
        unit: row.unit as 'kWh' | 'month',
        unitPrice: row.unit_price ?? null,
        vatRatePercent: row.vat_rate_percent!,
        amountVat0Cents: BigInt(row.amount_vat0_cents!),
        vatCents: BigInt(row.vat_cents!),
        amountCents: BigInt(row.amount_cents!),
      },
    ]);
  }
  return lines;
}
