import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { invoiceSummarySchema, summaryQuerySchema } from '../../contract/invoice';
import { loadSummary } from '../model/loadSummary';
import { userParamsSchema } from '../paramsSchemas';

/** GET /v2/invoices/user/:id/summary?locationIdentifier= — requirements §3 invoice summary of one place. */
export function registerSummaryRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/v2/invoices/user/:id/summary',
    access: 'session',
    pathParams: { id: 'activeUserId' },
    resourceFields: { query: { locationIdentifier: 'location' } },
    schemas: { params: userParamsSchema, query: summaryQuerySchema, response: invoiceSummarySchema },
    async handler({ query, user }) {
      const grant = await context.access.requireLocation(user, context.company, query.locationIdentifier, 'read');
      return loadSummary(context, grant);
    },
  });
}
