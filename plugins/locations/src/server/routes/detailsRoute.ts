import { defineRoute, notFound, type ServerPluginContext } from '@portal/core/server';
import { localDateOf } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { detailsQuerySchema, locationDetailSchema } from '../../contract/locations';
import { locationParamsSchema } from '../paramsSchemas';
import { loadLocationDetail } from '../queries/loadLocationDetail';

/** GET /v2/servicelocation/user/:id/location/:locationIdentifier/details?utilityType= */
export function registerDetailsRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/v2/servicelocation/user/:id/location/:locationIdentifier/details',
    access: 'session',
    pathParams: { id: 'activeUserId', locationIdentifier: { resource: 'location' } },
    schemas: { params: locationParamsSchema, query: detailsQuerySchema, response: locationDetailSchema },
    async handler({ params, query, user }) {
      await context.access.requireLocation(user, context.company, params.locationIdentifier, 'read');
      const detail = await loadLocationDetail(context.db, params.locationIdentifier, localDateOf(context.now()));
      // A place has one utility; asking it for another one is asking for something that is not there.
      if (!detail || (query.utilityType !== 'ALL' && query.utilityType !== detail.utilityType)) {
        throw notFound('Use place detail');
      }
      return detail;
    },
  });
}
