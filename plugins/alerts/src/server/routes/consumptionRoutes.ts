import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { ALERTS_ROUTES, alertPlaceParamsSchema, consumptionAlertBodySchema, consumptionAlertSchema, type ConsumptionAlert } from '../../contract';
import { requireAlertPlace } from '../place/alertPlace';

async function loadConsumptionAlert(context: ServerPluginContext, userId: string, locationIdentifier: string): Promise<ConsumptionAlert> {
  const { rows } = await context.db.query<{ active: boolean; top: number | null; bottom: number | null }>(
    `select active, top_threshold_kwh::float8 as top, bottom_threshold_kwh::float8 as bottom
       from alert_consumption where user_id = $1 and location_identifier = $2`,
    [userId, locationIdentifier],
  );
  const row = rows[0];
  return { locationIdentifier, active: row?.active ?? false, topThreshold: row?.top ?? null, bottomThreshold: row?.bottom ?? null };
}

/**
 * GET and PUT /v2/alerts/consumption/user/:id/location/:locationIdentifier (flag consumptionAlert,
 * the place's consumptionAlert feature): the caller's own daily kWh thresholds for an electricity place.
 */
export function registerConsumptionRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  const declaration = {
    url: ALERTS_ROUTES.consumption,
    access: 'session',
    pathParams: { id: 'ownUserId', locationIdentifier: { resource: 'location' } },
    flags: ['consumptionAlert'],
  } as const;

  defineRoute(app, {
    ...declaration,
    method: 'GET',
    schemas: { params: alertPlaceParamsSchema, response: consumptionAlertSchema },
    async handler({ params, user }) {
      await requireAlertPlace(context, user, params.locationIdentifier, { action: 'read', feature: 'consumptionAlert', utility: 'ELECTRICITY' });
      return loadConsumptionAlert(context, user.id, params.locationIdentifier);
    },
  });

  defineRoute(app, {
    ...declaration,
    method: 'PUT',
    schemas: { params: alertPlaceParamsSchema, body: consumptionAlertBodySchema, response: consumptionAlertSchema },
    async handler({ params, body, user }) {
      await requireAlertPlace(context, user, params.locationIdentifier, { action: 'write', feature: 'consumptionAlert', utility: 'ELECTRICITY' });
      await context.db.query(
        `insert into alert_consumption (user_id, location_identifier, active, top_threshold_kwh, bottom_threshold_kwh, updated_at)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (user_id, location_identifier) do update
           set active = excluded.active, top_threshold_kwh = excluded.top_threshold_kwh,
               bottom_threshold_kwh = excluded.bottom_threshold_kwh, updated_at = excluded.updated_at`,
        [
          user.id,
          params.locationIdentifier,
          body.active,
          body.topThreshold?.toFixed(2) ?? null,
          body.bottomThreshold?.toFixed(2) ?? null,
          context.now().toISOString(),
        ],
      );
      return loadConsumptionAlert(context, user.id, params.locationIdentifier);
    },
  });
}
