import { formatScaled, roundInvoiceLine, VAT_SCALE } from '@portal/domain';
import { LINE_KINDS, type ExactLine, type InvoiceLine } from './invoiceLine';

/**
 * THE rounding rule of invoices (one rule, applied once per line):
 *  1. parts of a line (segments of the month with the same kind, VAT rate and unit price) are added
 *     exactly;
 *  2.–3. core's roundInvoiceLine: VAT 0 to whole cents half away from zero, VAT = that × the rate
 *     rounded the same way, total = VAT 0 + VAT (in core so the market-price simulator rounds alike);
 *  4. invoice totals are sums of the lines.
 * So every printed line adds up, VAT is shown per rate as Finnish invoices do, and the invoice total
 * is exactly the sum of what is printed.
 */
export function roundInvoiceLines(parts: readonly ExactLine[]): InvoiceLine[] {
  const merged = new Map<string, ExactLine>();
  for (const part of parts) {
    const key = `${part.kind}|${part.vatCategory}|${part.vatRate}|${part.unitPrice ?? ''}`;
    const existing = merged.get(key);
    merged.set(key, existing ? { ...existing, quantity: existing.quantity + part.quantity, vat0: existing.vat0 + part.vat0 } : part);
  }
  const kindOrder = (line: ExactLine) => LINE_KINDS.indexOf(line.kind);
  return [...merged.values()]
    .sort((a, b) => kindOrder(a) - kindOrder(b) || Number(a.vatRate - b.vatRate))
    .map((line) => {
      const { amountVat0Cents, vatCents, amountCents } = roundInvoiceLine(line.vat0, line.vatRate);
      return {
        kind: line.kind,
        quantity: formatScaled(line.quantity, 4),
        unit: line.unit,
        unitPrice: line.unitPrice,
        vatCategory: line.vatCategory,
        vatRatePercent: formatScaled(line.vatRate, VAT_SCALE),
        amountVat0Cents,
        vatCents,
        amountCents,
      };
    });
}

export interface InvoiceTotals {
  readonly amountVat0Cents: bigint;
  readonly vatCents: bigint;
  readonly amountCents: bigint;
}

export function invoiceTotals(lines: readonly InvoiceLine[]): InvoiceTotals {
  return lines.reduce(
    (sum, line) => ({
      amountVat0Cents: sum.amountVat0Cents + line.amountVat0Cents,
      vatCents: sum.vatCents + line.vatCents,
      amountCents: sum.amountCents + line.amountCents,
    }),
    { amountVat0Cents: 0n, vatCents: 0n, amountCents: 0n },
  );
}
