import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import {
  currentResponseSchema,
  eligibleResponseSchema,
  viewLogResponseSchema,
  visibilityResponseSchema,
  type Viewer,
} from '../../contract/representation';
import { loadEligiblePlaces } from '../store/eligiblePlaces';
import { loadRepresentations, toRepresentation } from '../store/loadRepresentations';
import { userParamsSchema } from './paramsSchemas';

const BASE = '/v2/representatives/user/:id';

/** The caller's grants both ways; shared by GET current and the answers of the write routes. */
export async function currentOf(context: ServerPluginContext, userId: string) {
  const [given, received] = await Promise.all([
    loadRepresentations(context.db, context.company, { given: userId }),
    loadRepresentations(context.db, context.company, { received: userId }),
  ]);
  return {
    given: given.map((grant) => toRepresentation(grant, 'given')),
    received: received.map((grant) => toRepresentation(grant, 'received')),
  };
}

/** GET eligible, current and views: only ever the caller's own (`ownUserId`, never while acting). */
export function registerReadRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/eligible`,
    access: 'session',
    pathParams: { id: 'ownUserId' },
    schemas: { params: userParamsSchema, response: eligibleResponseSchema },
    handler: async ({ user }) => ({ places: await loadEligiblePlaces(context, user) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/current`,
    access: 'session',
    pathParams: { id: 'ownUserId' },
    schemas: { params: userParamsSchema, response: currentResponseSchema },
    handler: ({ user }) => currentOf(context, user.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/visibility`,
    access: 'session',
    pathParams: { id: 'ownUserId' },
    schemas: { params: userParamsSchema, response: visibilityResponseSchema },
    async handler({ user }) {
      // Everyone else with a row on a place the caller owns at this portal: a company's sub-users and
      // the representatives of active grants (their rows exist only while a grant is active).
      const owned = await loadEligiblePlaces(context, user);
      if (owned.length === 0) return { viewers: [] };
      const { rows } = await context.db.query<{
        user_id: string;
        name: string;
        email: string;
        relation: Viewer['relation'];
        access_right: Viewer['accessRight'];
        location_identifier: string;
      }>(
        `select u.id as user_id, u.name, u.email, la.relation, la.access_right, la.location_identifier
           from location_access la join users u on u.id = la.user_id
          where la.location_identifier = any($1::text[]) and la.user_id <> $2 and la.relation in ('subUser', 'representative')
          order by u.name, u.id, la.location_identifier`,
        [owned.map((place) => place.locationIdentifier), user.id],
      );
      const nameOf = new Map(owned.map((place) => [place.locationIdentifier, place.name]));
      const viewers = new Map<string, Viewer & { places: Viewer['places'] }>();
      for (const row of rows) {
        const key = `${row.user_id}:${row.relation}:${row.access_right}`;
        const viewer = viewers.get(key) ?? { name: row.name, email: row.email, relation: row.relation, accessRight: row.access_right, places: [] };
        viewer.places.push({ locationIdentifier: row.location_identifier, name: nameOf.get(row.location_identifier) ?? row.location_identifier });
        viewers.set(key, viewer);
      }
      return { viewers: [...viewers.values()] };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/views`,
    access: 'session',
    pathParams: { id: 'ownUserId' },
    schemas: { params: userParamsSchema, response: viewLogResponseSchema },
    async handler({ user }) {
      // Written by the host's LocationAccess while a representative acts for the caller (one row per
      // place, kind and hour); the latest 200 are plenty for a person to read.
      const { rows } = await context.db.query<{ name: string; location_identifier: string; place_name: string; kind: string; hour: Date }>(
        `select rep.name, v.location_identifier, l.name as place_name, v.kind, v.hour
           from representative_views v
           join users rep on rep.id = v.representative_id
           join locations l on l.location_identifier = v.location_identifier
          where v.customer_id = $1 and l.company = $2
          order by v.hour desc, rep.name, l.name, v.kind limit 200`,
        [user.id, context.company],
      );
      return {
        views: rows.map((row) => ({
          representativeName: row.name,
          locationIdentifier: row.location_identifier,
          placeName: row.place_name,
          kind: row.kind,
          at: row.hour.toISOString(),
        })),
      };
    },
  });
}
