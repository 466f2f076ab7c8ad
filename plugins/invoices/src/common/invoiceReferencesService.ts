import { createServiceRef } from '@portal/core/server';

/** Which customer's recent invoices: "recent" = dated on or after `since` (local date YYYY-MM-DD). */
export interface InvoiceReferenceQuery {
  readonly company: string;
  readonly customerCode: string;
  readonly since: string;
}

/**
 * Evidence of holding a customer code, for registration's "customer number + invoice reference" proof
 * (docs/registration.md): the payment references of the customer's recent invoices, digits and letters
 * only. The caller compares them itself, in constant time, so this never branches on what was typed.
 */
export interface InvoiceReferencesService {
  recentInvoiceReferences(query: InvoiceReferenceQuery): Promise<string[]>;
}

export const invoiceReferencesServiceRef = createServiceRef<InvoiceReferencesService>({ id: 'plugin.invoices.references' });
