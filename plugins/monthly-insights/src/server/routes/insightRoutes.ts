import { defineRoute, type AuthenticatedUser, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import {
  forecastSchema,
  insightPlacesSchema,
  insightSchema,
  MONTHLY_INSIGHTS_ROUTES,
  monthQuerySchema,
  placeParamsSchema,
  summarySchema,
  topHourSchema,
  userParamsSchema,
} from '../../contract';
import { z } from 'zod';
import { buildForecast } from '../engine/buildForecast';
import { buildInsight, firstMonthOf } from '../engine/buildInsight';
import { monthOf, shiftMonth } from '../engine/monthRange';
import { loadPlaceData, type PlaceData } from '../engine/placeData';
import { localDateOf } from '@portal/domain';

/** The place after core's LocationAccess: a foreign or unknown place, or one that is no electricity place, answers 404. */
async function requirePlace(context: ServerPluginContext, user: AuthenticatedUser, locationIdentifier: string): Promise<PlaceData> {
  await context.access.requireLocation(user, context.company, locationIdentifier, 'read');
  return loadPlaceData(context.db, locationIdentifier);
}

/** The month asked for, or the last whole month before today (Helsinki). */
function monthAsked(context: ServerPluginContext, month: string | undefined): string {
  return month ?? shiftMonth(monthOf(localDateOf(context.now())), -1);
}

const placeRoute = { access: 'session', pathParams: { id: 'activeUserId', locationIdentifier: { resource: 'location' } } } as const;

export function registerInsightRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  // The places with insights and their months (the story's place and month pickers).
  defineRoute(app, {
    method: 'GET',
    url: MONTHLY_INSIGHTS_ROUTES.places,
    access: 'session',
    pathParams: { id: 'activeUserId' },
    schemas: { params: userParamsSchema, response: insightPlacesSchema },
    async handler({ user }) {
      const grants = await context.access.visibleLocations(user, context.company);
      const lastMonth = shiftMonth(monthOf(localDateOf(context.now())), -1);
      const places = [];
      for (const grant of grants) {
        let place: PlaceData;
        try {
          place = await loadPlaceData(context.db, grant.locationIdentifier);
        } catch {
          continue; // not an electricity place: it has no insights
        }
        const first = await firstMonthOf(context.db, place);
        const months: string[] = [];
        for (let m = lastMonth; first !== null && m >= first; m = shiftMonth(m, -1)) months.push(m);
        places.push({ locationIdentifier: place.locationIdentifier, name: place.name, months });
      }
      return { places };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: MONTHLY_INSIGHTS_ROUTES.pages,
    ...placeRoute,
    schemas: { params: placeParamsSchema, query: monthQuerySchema, response: insightSchema },
    async handler({ params, query, user }) {
      const place = await requirePlace(context, user, params.locationIdentifier);
      return buildInsight(context.db, place, monthAsked(context, query.month));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: MONTHLY_INSIGHTS_ROUTES.summary,
    ...placeRoute,
    schemas: {
      params: placeParamsSchema,
      query: monthQuerySchema,
      response: z.object({ summary: summarySchema, comparisons: insightSchema.shape.comparisons }),
    },
    async handler({ params, query, user }) {
      const place = await requirePlace(context, user, params.locationIdentifier);
      const insight = await buildInsight(context.db, place, monthAsked(context, query.month));
      return { summary: insight.summary, comparisons: insight.comparisons };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: MONTHLY_INSIGHTS_ROUTES.topHours,
    ...placeRoute,
    schemas: {
      params: placeParamsSchema,
      query: monthQuerySchema,
      response: z.object({ mostExpensive: z.array(topHourSchema), highestConsumption: z.array(topHourSchema) }),
    },
    async handler({ params, query, user }) {
      const place = await requirePlace(context, user, params.locationIdentifier);
      return (await buildInsight(context.db, place, monthAsked(context, query.month))).topHours;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: MONTHLY_INSIGHTS_ROUTES.forecast,
    ...placeRoute,
    schemas: { params: placeParamsSchema, response: forecastSchema },
    async handler({ params, user }) {
      const place = await requirePlace(context, user, params.locationIdentifier);
      return buildForecast(context.db, place, context.now());
    },
  });
}
