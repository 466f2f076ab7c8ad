import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { ADMIN_DEVELOPER_ROUTES, meteringDataAgeResponseSchema } from '../../contract/developer';
import { METERING_LATE_AFTER_HOURS, meteringDataAge } from './meteringDataAge';

/** GET /admin/consumption-data-analytics/v1/age — how fresh each company's metering data is. */
export function registerMeteringDataAgeRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: ADMIN_DEVELOPER_ROUTES.meteringDataAge,
    access: { permission: 'admin.developerTools' },
    schemas: { response: meteringDataAgeResponseSchema },
    async handler() {
      const now = context.now();
      const companies = await meteringDataAge(context.db, now);
      return {
        checkedAt: now.toISOString(),
        lateAfterHours: METERING_LATE_AFTER_HOURS,
        companies: companies.map((row) => ({
          company: row.company,
          meteringPoints: row.meteringPoints,
          newestReadingEnd: row.newestReadingEnd?.toISOString() ?? null,
          ageHours: row.newestReadingEnd ? Math.floor((now.getTime() - row.newestReadingEnd.getTime()) / 3_600_000) : null,
          latePoints: row.latePoints,
        })),
      };
    },
  });
}
