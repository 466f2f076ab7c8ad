import { ApiError, defineRoute, notFound, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { findLinkBodySchema, findLinkResponseSchema, linkParamsSchema, linkResponseSchema, ownerParamsSchema, SOLAR_ROUTES } from '../../contract';
import { findLink } from '../findLink/findLink';
import { requirePlant } from '../plants/plantAccess';

const LINK_PARAMS = { owner: 'ownUserId', panelId: { resource: 'solarPanel' }, locationIdentifier: { resource: 'location' } } as const;

/**
 * requirements §4 "Solar panels are linked to or unlinked from a use place" and §7 findLink. Only the owner or
 * a FULL_ACCESS user may link or unlink (403 for a read-only one, who still sees the plant); a plant
 * or place the caller cannot see is 404.
 */
export function registerLinkRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'PUT',
    url: SOLAR_ROUTES.link,
    access: 'session',
    pathParams: LINK_PARAMS,
    schemas: { params: linkParamsSchema, response: linkResponseSchema },
    async handler({ params, user }) {
      const plant = await requirePlant(context, user, params.panelId);
      await context.access.requireLocation(user, context.company, params.locationIdentifier, 'write');
      if (!plant.canManage) throw new ApiError('FORBIDDEN', 'Only the owner or a user with full access may change this plant');
      const { rows } = await context.db.query<{ utility_type: string; customer_code: string; export_location: string | null }>(
        `select l.utility_type, l.customer_code,
                (select e.location_identifier from locations e
                  where e.company = l.company and e.customer_code = l.customer_code and e.street_address = l.street_address
                    and e.postal_code = l.postal_code and e.utility_type = 'MICROGENERATION'
                  order by e.location_identifier limit 1) as export_location
           from locations l where l.location_identifier = $1`,
        [params.locationIdentifier],
      );
      const place = rows[0];
      if (!place) throw notFound('Location');
      // Production is netted against a place's electricity use; a heat or production point cannot take it.
      if (place.utility_type !== 'ELECTRICITY') {
        throw new ApiError('BAD_REQUEST', 'A plant is linked to an electricity use place', 'params.locationIdentifier');
      }
      // A plant feeds its own customer's place: another customer's production would be netted on the wrong bill.
      if (place.customer_code !== plant.row.customer_code) {
        throw new ApiError('BAD_REQUEST', 'A plant is linked to a place of its own customer', 'params.locationIdentifier');
      }
      await context.db.query(
        `insert into solar_plant_links (plant_id, location_identifier, export_location_identifier, linked_at, linked_by)
         values ($1, $2, $3, $4, $5)
         on conflict (plant_id) do update set location_identifier = excluded.location_identifier,
           export_location_identifier = excluded.export_location_identifier, linked_at = excluded.linked_at, linked_by = excluded.linked_by`,
        [plant.row.id, params.locationIdentifier, place.export_location, context.now(), user.id],
      );
      return { panelId: plant.row.id, locationIdentifier: params.locationIdentifier };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: SOLAR_ROUTES.unlink,
    access: 'session',
    pathParams: LINK_PARAMS,
    schemas: { params: linkParamsSchema, response: linkResponseSchema },
    async handler({ params, user }) {
      const plant = await requirePlant(context, user, params.panelId);
      await context.access.requireLocation(user, context.company, params.locationIdentifier, 'write');
      // Unlinking from a place it is not linked to is asking about a link that does not exist.
      if (plant.row.location_identifier !== params.locationIdentifier) throw notFound('Link');
      if (!plant.canManage) throw new ApiError('FORBIDDEN', 'Only the owner or a user with full access may change this plant');
      await context.db.query('delete from solar_plant_links where plant_id = $1 and location_identifier = $2', [
        plant.row.id,
        params.locationIdentifier,
      ]);
      return { panelId: plant.row.id, locationIdentifier: null };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: SOLAR_ROUTES.findLink,
    access: 'session',
    // A search: it changes nothing (the harness checks that no table changes).
    writes: false,
    pathParams: { owner: 'ownUserId' },
    resourceFields: { body: { panelId: 'solarPanel' } },
    schemas: { params: ownerParamsSchema, body: findLinkBodySchema, response: findLinkResponseSchema },
    async handler({ body, user }) {
      const plant = await requirePlant(context, user, body.panelId);
      return findLink(context, user, plant);
    },
  });
}
