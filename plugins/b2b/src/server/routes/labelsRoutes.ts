import { defineRoute, notFound, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { labelsBodySchema, labelsResponseSchema } from '../../contract';
import { requireCompany } from '../list/companies';
import { PLACE_PATH_PARAMS, LIST_URL, placeParamsSchema } from './listParams';

/**
 * PUT addLabels / removeLabels (requirements §7 "B2B location labels") on one place. The labels are the
 * company's (every user holding the place sees them), so changing them needs FULL_ACCESS: a READ_ONLY
 * sub-user gets 403. A place the caller does not hold, or of another company, answers 404.
 */
export function registerLabelsRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  for (const op of ['addLabels', 'removeLabels'] as const) {
    defineRoute(app, {
      method: 'PUT',
      url: `${LIST_URL}/location/:compositeLocationIdentifier/${op}`,
      access: 'session',
      pathParams: PLACE_PATH_PARAMS,
      schemas: { params: placeParamsSchema, body: labelsBodySchema, response: labelsResponseSchema },
      async handler({ user, params, body }) {
        await requireCompany(context.db, context.company, user.id, params.companyReferenceId);
        const place = params.compositeLocationIdentifier;
        await context.access.requireLocation(user, context.company, place, 'write');
        const { rows: owner } = await context.db.query<{ customer_code: string }>(
          'select customer_code from locations where location_identifier = $1 and company = $2',
          [place, context.company],
        );
        if (owner[0]?.customer_code !== params.companyReferenceId) throw notFound('Location');
        const labels = [...new Set(body.labels)];
        return context.db.transaction(async (tx) => {
          if (op === 'addLabels') {
            await tx.query(
              `insert into location_labels (location_identifier, company, label) select $1, $2, unnest($3::text[])
               on conflict (location_identifier, label) do nothing`,
              [place, context.company, labels],
            );
          } else {
            await tx.query('delete from location_labels where location_identifier = $1 and label = any($2::text[])', [place, labels]);
          }
          const { rows } = await tx.query<{ label: string }>(
            'select label from location_labels where location_identifier = $1 order by lower(label), label',
            [place],
          );
          return { labels: rows.map((row) => row.label) };
        });
      },
    });
  }
}
