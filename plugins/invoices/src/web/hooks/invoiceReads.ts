import { useApi } from '@portal/core';
import {
  banksResponseSchema,
  einvoicingResponseSchema,
  INVOICE_API,
  invoiceDetailsSchema,
  invoiceListResponseSchema,
  invoiceSummarySchema,
} from '../../contract';

/** The reads of the invoice pages, cached by SWR; null keys wait for the user id. */
export const useInvoiceList = (userId: string | null) => useApi(userId ? INVOICE_API.list(userId) : null, invoiceListResponseSchema);

export const useInvoiceSummary = (userId: string | null, locationIdentifier: string | null) =>
  useApi(userId && locationIdentifier ? ([INVOICE_API.summary(userId), { locationIdentifier }] as const) : null, invoiceSummarySchema);

export const useInvoiceDetails = (userId: string | null, invoiceNumber: string) =>
  useApi(userId ? INVOICE_API.details(userId, invoiceNumber) : null, invoiceDetailsSchema);

export const useEinvoicing = (userId: string | null) => useApi(userId ? INVOICE_API.einvoicing(userId) : null, einvoicingResponseSchema);

export const useEinvoiceBanks = () => useApi(INVOICE_API.banks(), banksResponseSchema);
