import { createServiceRef } from '@portal/core/server';

/** A business customer's invoices on the places one login sees, e.g. a year of them (null: every year). */
export interface CustomerInvoicesQuery {
  readonly company: string;
  readonly customerCode: string;
  /** Only invoices of places this user has a location_access grant on. */
  readonly viewerId: string;
  readonly year: number | null;
}

/** One invoice as other plugins may read it: amounts in cents and quantities as exact decimal text. */
export interface InvoiceFact {
  readonly invoiceNumber: string;
  readonly locationIdentifier: string;
  readonly contractId: string;
  readonly detailType: 'electricity' | 'districtHeating';
  readonly status: string;
  /** Local dates YYYY-MM-DD. */
  readonly periodStart: string;
  readonly periodEnd: string;
  readonly dueDate: string;
  readonly amountCents: bigint;
  readonly amountVat0Cents: bigint;
  /** Invoiced energy (electricity or district heat) in kWh; null when the invoice has no energy line. */
  readonly energyKwh: string | null;
  /** Months of each monthly fee the invoice bills ("0" when none). */
  readonly energyBasicFeeMonths: string;
  readonly transferBasicFeeMonths: string;
  readonly dhPowerMonths: string;
}

/**
 * The invoices plugin's facts for other plugins (b2b's company invoice list and invoice check), so no
 * other plugin reads its tables. Ordered by period start, then place, then invoice number.
 */
export interface InvoiceFactsService {
  customerInvoices(query: CustomerInvoicesQuery): Promise<readonly InvoiceFact[]>;
}

export const invoiceFactsServiceRef = createServiceRef<InvoiceFactsService>({ id: 'plugin.invoices.facts' });
