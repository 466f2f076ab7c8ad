import { defineRoute, notFound, profileParamsSchema, profileQuerySchema, profileResponseSchema, type CompanyCode } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import type { RegistrationDeps } from './registrationDeps';

/**
 * GET /v2/user/profile/{uuid}: the user's customer mappings, with uuid = the caller's own user id
 * (priwattiUserId; another id answers 404). `refreshMappings=true` re-derives owner grants from the
 * customer codes the user holds (places that appeared since registering); `forceRefreshMappings=true`
 * does that and also drops owner grants on places whose customer code the user no longer holds. The web
 * calls it with refreshMappings after registering (docs/registration.md).
 */
export function registerProfileRoute(app: FastifyInstance, deps: RegistrationDeps): void {
  const { db } = deps.context;

  defineRoute(app, {
    method: 'GET',
    url: '/v2/user/profile/:uuid',
    access: 'session',
    // A refresh writes grants; without one the call only reads.
    writes: true,
    pathParams: { uuid: 'ownUserId' },
    schemas: { params: profileParamsSchema, query: profileQuerySchema, response: profileResponseSchema },
    async handler({ query, user }) {
      const force = query.forceRefreshMappings === true;
      const mappings =
        force || query.refreshMappings === true
          ? await db.transaction((tx) => deps.services.accounts.refreshMappings(tx, user.id, force))
          : { added: 0, removed: 0 };
      const found = await db.query<{ id: string; name: string; email: string }>('select id, name, email from users where id = $1', [user.id]);
      const record = found.rows[0];
      if (!record) throw notFound('User');
      const codes = await db.query<{ company: CompanyCode; customer_code: string; customer_type: 'B2C' | 'B2B' }>(
        'select company, customer_code, customer_type from customerships where user_id = $1 order by company, customer_code',
        [user.id],
      );
      const places = await db.query<{ n: number }>('select count(*)::int as n from location_access where user_id = $1', [user.id]);
      return {
        priwattiUserId: record.id,
        name: record.name,
        email: record.email,
        customerCodes: codes.rows.map((row) => ({ company: row.company, customerCode: row.customer_code, customerType: row.customer_type })),
        locationCount: places.rows[0]?.n ?? 0,
        mappings,
      };
    },
  });
}
