import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { invoiceListItemSchema } from '../../contract/invoice';
import { requireInvoice } from '../access/invoiceAccess';
import { toListItem } from '../model/invoiceDto';
import { invoiceParamsSchema } from '../paramsSchemas';
import { today } from '../today';

/** GET /v1/invoices/user/:id/invoice/:invoiceNumber */
export function registerSingleRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/v1/invoices/user/:id/invoice/:invoiceNumber',
    access: 'session',
    pathParams: { id: 'activeUserId', invoiceNumber: { resource: 'invoice' } },
    schemas: { params: invoiceParamsSchema, response: invoiceListItemSchema },
    async handler({ params, user }) {
      const { invoice } = await requireInvoice(context, user, params.invoiceNumber, today(context));
      return toListItem(invoice);
    },
  });
}
