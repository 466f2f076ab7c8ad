/** What a person types to prove a customer code at this portal's company: SPEC's invoice proof. */
export interface InvoiceCustomershipInput {
  readonly customerNumber: string;
  readonly invoiceReference: string;
  /** Only codes of this customer type may be added; another type is refused with 400 on `body.customerNumber`. */
  readonly customerType?: 'B2C' | 'B2B';
}

/** A customer code tied to the caller (ServerPluginContext.addCustomershipByInvoice); `added` false when they already held it. */
export interface AddedCustomership {
  readonly customerCode: string;
  readonly customerType: 'B2C' | 'B2B';
  readonly added: boolean;
  /** Places that became the caller's as owner. */
  readonly places: number;
}
