import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import { localDateOf } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ALERTS_ROUTES,
  alertPlacesResponseSchema,
  alertUserParamsSchema,
  checkElectricityContractsResponseSchema,
  type AlertPlace,
  type PlaceAlertKind,
} from '../../contract';
import { triggeredWithinDay } from '../place/pushWindow';

interface PlaceRow {
  location_identifier: string;
  name: string;
  street_address: string;
  postal_code: string;
  city: string;
  utility_type: AlertPlace['utilityType'];
  consumption_feature: { enabled: boolean; readOnly: boolean } | null;
  disruption_feature: { enabled: boolean; readOnly: boolean } | null;
  consumption_active: boolean | null;
  disruption_active: boolean | null;
  dh_return_active: boolean | null;
  dh_disruption_active: boolean | null;
  last_triggered_at: Date | null;
}

/** Which alerts each utility can have, and the place feature and flag each needs. */
type AlertFlag = 'consumptionAlert' | 'disruptionAlert';
/** Both district heating alerts live on the place's consumptionAlert feature (one settings route). */
const ALERTS_OF_UTILITY: Record<
  AlertPlace['utilityType'],
  readonly { kind: PlaceAlertKind; feature: 'consumption' | 'disruption'; flags: readonly AlertFlag[] }[]
> = {
  ELECTRICITY: [
    { kind: 'consumption', feature: 'consumption', flags: ['consumptionAlert'] },
    { kind: 'disruptionElectricity', feature: 'disruption', flags: ['disruptionAlert'] },
  ],
  DISTRICT_HEATING: [
    { kind: 'districtHeatingReturnTemperature', feature: 'consumption', flags: ['consumptionAlert'] },
    { kind: 'districtHeatingDisruption', feature: 'consumption', flags: ['consumptionAlert', 'disruptionAlert'] },
  ],
  MICROGENERATION: [],
};

function activeOf(row: PlaceRow, kind: PlaceAlertKind): boolean {
  switch (kind) {
    case 'consumption':
      return row.consumption_active ?? false;
    case 'disruptionElectricity':
      return row.disruption_active ?? false;
    case 'districtHeatingReturnTemperature':
      return row.dh_return_active ?? false;
    case 'districtHeatingDisruption':
      return row.dh_disruption_active ?? false;
  }
}

/**
 * GET /v2/alerts/user/:id/places: every place the caller sees at this company's portal, with the
 * alerts it supports (its utility, its own feature, the caller's flags) and whether each is on: the
 * list page. GET /v2/alerts/checkElectricityContracts: whether the caller has an electricity contract
 * in force (price alerts make sense only then).
 */
export function registerPlacesRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: ALERTS_ROUTES.places,
    access: 'session',
    pathParams: { id: 'ownUserId' },
    schemas: { params: alertUserParamsSchema, response: alertPlacesResponseSchema },
    async handler({ user }) {
      const flags = {
        consumptionAlert: await context.isFlagOn('consumptionAlert', user),
        disruptionAlert: await context.isFlagOn('disruptionAlert', user),
      };
      const grants = await context.access.visibleLocations(user, context.company);
      const { rows } = await context.db.query<PlaceRow>(
        `select l.location_identifier, coalesce(n.display_name, l.name) as name, l.street_address, l.postal_code, l.city, l.utility_type,
                (select json_build_object('enabled', f.enabled, 'readOnly', f.read_only) from location_features f
                  where f.location_identifier = l.location_identifier and f.feature = 'consumptionAlert') as consumption_feature,
                (select json_build_object('enabled', f.enabled, 'readOnly', f.read_only) from location_features f
                  where f.location_identifier = l.location_identifier and f.feature = 'disruptionAlert') as disruption_feature,
                c.active as consumption_active, d.active as disruption_active,
                h.return_active as dh_return_active, h.disruption_active as dh_disruption_active,
                greatest(d.last_triggered_at, h.last_triggered_at) as last_triggered_at
           from locations l
           left join location_names n on n.location_identifier = l.location_identifier and n.user_id = $3
           left join alert_consumption c on c.location_identifier = l.location_identifier and c.user_id = $3
           left join alert_disruption_electricity d on d.location_identifier = l.location_identifier and d.user_id = $3
           left join alert_district_heating h on h.location_identifier = l.location_identifier and h.user_id = $3
          where l.location_identifier = any($1::text[]) and l.company = $2
          order by coalesce(n.display_name, l.name), l.location_identifier`,
        [grants.map((grant) => grant.locationIdentifier), context.company, user.id],
      );
      const readOnlyGrant = new Set(grants.filter((grant) => grant.right === 'READ_ONLY').map((grant) => grant.locationIdentifier));
      const now = context.now();
      return {
        places: rows.map((row) => ({
          locationIdentifier: row.location_identifier,
          name: row.name,
          address: `${row.street_address}, ${row.postal_code} ${row.city}`,
          utilityType: row.utility_type,
          alerts: ALERTS_OF_UTILITY[row.utility_type]
            .filter((alert) => alert.flags.every((flag) => flags[flag]))
            .filter((alert) => (alert.feature === 'consumption' ? row.consumption_feature : row.disruption_feature)?.enabled)
            .map((alert) => {
              const feature = alert.feature === 'consumption' ? row.consumption_feature : row.disruption_feature;
              return {
                kind: alert.kind,
                active: activeOf(row, alert.kind),
                readOnly: readOnlyGrant.has(row.location_identifier) || (feature?.readOnly ?? true),
              };
            }),
          triggeredRecently: triggeredWithinDay(row.last_triggered_at, now),
        })),
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: ALERTS_ROUTES.checkElectricityContracts,
    access: 'session',
    schemas: { query: z.object({}).strict(), response: checkElectricityContractsResponseSchema },
    async handler({ user }) {
      const grants = await context.access.visibleLocations(user, context.company);
      const today = localDateOf(context.now());
      const { rows } = await context.db.query<{ location_identifier: string }>(
        `select distinct c.location_identifier from contracts c join locations l using (location_identifier)
          where c.location_identifier = any($1::text[]) and l.company = $2
            and c.contract_type in ('ELECTRICITY', 'ELECTRICITY_AND_NETWORK')
            and c.start_date <= $3::date and (c.end_date is null or c.end_date >= $3::date)
          order by 1`,
        [grants.map((grant) => grant.locationIdentifier), context.company, today],
      );
      return { hasElectricityContracts: rows.length > 0, locationIdentifiers: rows.map((row) => row.location_identifier) };
    },
  });
}
