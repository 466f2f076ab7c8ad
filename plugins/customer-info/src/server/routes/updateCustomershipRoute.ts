import { defineRoute, notFound, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { customershipSchema, customershipUpdateSchema } from '../../contract/customerInfo';
import { loadCustomerships } from '../queries/customershipRows';

const paramsSchema = z.object({ id: z.string().min(1).max(100), customerCode: z.string().min(1).max(40) });

/** Body field → column. Only these are ever written, whatever else a request carries (it is strict anyway). */
const COLUMNS = {
  phone: 'phone',
  streetAddress: 'street_address',
  postalCode: 'postal_code',
  city: 'city',
  invoicingName: 'invoicing_name',
  invoicingStreetAddress: 'invoicing_street_address',
  invoicingPostalCode: 'invoicing_postal_code',
  invoicingCity: 'invoicing_city',
} as const;

/**
 * PATCH /v1/user/:id/customerships/:customerCode — the customer updates the contact and invoicing
 * details of one of their customerships at this portal's company. Validation is the schema's (a bad
 * field is a 400 naming it before anything is written); a customer code that is not the caller's at
 * this company answers 404 like an unknown one. Answers the customership as it now is.
 */
export function registerUpdateCustomershipRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'PATCH',
    url: '/v1/user/:id/customerships/:customerCode',
    access: 'session',
    pathParams: { id: 'ownUserId', customerCode: { resource: 'customer' } },
    schemas: { params: paramsSchema, body: customershipUpdateSchema, response: customershipSchema },
    async handler({ user, params, body }) {
      const key = [user.id, context.company, params.customerCode];
      const changes = Object.entries(body).filter(([, value]) => value !== undefined) as [keyof typeof COLUMNS, string | null][];
      await context.db.transaction(async (tx) => {
        const owned = await tx.query('select 1 from customerships where user_id = $1 and company = $2 and customer_code = $3', key);
        if (owned.rows.length === 0) throw notFound('Customership');
        await tx.query(
          `insert into customership_details (user_id, company, customer_code, updated_at) values ($1, $2, $3, $4)
           on conflict (user_id, company, customer_code) do nothing`,
          [...key, context.now()],
        );
        if (changes.length === 0) return;
        const sets = changes.map(([field], index) => `${COLUMNS[field]} = $${index + 5}`);
        await tx.query(
          `update customership_details set updated_at = $4, ${sets.join(', ')}
            where user_id = $1 and company = $2 and customer_code = $3`,
          [...key, context.now(), ...changes.map(([, value]) => value)],
        );
      });
      const all = await loadCustomerships(context.db, user.id, context.company);
      const updated = all.find((c) => c.company === context.company && c.customerCode === params.customerCode);
      if (!updated) throw notFound('Customership');
      return updated;
    },
  });
}
