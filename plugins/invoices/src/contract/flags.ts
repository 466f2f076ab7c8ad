import { defineFlags, type FlagKeyOf } from '@portal/core/shared';

/**
 * The feature flags the invoices plugin owns (requirements §2), read by both its web manifest and its server plugin.
 * Off unless the company's distribution or an administrator turns them on.
 */
export const INVOICES_FLAGS = defineFlags({
  invoices: { default: false, description: 'Invoices page: invoice list, PDFs, due-date change and e-invoicing.' },
});

export type InvoicesFlag = FlagKeyOf<typeof INVOICES_FLAGS>;
