import { defineRoute, notFound, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { setContentOrderBodySchema } from '../../contract';
import { listScope } from '../list/listScope';
import { LIST_PATH_PARAMS, LIST_URL, listParamsSchema } from './listParams';

/**
 * POST setContentOrder (requirements §7 "content order"): the caller's own order of the company's places, the
 * list's `contentOrder` sort. The named places come first in the given order; the company's other
 * places keep their previous relative order after them. Every named place must be one of the
 * caller's places of this company, else 404 and nothing changes.
 */
export function registerSetContentOrderRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'POST',
    url: `${LIST_URL}/setContentOrder`,
    access: 'session',
    pathParams: LIST_PATH_PARAMS,
    resourceFields: { body: { locationIdentifiers: 'location' } },
    status: 204,
    schemas: { params: listParamsSchema, body: setContentOrderBodySchema, response: z.undefined() },
    async handler({ user, params, body }) {
      const { scope } = await listScope(context, user, params.companyReferenceId);
      const wanted = [...new Set(body.locationIdentifiers)];
      await context.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ location_identifier: string }>(
          `select la.location_identifier from location_access la join locations l on l.location_identifier = la.location_identifier
            where la.user_id = $1 and la.relation in ('owner', 'subUser') and l.company = $2 and l.customer_code = $3
            order by (select position from content_order co where co.user_id = $1 and co.location_identifier = la.location_identifier) nulls last,
                     la.location_identifier`,
          [scope.userId, scope.company, scope.customerCode],
        );
        const all = rows.map((row) => row.location_identifier);
        const known = new Set(all);
        if (wanted.some((place) => !known.has(place))) throw notFound('Location');
        const picked = new Set(wanted);
        const order = [...wanted, ...all.filter((place) => !picked.has(place))];
        await tx.query(
          `insert into content_order (user_id, location_identifier, position)
           select $1, place, ord - 1 from unnest($2::text[]) with ordinality as t(place, ord)
           on conflict (user_id, location_identifier) do update set position = excluded.position`,
          [scope.userId, order],
        );
      });
      return undefined;
    },
  });
}
