import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONSUMPTION_ROUTES, spotPriceIngestJsonBodySchema, spotPriceIngestResponseSchema } from '../../contract';
import { loadSpotPriceFile } from '../ingest/loadSpotPriceFile';
import { withCsvLineErrorsAsBadRequest } from './csvRequestBody';

const bodySchema = z.union([z.string().min(1, 'The CSV is empty'), spotPriceIngestJsonBodySchema]);

/**
 * POST /admin/consumption-data/v1/spot-prices — loads day-ahead prices (text/csv, or JSON { csv }).
 * The same guard as the metering ingest (admin.developerTools): prices set what every spot customer's
 * consumption costs, across companies.
 */
export function registerSpotPriceIngestRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'POST',
    url: CONSUMPTION_ROUTES.adminSpotPriceIngest,
    access: { permission: 'admin.developerTools' },
    schemas: { body: bodySchema, response: spotPriceIngestResponseSchema },
    async handler({ body, request, user }) {
      const csv = typeof body === 'string' ? body : body.csv;
      const result = await withCsvLineErrorsAsBadRequest(() =>
        loadSpotPriceFile(context.db, csv, { events: context.jobs, now: () => context.now() }),
      );
      // After the load's own transaction: a load that failed wrote nothing and is not a write to record.
      await context.audit(request, { kind: 'admin.write', userId: user.id, action: 'consumption.spotPrices', details: { ...result } });
      return result;
    },
  });
}
