import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import {
  v1PeriodQuerySchema,
  v1PlaceParamsSchema,
  v1SearchSummaryResponseSchema,
  v1TimeseriesQuerySchema,
  v1TimeseriesResponseSchema,
  type V1Location,
} from '../../contract/v1';
import { keyScopeOf } from '../keys/keyStore';
import { keyPlaces, requireKeyPlace } from './keyPlaces';
import { loadPlaceTotals, loadSeries } from './seriesQueries';

/** GET search summary and GET timeseries of external API v1 (requirements §7). */
export function registerV1SeriesRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/external/v1/locations/search/summary',
    access: 'apiKey',
    schemas: { query: v1PeriodQuerySchema, response: v1SearchSummaryResponseSchema },
    async handler({ query, request }) {
      const places = await keyPlaces(context, keyScopeOf(request));
      const rows = await loadPlaceTotals(context.db, places, query.from, query.to);
      const { rows: total } = await context.db.query<{ total: string }>(
        'select coalesce(sum(x::numeric), 0)::text as total from unnest($1::text[]) as x',
        [rows.map((row) => row.kwh)],
      );
      return {
        from: query.from,
        to: query.to,
        totalKwh: total[0]?.total ?? '0',
        locations: rows.map((row) => ({
          locationIdentifier: row.location_identifier,
          utilityType: row.utility_type as V1Location['utilityType'],
          energyKwh: row.kwh,
        })),
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/external/v1/locations/:locationIdentifier/timeseries',
    access: 'apiKey',
    pathParams: { locationIdentifier: { resource: 'location' } },
    schemas: { params: v1PlaceParamsSchema, query: v1TimeseriesQuerySchema, response: v1TimeseriesResponseSchema },
    async handler({ params, query, request }) {
      const place = await requireKeyPlace(context, keyScopeOf(request), params.locationIdentifier, 'read');
      const series = await loadSeries(
        context.db,
        { locationIdentifier: params.locationIdentifier, meteringPointId: place.meteringPointId },
        query.from,
        query.to,
        query.resolution,
      );
      return { locationIdentifier: params.locationIdentifier, resolution: query.resolution, unit: 'kWh' as const, ...series };
    },
  });
}
