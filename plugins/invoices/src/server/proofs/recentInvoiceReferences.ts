import type { Queryable } from '@portal/core/server';
import type { InvoiceReferenceQuery } from '../../common/invoiceReferencesService';

/**
 * The payment references of a customer's recent invoices, for registration's "customer number +
 * invoice reference" proof (the plugin's invoiceReferencesService). Stored references may be printed in groups of five
 * (RF references), so spaces go; the host compares.
 */
export async function recentInvoiceReferences(db: Queryable, query: InvoiceReferenceQuery): Promise<string[]> {
  const { rows } = await db.query<{ reference: string }>(
    `select reference from invoices where company = $1 and customer_code = $2 and invoice_date >= $3::date
     order by invoice_date desc limit 50`,
    [query.company, query.customerCode, query.since],
  );
  return rows.map((row) => row.reference.replace(/\s+/g, '').toUpperCase());
}
