import { ApiError, defineRoute, type ServerPluginContext } from '@portal/core/server';
import { localDaysBetween } from '@portal/domain';
import { csvDocument } from '@portal/core/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { companyParamsSchema, selectionCsvBodySchema } from '../../contract/places';
import { requireCompanyLocation, type MemberPlace } from '../place/companyLocation';
import { requireCompanyScope } from '../place/companyScope';
import { COMPANY_PATH, COMPANY_PATH_PARAMS } from '../place/resolveLocation';
import { consumptionCsvRows, csvBuckets, SELECTION_CSV_HEADERS } from './consumptionCsvRows';

/** Rows a synchronous file may have; more is the mass export's job (a year of 15 minutes is 35 040 per place). */
export const MAX_SYNC_CSV_ROWS = 200_000;

/**
 * PUT …/csv: consumption of a selection of places as one CSV (SPEC "CSV export" body). Each place is
 * checked like a path parameter (foreign → 404); a composite in the selection adds its members.
 */
export function registerSelectionCsvRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'PUT',
    url: `${COMPANY_PATH}/csv`,
    access: 'session',
    writes: false,
    pathParams: COMPANY_PATH_PARAMS,
    resourceFields: { body: { locationIdentifiers: 'location' } },
    schemas: { params: companyParamsSchema, body: selectionCsvBodySchema, response: z.string() },
    async handler({ params, body, user, reply }) {
      const scope = await requireCompanyScope(context, user, params.companyReferenceId);
      const places: (MemberPlace & { name: string })[] = [];
      for (const identifier of body.locationIdentifiers) {
        const location = await requireCompanyLocation(context, user, scope, identifier, 'read');
        for (const member of location.members) {
          if (!places.some((p) => p.locationIdentifier === member.locationIdentifier)) places.push({ ...member, name: member.locationIdentifier });
        }
      }
      // After the access checks: a foreign company or place is 404 whatever else the body says.
      if (body.to < body.from) throw new ApiError('BAD_REQUEST', 'The end is before the start', 'body.to');
      const perDay = body.resolution === 'PT15M' ? 100 : body.resolution === 'PT1H' ? 25 : 1;
      if ((localDaysBetween(body.from, body.to) + 1) * perDay * places.length > MAX_SYNC_CSV_ROWS) {
        throw new ApiError('BAD_REQUEST', 'Too many rows for one file: use the mass export', 'body.to');
      }
      // Each place under its own name (the caller's display name first), also a composite's members.
      const names = await context.db.query<{ location_identifier: string; name: string }>(
        `select l.location_identifier, coalesce(n.display_name, l.name) as name from locations l
           left join location_names n on n.location_identifier = l.location_identifier and n.user_id = $2
          where l.location_identifier = any($1::text[])`,
        [places.map((p) => p.locationIdentifier), user.id],
      );
      const nameOf = new Map(names.rows.map((row) => [row.location_identifier, row.name]));
      for (const place of places) place.name = nameOf.get(place.locationIdentifier) ?? place.name;
      const rows = await consumptionCsvRows(context.db, places, csvBuckets(body.from, body.to, body.resolution));
      reply.type('text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="kulutus_${body.from}_${body.to}.csv"`);
      return csvDocument(SELECTION_CSV_HEADERS, rows);
    },
  });
}
