import { defineRoute, notFound, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { invoiceDetailsSchema } from '../../contract/invoice';
import { requireInvoice } from '../access/invoiceAccess';
import { INVOICE_ISSUERS } from '../billing/invoiceIssuers';
import { invoicedKwh, toDetail, toLineDto, toListItem } from '../model/invoiceDto';
import { yearOverYear } from '../model/yearOverYear';
import { invoiceParamsSchema } from '../paramsSchemas';
import { loadInvoiceLines } from '../queries/invoiceLines';
import { loadInvoicePlace } from '../queries/invoicePlace';
import { loadYearEarlierRow } from '../queries/invoiceRows';
import { today } from '../today';
import { centsToEuros } from '@portal/domain';

/** GET /v2/invoices/user/:id/invoice/:invoiceNumber/details — lines, payment details, year-on-year comparison. */
export function registerDetailsRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/v2/invoices/user/:id/invoice/:invoiceNumber/details',
    access: 'session',
    pathParams: { id: 'activeUserId', invoiceNumber: { resource: 'invoice' } },
    schemas: { params: invoiceParamsSchema, response: invoiceDetailsSchema },
    async handler({ params, user }) {
      const date = today(context);
      const { invoice } = await requireInvoice(context, user, params.invoiceNumber, date);
      const place = await loadInvoicePlace(context.db, invoice.locationIdentifier);
      if (!place) throw notFound('Invoice');
      const previous = await loadYearEarlierRow(context.db, invoice, date);
      const lines = await loadInvoiceLines(context.db, [invoice.invoiceNumber, ...(previous ? [previous.invoiceNumber] : [])]);
      const own = lines.get(invoice.invoiceNumber) ?? [];
      const issuer = INVOICE_ISSUERS[context.company];
      return {
        detail: toDetail(invoice, own),
        item: toListItem(invoice),
        lines: own.map(toLineDto),
        vatTotal: centsToEuros(invoice.vatCents),
        reference: invoice.reference,
        iban: invoice.iban,
        bic: issuer.bic,
        place: { locationIdentifier: place.locationIdentifier, name: place.name, address: `${place.address}, ${place.postalAddress}` },
        comparison: previous
          ? yearOverYear({ row: invoice, kwh: invoicedKwh(own) }, { row: previous, kwh: invoicedKwh(lines.get(previous.invoiceNumber) ?? []) })
          : null,
      };
    },
  });
}
