import type { CompanyCode } from '../permissions/permissionKeys';
import type { Queryable } from './database';

/**
 * Evidence that a person holds a customer code, owned by the plugin that keeps it and read by the host's
 * registration (POST /v3/user/register). Plugins never import each other or the host (DESIGN), so the
 * owner declares a reader in its ServerPlugin's `customerProofs`.
 */
export interface InvoiceReferenceQuery {
  readonly company: CompanyCode;
  readonly customerCode: string;
  /** Only invoices dated on or after this local date (YYYY-MM-DD) count as "recent". */
  readonly since: string;
}

export interface CustomerProofs {
  /**
   * The payment references of the customer's invoices dated since `query.since`, digits and letters
   * only (no spaces). The host compares them itself, in constant time, so a reader never branches on
   * what the person typed.
   */
  readonly recentInvoiceReferences?: (db: Queryable, query: InvoiceReferenceQuery) => Promise<string[]>;
}

/** What a person types to prove a customer code at this portal's company: SPEC's invoice proof. */
export interface InvoiceCustomershipInput {
  readonly customerNumber: string;
  readonly invoiceReference: string;
  /** Only codes of this customer type may be added; another type is refused with 400 on `body.customerNumber`. */
  readonly customerType?: 'B2C' | 'B2B';
}

/** A customer code tied to the caller; `added` false when they already held it. */
export interface AddedCustomership {
  readonly customerCode: string;
  readonly customerType: 'B2C' | 'B2B';
  readonly added: boolean;
  /** Places that became the caller's as owner. */
  readonly places: number;
}
