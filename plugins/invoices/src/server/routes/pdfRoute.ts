import { ApiError, defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireInvoice } from '../access/invoiceAccess';
import { INVOICE_ISSUERS } from '../billing/invoiceIssuers';
import { barcodeOf } from '../model/invoiceDto';
import { invoiceParamsSchema } from '../paramsSchemas';
import { renderInvoicePdf } from '../pdf/renderInvoicePdf';
import { loadInvoiceLines } from '../queries/invoiceLines';
import { loadInvoicePlace } from '../queries/invoicePlace';
import { today } from '../today';

const pdfQuerySchema = z.object({ lang: z.enum(['fi', 'sv', 'en']).default('fi') });
const pdfSchema = z.custom<Buffer>((value) => Buffer.isBuffer(value), 'a PDF');

/**
 * GET /v2/invoices/user/:id/invoice/:invoiceNumber/pdf (and the v1 path, the same PDF): rendered on
 * request from the stored invoice, so it always shows what the portal shows. An invoice with nothing
 * to print (no lines) answers 404 PDF_NOT_FOUND, which the web shows as core's "PDF not found" modal.
 */
export function registerPdfRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  for (const url of ['/v2/invoices/user/:id/invoice/:invoiceNumber/pdf', '/v1/invoices/user/:id/invoice/:invoiceNumber/pdf']) {
    defineRoute(app, {
      method: 'GET',
      url,
      access: 'session',
      pathParams: { id: 'activeUserId', invoiceNumber: { resource: 'invoice' } },
      schemas: { params: invoiceParamsSchema, query: pdfQuerySchema, response: pdfSchema },
      async handler({ params, query, reply, user }) {
        const { invoice } = await requireInvoice(context, user, params.invoiceNumber, today(context));
        const lines = (await loadInvoiceLines(context.db, [invoice.invoiceNumber])).get(invoice.invoiceNumber) ?? [];
        const place = await loadInvoicePlace(context.db, invoice.locationIdentifier);
        if (lines.length === 0 || !place) throw new ApiError('PDF_NOT_FOUND', 'No PDF for this invoice');
        const issuer = INVOICE_ISSUERS[context.company];
        const pdf = await renderInvoicePdf(
          {
            issuer: { name: invoice.companyName, brandColor: issuer.brandColor, businessId: issuer.businessId, iban: invoice.iban, bic: issuer.bic },
            customer: { name: place.customerName, customerCode: invoice.customerCode },
            place,
            invoiceNumber: invoice.invoiceNumber,
            contractCode: invoice.contractId,
            invoiceDate: invoice.invoiceDate,
            dueDate: invoice.dueDate,
            periodStart: invoice.periodStart,
            periodEnd: invoice.periodEnd,
            reference: invoice.reference,
            paid: invoice.status === 'paid' || invoice.status === 'complete',
            lines,
            amountVat0Cents: invoice.amountVat0Cents,
            amountCents: invoice.amountCents,
            barcode: barcodeOf(invoice) ?? null,
          },
          query.lang,
        );
        reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="lasku-${invoice.invoiceNumber}.pdf"`)
          // Invoices are personal data: no shared caches.
          .header('cache-control', 'private, no-store');
        return pdf;
      },
    });
  }
}
