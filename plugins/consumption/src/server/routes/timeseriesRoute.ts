import { ApiError, defineRoute, type FeatureFlagKey, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { CONSUMPTION_ROUTES, consumptionParamsSchema, timeseriesQuerySchema, timeseriesResponseSchema, type TimeseriesQuery } from '../../contract';
import { requireConsumptionLocation } from '../location/requireConsumptionLocation';
import type { MeteredUtility } from '../location/meteredLocation';
import { isResolutionAllowed } from '../period/timeAxis';
import { buildTimeseries } from '../series/buildTimeseries';

/** Flags a timeseries request asks for beyond the route's: euros and reactive power are features of their own. */
function flagsFor(query: TimeseriesQuery): FeatureFlagKey[] {
  const flags: FeatureFlagKey[] = [];
  if (query.unit === 'EUR') flags.push('consumptionInEuros');
  if (query.overlays.includes('reactivePower')) flags.push('reactivePower');
  return flags;
}

/**
 * GET .../electricity/timeseries and .../districtheating/timeseries: one chart's data. The same code
 * serves both utilities; the place decides which series is read.
 */
export function registerTimeseriesRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  const routes: [string, MeteredUtility][] = [
    [CONSUMPTION_ROUTES.electricityTimeseries, 'ELECTRICITY'],
    [CONSUMPTION_ROUTES.districtHeatingTimeseries, 'DISTRICT_HEATING'],
  ];
  for (const [url, utility] of routes) {
    defineRoute(app, {
      method: 'GET',
      url,
      access: 'session',
      flags: utility === 'DISTRICT_HEATING' ? ['districtHeatingConsumption'] : [],
      pathParams: { id: 'activeUserId', locationIdentifier: { resource: 'location' } },
      schemas: { params: consumptionParamsSchema, query: timeseriesQuerySchema, response: timeseriesResponseSchema },
      async handler({ params, query, user }) {
        if (query.resolution && !isResolutionAllowed(query.mode, query.resolution)) {
          throw new ApiError('BAD_REQUEST', `Resolution ${query.resolution} is too coarse for mode ${query.mode}`, 'query.resolution');
        }
        if (utility === 'DISTRICT_HEATING' && query.overlays.includes('reactivePower')) {
          throw new ApiError('BAD_REQUEST', 'District heating has no reactive power', 'query.overlays');
        }
        const { location } = await requireConsumptionLocation(context, user, params, {
          utility,
          flags: flagsFor(query),
          // Reactive energy is measured only where the place says so (business meters).
          placeFeatures: query.overlays.includes('reactivePower') ? ['reactivePower'] : [],
        });
        return buildTimeseries(context, location, query);
      },
    });
  }
}
