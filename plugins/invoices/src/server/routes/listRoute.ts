import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { invoiceListResponseSchema, invoiceStatusSchema } from '../../contract/invoice';
import { toListItem } from '../model/invoiceDto';
import { userParamsSchema } from '../paramsSchemas';
import { loadInvoiceRows } from '../queries/invoiceRows';
import { today } from '../today';

const listQuerySchema = z.object({
  locationIdentifier: z.string().min(1).max(100).optional(),
  status: invoiceStatusSchema.optional(),
});

/** GET /v1/invoices/user/:id?locationIdentifier=&status= — the invoices of every place the user sees. */
export function registerListRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/v1/invoices/user/:id',
    access: 'session',
    pathParams: { id: 'activeUserId' },
    schemas: { params: userParamsSchema, query: listQuerySchema, response: invoiceListResponseSchema },
    async handler({ query, user }) {
      const grants = await context.access.visibleLocations(user, context.company);
      // A place the user may not see filters to nothing, exactly like a place without invoices.
      const places = grants
        .map((grant) => grant.locationIdentifier)
        .filter((id) => query.locationIdentifier === undefined || id === query.locationIdentifier);
      const rows = await loadInvoiceRows(context.db, context.company, places, today(context));
      return { invoices: rows.filter((row) => !query.status || row.status === query.status).map(toListItem) };
    },
  });
}
