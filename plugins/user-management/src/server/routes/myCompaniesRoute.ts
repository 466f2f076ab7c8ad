import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { myCompaniesResponseSchema } from '../../contract/userManagement';
import { claimUnmanagedCompanies } from '../company/membership';

const paramsSchema = z.object({ id: z.string().min(1).max(100) });

/**
 * GET /v2/b2b/user/:id/userManagement/companies — the business customers the caller is the main user or
 * a sub-user of. The page needs it to pick a company (and to tell a sub-user that management is the
 * main user's); requirements §7 shows no such path, so it is named after the plugin.
 */
export function registerMyCompaniesRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/v2/b2b/user/:id/userManagement/companies',
    access: 'session',
    pathParams: { id: 'ownUserId' },
    schemas: { params: paramsSchema, response: myCompaniesResponseSchema },
    async handler({ user }) {
      await claimUnmanagedCompanies(context.db, context.company, user.id, context.now());
      const { rows } = await context.db.query<{ customer_code: string; business_name: string | null; role: 'main' | 'sub' }>(
        `select cu.customer_code, cu.role,
                (select cs.business_name from customerships cs
                  where cs.company = cu.company and cs.customer_code = cu.customer_code and cs.business_name is not null
                  order by cs.user_id limit 1) as business_name
           from user_management_company_users cu
          where cu.company = $1 and cu.user_id = $2
          order by cu.role = 'main' desc, cu.customer_code`,
        [context.company, user.id],
      );
      return { companies: rows.map((row) => ({ customerCode: row.customer_code, businessName: row.business_name, role: row.role })) };
    },
  });
}
