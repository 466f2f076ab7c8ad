import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONSUMPTION_ROUTES, ingestJsonBodySchema, ingestQuerySchema, ingestResponseSchema } from '../../contract';
import { loadMeterReadings } from '../ingest/loadMeterReadings';
import { withCsvLineErrorsAsBadRequest } from './csvRequestBody';

const ingestBodySchema = z.union([z.string().min(1, 'The CSV is empty'), ingestJsonBodySchema]);

/**
 * POST /admin/consumption-data/v1/ingest — loads a Datahub CSV (text/csv, or JSON { csv }).
 * Permission admin.developerTools: loading metering data rewrites any customer's consumption across
 * companies, an operations tool like the other developer tools, not user administration (admin.users
 * manages accounts and must not be able to change what customers are billed from).
 */
export function registerIngestRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'POST',
    url: CONSUMPTION_ROUTES.adminIngest,
    access: { permission: 'admin.developerTools' },
    schemas: { query: ingestQuerySchema, body: ingestBodySchema, response: ingestResponseSchema },
    async handler({ query, body, request, user }) {
      const csv = typeof body === 'string' ? body : body.csv;
      const meteringPoint = (typeof body === 'string' ? undefined : body.meteringPoint) ?? query.meteringPoint;
      const result = await withCsvLineErrorsAsBadRequest(() =>
        loadMeterReadings(context.db, csv, { events: context.jobs, now: () => context.now(), ...(meteringPoint ? { meteringPoint } : {}) }),
      );
      // After the load's own transaction: a load that failed wrote nothing and is not a write to record.
      await context.audit(request, { kind: 'admin.write', userId: user.id, action: 'consumption.ingest', details: { ...result } });
      return result;
    },
  });
}
