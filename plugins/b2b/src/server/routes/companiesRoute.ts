import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { companiesResponseSchema } from '../../contract';
import { companiesOf } from '../list/companies';

/**
 * GET /v2/b2b/servicelocation/user/:id/companies: the business customers the caller reaches here, so
 * the list page knows which `:companyReferenceId` to open first and whether to offer a selector.
 * (requirements §7 names no such call; the list paths need a company before their first answer.)
 */
export function registerCompaniesRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/v2/b2b/servicelocation/user/:id/companies',
    access: 'session',
    pathParams: { id: 'ownUserId' },
    schemas: { params: z.object({ id: z.string().min(1).max(100) }), response: companiesResponseSchema },
    async handler({ user }) {
      return { companies: await companiesOf(context.db, context.company, user.id) };
    },
  });
}
