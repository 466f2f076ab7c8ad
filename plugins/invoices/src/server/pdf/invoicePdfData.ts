import type { InvoiceLineRow } from '../queries/invoiceLines';

/** Everything the PDF prints, gathered by the route; the renderer does no queries. */
export interface InvoicePdfData {
  readonly issuer: {
    readonly name: string;
    readonly brandColor: string;
    readonly businessId: string;
    readonly iban: string;
    readonly bic: string;
  };
  readonly customer: { readonly name: string; readonly customerCode: string };
  readonly place: { readonly locationIdentifier: string; readonly name: string; readonly address: string; readonly postalAddress: string };
  readonly invoiceNumber: string;
  readonly contractCode: string;
  readonly invoiceDate: string;
  readonly dueDate: string;
  readonly periodStart: string;
  readonly periodEnd: string;
  readonly reference: string;
  readonly paid: boolean;
  readonly lines: readonly InvoiceLineRow[];
  readonly amountVat0Cents: bigint;
  readonly amountCents: bigint;
  /** 54 digits, or null when there is nothing to pay. */
  readonly barcode: string | null;
}
