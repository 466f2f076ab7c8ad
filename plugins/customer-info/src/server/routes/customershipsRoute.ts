import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { customershipsResponseSchema } from '../../contract/customerInfo';
import { loadCustomerships } from '../queries/customershipRows';

const paramsSchema = z.object({ id: z.string().min(1).max(100) });

/**
 * GET /v2/user/:id/customerships — the customer codes at every company (one user base spans the
 * companies, so a customer of two retailers sees both), with the details kept here.
 */
export function registerCustomershipsRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/v2/user/:id/customerships',
    access: 'session',
    pathParams: { id: 'ownUserId' },
    schemas: { params: paramsSchema, response: customershipsResponseSchema },
    async handler({ user }) {
      return { customerships: await loadCustomerships(context.db, user.id, context.company) };
    },
  });
}
