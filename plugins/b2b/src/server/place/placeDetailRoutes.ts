import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import { localDateOf } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import {
  additionalServicesResponseSchema,
  contractsResponseSchema,
  locationParamsSchema,
  placeDetailSchema,
  setLocationDetailsBodySchema,
} from '../../contract/places';
import { loadPlaceDetail, saveLocationDetails } from './placeDetail';
import { loadAdditionalServices, loadCompanyContracts } from './placeContracts';
import { LOCATION_PATH, LOCATION_PATH_PARAMS, resolveLocation } from './resolveLocation';

/** GET detail, contracts, additionalServices and POST setLocationDetails of a B2B place or composite. */
export function registerPlaceDetailRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: `${LOCATION_PATH}/detail`,
    access: 'session',
    pathParams: LOCATION_PATH_PARAMS,
    schemas: { params: locationParamsSchema, response: placeDetailSchema },
    async handler({ params, user }) {
      const { location } = await resolveLocation(context, user, params, 'read');
      return loadPlaceDetail(context.db, user.id, location);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${LOCATION_PATH}/contracts`,
    access: 'session',
    pathParams: LOCATION_PATH_PARAMS,
    schemas: { params: locationParamsSchema, response: contractsResponseSchema },
    async handler({ params, user }) {
      const { location } = await resolveLocation(context, user, params, 'read');
      return {
        contracts: await loadCompanyContracts(
          context.db,
          location.members.map((m) => m.locationIdentifier),
        ),
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${LOCATION_PATH}/additionalServices`,
    access: 'session',
    pathParams: LOCATION_PATH_PARAMS,
    schemas: { params: locationParamsSchema, response: additionalServicesResponseSchema },
    async handler({ params, user }) {
      const { location } = await resolveLocation(context, user, params, 'read');
      // Today in Helsinki: a contract starting at local midnight is in force from then, not from UTC's.
      const today = localDateOf(context.now());
      return {
        services: await loadAdditionalServices(
          context.db,
          location.members.map((m) => m.locationIdentifier),
          today,
        ),
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${LOCATION_PATH}/setLocationDetails`,
    access: 'session',
    pathParams: LOCATION_PATH_PARAMS,
    schemas: { params: locationParamsSchema, body: setLocationDetailsBodySchema, response: placeDetailSchema },
    async handler({ params, body, user }) {
      const { location } = await resolveLocation(context, user, params, 'write');
      await saveLocationDetails(context.db, user.id, location, body);
      const refreshed = await resolveLocation(context, user, params, 'read');
      return loadPlaceDetail(context.db, user.id, refreshed.location);
    },
  });
}
