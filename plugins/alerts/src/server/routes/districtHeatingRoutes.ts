import { defineRoute, type AuthenticatedUser, type Queryable, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import {
  ALERTS_ROUTES,
  alertPlaceParamsSchema,
  alertUserParamsSchema,
  DEFAULT_WINDOW_FIELDS,
  districtHeatingAlertBodySchema,
  districtHeatingAlertSchema,
  districtHeatingBulkResponseSchema,
  type DistrictHeatingAlert,
  type DistrictHeatingAlertBody,
} from '../../contract';
import { requireAlertPlace } from '../place/alertPlace';
import { blankToNull, fieldsFromMinutes, triggeredWithinDay, windowFromFields } from '../place/pushWindow';

/** Three days in a row is the default: one warm day is weather, three is the building. */
const DEFAULT_RETURN_DAYS = 3;

interface DhRow {
  return_active: boolean;
  return_days: number;
  disruption_active: boolean;
  email_notifications: boolean;
  sms_notifications: boolean;
  email: string | null;
  mobile_number: string | null;
  start_minute: number;
  end_minute: number;
  last_triggered_at: Date | null;
  passable: number;
}

async function loadDistrictHeatingAlert(db: Queryable, now: Date, userId: string, locationIdentifier: string): Promise<DistrictHeatingAlert> {
  const { rows } = await db.query<DhRow>(
    `select a.return_active, a.return_days, a.disruption_active, a.email_notifications, a.sms_notifications, a.email,
            a.mobile_number, a.start_minute, a.end_minute, a.last_triggered_at, r.passable_max_celsius::float8 as passable
       from locations l
       join alert_dh_return_limits r on r.building_type = l.building_type
       left join alert_district_heating a on a.location_identifier = l.location_identifier and a.user_id = $1
      where l.location_identifier = $2`,
    [userId, locationIdentifier],
  );
  const row = rows[0];
  const saved = row?.return_days !== null && row?.return_days !== undefined;
  return {
    locationIdentifier,
    returnTemperature: {
      active: saved ? row.return_active : false,
      days: saved ? row.return_days : DEFAULT_RETURN_DAYS,
      passableLimitCelsius: row?.passable ?? 55,
    },
    disruption: saved
      ? {
          active: row.disruption_active,
          emailNotifications: row.email_notifications,
          smsNotifications: row.sms_notifications,
          email: row.email,
          mobileNumber: row.mobile_number,
          ...fieldsFromMinutes(row.start_minute, row.end_minute),
        }
      : { active: false, emailNotifications: false, smsNotifications: false, email: null, mobileNumber: null, ...DEFAULT_WINDOW_FIELDS },
    triggeredRecently: saved ? triggeredWithinDay(row.last_triggered_at, now) : false,
  };
}

async function storeDistrictHeatingAlert(db: Queryable, now: Date, userId: string, locationIdentifier: string, body: DistrictHeatingAlertBody) {
  const window = windowFromFields(body.disruption);
  await db.query(
    `insert into alert_district_heating (user_id, location_identifier, return_active, return_days, disruption_active,
       email_notifications, sms_notifications, email, mobile_number, start_minute, end_minute, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     on conflict (user_id, location_identifier) do update
       set return_active = excluded.return_active, return_days = excluded.return_days,
           disruption_active = excluded.disruption_active, email_notifications = excluded.email_notifications,
           sms_notifications = excluded.sms_notifications, email = excluded.email, mobile_number = excluded.mobile_number,
           start_minute = excluded.start_minute, end_minute = excluded.end_minute, updated_at = excluded.updated_at`,
    [
      userId,
      locationIdentifier,
      body.returnTemperature.active,
      body.returnTemperature.days,
      body.disruption.active,
      body.disruption.emailNotifications,
      body.disruption.smsNotifications,
      blankToNull(body.disruption.email),
      blankToNull(body.disruption.mobileNumber),
      window.startMinute,
      window.endMinute,
      now.toISOString(),
    ],
  );
}

/** Whether the district heating disruption part is on for the caller; with the flag off it is neither shown as on nor stored as on. */
async function withDisruptionFlag(
  context: ServerPluginContext,
  user: AuthenticatedUser,
  body: DistrictHeatingAlertBody,
): Promise<DistrictHeatingAlertBody> {
  if (await context.isFlagOn('disruptionAlert', user)) return body;
  return { ...body, disruption: { ...body.disruption, active: false } };
}

/**
 * District heating alerts (flag consumptionAlert; the place's consumptionAlert feature):
 * GET/PUT /v2/alerts/districtheating/user/:id/location/:locationIdentifier for one place, and
 * PUT /v2/alerts/districtheating/user/:id/bulk to give every district heating place the caller may
 * change the same settings at once (a housing company with many buildings). The disruption part also
 * needs the disruptionAlert flag.
 */
export function registerDistrictHeatingRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  const single = {
    url: ALERTS_ROUTES.districtHeating,
    access: 'session',
    pathParams: { id: 'ownUserId', locationIdentifier: { resource: 'location' } },
    flags: ['consumptionAlert'],
  } as const;
  const placeOptions = { feature: 'consumptionAlert', utility: 'DISTRICT_HEATING' } as const;

  defineRoute(app, {
    ...single,
    method: 'GET',
    schemas: { params: alertPlaceParamsSchema, response: districtHeatingAlertSchema },
    async handler({ params, user }) {
      await requireAlertPlace(context, user, params.locationIdentifier, { action: 'read', ...placeOptions });
      return loadDistrictHeatingAlert(context.db, context.now(), user.id, params.locationIdentifier);
    },
  });

  defineRoute(app, {
    ...single,
    method: 'PUT',
    schemas: { params: alertPlaceParamsSchema, body: districtHeatingAlertBodySchema, response: districtHeatingAlertSchema },
    async handler({ params, body, user }) {
      await requireAlertPlace(context, user, params.locationIdentifier, { action: 'write', ...placeOptions });
      await storeDistrictHeatingAlert(context.db, context.now(), user.id, params.locationIdentifier, await withDisruptionFlag(context, user, body));
      return loadDistrictHeatingAlert(context.db, context.now(), user.id, params.locationIdentifier);
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: ALERTS_ROUTES.districtHeatingBulk,
    access: 'session',
    pathParams: { id: 'ownUserId' },
    flags: ['consumptionAlert'],
    schemas: { params: alertUserParamsSchema, body: districtHeatingAlertBodySchema, response: districtHeatingBulkResponseSchema },
    async handler({ body, user }) {
      const effective = await withDisruptionFlag(context, user, body);
      const grants = await context.access.visibleLocations(user, context.company);
      const writable = grants.filter((grant) => grant.right === 'FULL_ACCESS').map((grant) => grant.locationIdentifier);
      // Only places whose feature is on and writable: a bulk change never reaches what one-by-one would refuse.
      const { rows } = await context.db.query<{ location_identifier: string }>(
        `select l.location_identifier from locations l
           join location_features f on f.location_identifier = l.location_identifier and f.feature = 'consumptionAlert'
          where l.location_identifier = any($1::text[]) and l.company = $2 and l.utility_type = 'DISTRICT_HEATING'
            and f.enabled and not f.read_only
          order by l.location_identifier`,
        [writable, context.company],
      );
      const now = context.now();
      await context.db.transaction(async (tx) => {
        for (const row of rows) await storeDistrictHeatingAlert(tx, now, user.id, row.location_identifier, effective);
      });
      const places = [];
      for (const row of rows) places.push(await loadDistrictHeatingAlert(context.db, now, user.id, row.location_identifier));
      return { places };
    },
  });
}
