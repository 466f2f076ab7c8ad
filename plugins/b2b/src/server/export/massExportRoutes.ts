import { randomUUID } from 'node:crypto';
import { ApiError, defineRoute, notFound, type Queryable, type ServerPluginContext } from '@portal/core/server';
import { csvDocument } from '@portal/core/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  companyParamsSchema,
  massExportBodySchema,
  massExportParamsSchema,
  massExportStatusSchema,
  type MassExportStatus,
} from '../../contract/places';
import { requireCompanyLocation } from '../place/companyLocation';
import { requireCompanyScope } from '../place/companyScope';
import { COMPANY_PATH, COMPANY_PATH_PARAMS } from '../place/resolveLocation';
import { SELECTION_CSV_HEADERS } from './consumptionCsvRows';
import { MASS_EXPORT_JOB } from './massExportJob';

const EXPORT_PARAMS = { ...COMPANY_PATH_PARAMS, exportId: { resource: 'massExport' } } as const;

interface StatusRow {
  id: string;
  state: MassExportStatus['state'];
  done: number;
  total: number;
  year: number;
  created_at: Date;
}

/** An export is its creator's alone, inside the company the path names: anyone else's is 404. */
async function loadOwnExport(db: Queryable, exportId: string, userId: string, company: string, customerCode: string): Promise<MassExportStatus> {
  const { rows } = await db.query<StatusRow>(
    `select id::text as id, state, done, total, year, created_at from b2b_exports
      where id = $1 and user_id = $2 and company = $3 and customer_code = $4`,
    [exportId, userId, company, customerCode],
  );
  const row = rows[0];
  if (!row) throw notFound('Export');
  return { exportId: row.id, state: row.state, done: row.done, total: row.total, year: row.year, createdAt: new Date(row.created_at).toISOString() };
}

/**
 * Mass file export: POST queues a background job (core's runner) for many places × a year at their
 * metering resolution; GET polls its progress (kept in the database, so any replica answers); the
 * download is ready when the job is. Polling, not server-sent events: one short GET a second works
 * through every proxy and replica without a held connection (docs/b2b.md).
 */
export function registerMassExportRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'POST',
    url: `${COMPANY_PATH}/massExport`,
    access: 'session',
    pathParams: COMPANY_PATH_PARAMS,
    resourceFields: { body: { locationIdentifiers: 'location' } },
    status: 202,
    schemas: { params: companyParamsSchema, body: massExportBodySchema, response: massExportStatusSchema },
    async handler({ params, body, user }) {
      const scope = await requireCompanyScope(context, user, params.companyReferenceId);
      const places: string[] = [];
      for (const identifier of body.locationIdentifiers) {
        const location = await requireCompanyLocation(context, user, scope, identifier, 'read');
        for (const member of location.members) if (!places.includes(member.locationIdentifier)) places.push(member.locationIdentifier);
      }
      if (places.length > 1000) throw new ApiError('BAD_REQUEST', 'At most 1 000 places in one export', 'body.locationIdentifiers');
      const exportId = randomUUID();
      await context.db.transaction(async (tx) => {
        await tx.query(
          `insert into b2b_exports (id, user_id, company, customer_code, location_identifiers, year, state, total, created_at)
           values ($1, $2, $3, $4, $5, $6, 'queued', $7, $8)`,
          [exportId, user.id, scope.company, scope.customerCode, places, body.year, places.length, context.now().toISOString()],
        );
        await context.jobs.send(MASS_EXPORT_JOB, { exportId }, { tx });
      });
      return loadOwnExport(context.db, exportId, user.id, scope.company, scope.customerCode);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${COMPANY_PATH}/massExport/:exportId`,
    access: 'session',
    pathParams: EXPORT_PARAMS,
    schemas: { params: massExportParamsSchema, response: massExportStatusSchema },
    async handler({ params, user }) {
      const scope = await requireCompanyScope(context, user, params.companyReferenceId);
      return loadOwnExport(context.db, params.exportId, user.id, scope.company, scope.customerCode);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${COMPANY_PATH}/massExport/:exportId/download`,
    access: 'session',
    pathParams: EXPORT_PARAMS,
    schemas: { params: massExportParamsSchema, response: z.string() },
    async handler({ params, user, reply }) {
      const scope = await requireCompanyScope(context, user, params.companyReferenceId);
      const status = await loadOwnExport(context.db, params.exportId, user.id, scope.company, scope.customerCode);
      if (status.state !== 'ready') throw new ApiError('CONFLICT', 'The export is not ready yet');
      const { rows } = await context.db.query<{ csv: string }>('select csv from b2b_export_parts where export_id = $1 order by seq', [
        params.exportId,
      ]);
      reply.type('text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="kulutus_${status.year}.csv"`);
      return csvDocument(SELECTION_CSV_HEADERS, []) + rows.map((row) => row.csv).join('');
    },
  });
}
