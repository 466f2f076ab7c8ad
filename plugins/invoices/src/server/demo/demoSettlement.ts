import { addLocalDays, type LocalDate } from '@portal/domain';
import type { IssuedInvoiceDraft, Settlement } from '../billing/issueInvoices';

/** A small deterministic hash (FNV-1a) so the demo's choices depend only on the seed and the invoice. */
function hash(seed: number, text: string): number {
  let h = 0x811c9dc5 ^ seed;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/**
 * How demo invoices stand on `today`: everything not yet due is open; of the rest most are paid a few
 * days before the due date, about one in twelve is complete (settled without a payment, e.g. offset
 * against a credit), and every seventh contract has left its latest past-due invoice unpaid, so the
 * portal shows an overdue one.
 */
export function demoSettlement(seed: number, today: LocalDate) {
  return (draft: IssuedInvoiceDraft): Settlement => {
    if (draft.dueDate >= today) return { status: 'open', paidDate: null };
    const isLatestPastDue = draft.indexInContract === draft.countInContract - 2 || draft.countInContract === 1;
    if (draft.contractIndex % 7 === 3 && isLatestPastDue) return { status: 'open', paidDate: null };
    const roll = hash(seed, draft.invoiceNumber);
    if (roll % 12 === 5) return { status: 'complete', paidDate: null };
    const paidDate = addLocalDays(draft.dueDate, -(roll % 5));
    return { status: 'paid', paidDate: paidDate < draft.invoiceDate ? draft.invoiceDate : paidDate };
  };
}
