import { randomUUID } from 'node:crypto';
import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import {
  ALERTS_ROUTES,
  alertPlaceParamsSchema,
  DEFAULT_WINDOW_FIELDS,
  disruptionAlertBodySchema,
  disruptionAlertSchema,
  type DisruptionAlert,
} from '../../contract';
import { requireAlertPlace } from '../place/alertPlace';
import { blankToNull, fieldsFromMinutes, triggeredWithinDay, windowFromFields } from '../place/pushWindow';

interface DisruptionRow {
  active: boolean;
  email_id: string;
  email_active: boolean;
  email_address: string | null;
  email_start_minute: number;
  email_end_minute: number;
  phone_id: string;
  phone_active: boolean;
  phone_number: string | null;
  phone_start_minute: number;
  phone_end_minute: number;
  last_triggered_at: Date | null;
}

async function loadDisruptionAlert(context: ServerPluginContext, userId: string, locationIdentifier: string): Promise<DisruptionAlert> {
  const { rows } = await context.db.query<DisruptionRow>(
    `select active, email_id, email_active, email_address, email_start_minute, email_end_minute,
            phone_id, phone_active, phone_number, phone_start_minute, phone_end_minute, last_triggered_at
       from alert_disruption_electricity where user_id = $1 and location_identifier = $2`,
    [userId, locationIdentifier],
  );
  const row = rows[0];
  if (!row) {
    // Not saved yet: off, with the requirements §9 default window on both channels.
    const channel = { id: null, active: false, address: null, ...DEFAULT_WINDOW_FIELDS };
    return { locationIdentifier, active: false, triggeredRecently: false, emailSettings: channel, phoneSettings: channel };
  }
  return {
    locationIdentifier,
    active: row.active,
    triggeredRecently: triggeredWithinDay(row.last_triggered_at, context.now()),
    emailSettings: {
      id: row.email_id,
      active: row.email_active,
      address: row.email_address,
      ...fieldsFromMinutes(row.email_start_minute, row.email_end_minute),
    },
    phoneSettings: {
      id: row.phone_id,
      active: row.phone_active,
      address: row.phone_number,
      ...fieldsFromMinutes(row.phone_start_minute, row.phone_end_minute),
    },
  };
}

/**
 * GET and PUT /v2/alerts/disruptionelectricity/user/:id/location/:locationIdentifier (flag
 * disruptionAlert, the place's disruptionAlert feature). E-mail and phone (SMS) each have their own
 * address (empty: the account's) and push window. A cut that is happening is critical and goes out at
 * once whatever the window; a planned cut announced ahead and the "restored" notice wait for the
 * channel's window (nobody needs "power is back" at 3 am).
 */
export function registerDisruptionRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  const declaration = {
    url: ALERTS_ROUTES.disruptionElectricity,
    access: 'session',
    pathParams: { id: 'ownUserId', locationIdentifier: { resource: 'location' } },
    flags: ['disruptionAlert'],
  } as const;

  defineRoute(app, {
    ...declaration,
    method: 'GET',
    schemas: { params: alertPlaceParamsSchema, response: disruptionAlertSchema },
    async handler({ params, user }) {
      await requireAlertPlace(context, user, params.locationIdentifier, { action: 'read', feature: 'disruptionAlert', utility: 'ELECTRICITY' });
      return loadDisruptionAlert(context, user.id, params.locationIdentifier);
    },
  });

  defineRoute(app, {
    ...declaration,
    method: 'PUT',
    schemas: { params: alertPlaceParamsSchema, body: disruptionAlertBodySchema, response: disruptionAlertSchema },
    async handler({ params, body, user }) {
      await requireAlertPlace(context, user, params.locationIdentifier, { action: 'write', feature: 'disruptionAlert', utility: 'ELECTRICITY' });
      const email = windowFromFields(body.emailSettings);
      const phone = windowFromFields(body.phoneSettings);
      await context.db.query(
        `insert into alert_disruption_electricity (user_id, location_identifier, active,
           email_id, email_active, email_address, email_start_minute, email_end_minute,
           phone_id, phone_active, phone_number, phone_start_minute, phone_end_minute, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
         on conflict (user_id, location_identifier) do update
           set active = excluded.active, email_active = excluded.email_active, email_address = excluded.email_address,
               email_start_minute = excluded.email_start_minute, email_end_minute = excluded.email_end_minute,
               phone_active = excluded.phone_active, phone_number = excluded.phone_number,
               phone_start_minute = excluded.phone_start_minute, phone_end_minute = excluded.phone_end_minute,
               updated_at = excluded.updated_at`,
        [
          user.id,
          params.locationIdentifier,
          body.active,
          randomUUID(),
          body.emailSettings.active,
          blankToNull(body.emailSettings.address),
          email.startMinute,
          email.endMinute,
          randomUUID(),
          body.phoneSettings.active,
          blankToNull(body.phoneSettings.address),
          phone.startMinute,
          phone.endMinute,
          context.now().toISOString(),
        ],
      );
      return loadDisruptionAlert(context, user.id, params.locationIdentifier);
    },
  });
}
