import type { InvoiceListItem } from '../../contract';

export interface MonthlyAmount {
  /** YYYY-MM of the delivery month. */
  readonly month: string;
  readonly amount: number;
  readonly amountVat0: number;
}

/** Invoiced amount per delivery month (several places add up), oldest first, for the chart. */
export function monthlyAmounts(invoices: readonly InvoiceListItem[]): MonthlyAmount[] {
  const byMonth = new Map<string, { amount: number; amountVat0: number }>();
  for (const invoice of invoices) {
    const month = invoice.periodStart.slice(0, 7);
    const sum = byMonth.get(month) ?? { amount: 0, amountVat0: 0 };
    // Cents as integers while adding, so 0.1 + 0.2 never shows up on a bar.
    sum.amount += Math.round(invoice.amount * 100);
    sum.amountVat0 += Math.round(invoice.amountVat0 * 100);
    byMonth.set(month, sum);
  }
  return [...byMonth]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, sum]) => ({ month, amount: sum.amount / 100, amountVat0: sum.amountVat0 / 100 }));
}

/** `2025-12` → `12/2025`, as Finnish month labels are written. */
export function monthLabel(month: string): string {
  return `${Number(month.slice(5, 7))}/${month.slice(0, 4)}`;
}
