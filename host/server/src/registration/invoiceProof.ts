import { createHash, timingSafeEqual } from 'node:crypto';
import type { CompanyCode, Queryable } from '@portal/core/server';
import type { InvoiceReferencesService } from '@portal/plugin-invoices/common';
import { findCustomer, type CustomerRecord } from './customerRegister';

export interface InvoiceProofInput {
  readonly company: CompanyCode;
  readonly customerCode: string;
  readonly invoiceReference: string;
}

/** Spaces and case do not matter: references are printed in groups (RF references) and typed as seen. */
export const normalizeReference = (value: string) => value.replace(/\s+/g, '').toUpperCase();

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

// Compared against when the customer code does not exist, so a wrong code costs the same work as a wrong reference.
const DUMMY_REFERENCES = ['00000000000000000000'];

/**
 * The customer when `invoiceReference` is the payment reference of one of the customer code's invoices
 * dated since `since` (YYYY-MM-DD), else null. Both halves must match the same customer. Every stored
 * reference is compared as a fixed-length digest with timingSafeEqual and without stopping early, so
 * the answer's timing tells little about which half was wrong.
 */
export async function proveByInvoice(
  db: Queryable,
  invoiceReferences: InvoiceReferencesService | undefined,
  input: InvoiceProofInput,
  since: string,
): Promise<CustomerRecord | null> {
  const customer = await findCustomer(db, input.company, input.customerCode);
  const references: string[] = [];
  if (customer && invoiceReferences) {
    references.push(...(await invoiceReferences.recentInvoiceReferences({ company: input.company, customerCode: input.customerCode, since })));
  }
  const typed = digest(normalizeReference(input.invoiceReference));
  let matched = false;
  for (const reference of references.length ? references : DUMMY_REFERENCES) {
    // Bitwise or, not ||: every comparison runs.
    matched = timingSafeEqual(typed, digest(normalizeReference(reference))) || matched;
  }
  return customer && references.length && matched ? customer : null;
}
