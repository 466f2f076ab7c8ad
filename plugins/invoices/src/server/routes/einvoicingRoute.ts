import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { einvoicingResponseSchema } from '../../contract/einvoicing';
import { loadEinvoicing } from '../model/loadEinvoicing';
import { userParamsSchema } from '../paramsSchemas';

/** GET /v1/invoices/user/:id/einvoicing */
export function registerEinvoicingRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/v1/invoices/user/:id/einvoicing',
    access: 'session',
    pathParams: { id: 'ownUserId' },
    schemas: { params: userParamsSchema, response: einvoicingResponseSchema },
    async handler({ user }) {
      return loadEinvoicing(context, user);
    },
  });
}
