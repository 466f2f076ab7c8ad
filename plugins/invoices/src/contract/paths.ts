/**
 * The invoice calls (requirements §7 "Invoices (summary, PDF, details)" and the v1 "invoices (list, single,
 * PDF, e-invoicing, banks, POST e-invoice proposal)"); SPEC does not show the paths, these are ours:
 *   GET  /v2/invoices/user/:id/summary?locationIdentifier=
 *   GET  /v2/invoices/user/:id/invoice/:invoiceNumber/details
 *   GET  /v2/invoices/user/:id/invoice/:invoiceNumber/pdf
 *   POST /v2/invoices/user/:id/duedate                      { locationIdentifier, invoiceDueDateCode }
 *   GET  /v1/invoices/user/:id?locationIdentifier=&status=
 *   GET  /v1/invoices/user/:id/invoice/:invoiceNumber
 *   GET  /v1/invoices/user/:id/invoice/:invoiceNumber/pdf   (the same PDF as v2)
 *   GET  /v1/invoices/einvoicing/banks
 *   GET  /v1/invoices/user/:id/einvoicing
 *   POST /v1/invoices/user/:id/einvoicing/proposal          { customerCode, bankBic, einvoiceAddress }
 * `:id` is always the caller's own user id; any other id answers 404. INVOICE_API builds the web's
 * URLs (with the /api prefix the ApiClient expects).
 */
const user = (userId: string) => encodeURIComponent(userId);
const invoice = (userId: string, invoiceNumber: string) => `/api/v2/invoices/user/${user(userId)}/invoice/${encodeURIComponent(invoiceNumber)}`;

export const INVOICE_API = {
  summary: (userId: string) => `/api/v2/invoices/user/${user(userId)}/summary`,
  details: (userId: string, invoiceNumber: string) => `${invoice(userId, invoiceNumber)}/details`,
  pdf: (userId: string, invoiceNumber: string) => `${invoice(userId, invoiceNumber)}/pdf`,
  dueDate: (userId: string) => `/api/v2/invoices/user/${user(userId)}/duedate`,
  list: (userId: string) => `/api/v1/invoices/user/${user(userId)}`,
  single: (userId: string, invoiceNumber: string) => `/api/v1/invoices/user/${user(userId)}/invoice/${encodeURIComponent(invoiceNumber)}`,
  banks: () => '/api/v1/invoices/einvoicing/banks',
  einvoicing: (userId: string) => `/api/v1/invoices/user/${user(userId)}/einvoicing`,
  einvoiceProposal: (userId: string) => `/api/v1/invoices/user/${user(userId)}/einvoicing/proposal`,
} as const;
