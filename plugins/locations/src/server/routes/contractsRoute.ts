import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { contractsQuerySchema, contractsResponseSchema } from '../../contract/locations';
import { locationParamsSchema } from '../paramsSchemas';
import { loadContracts } from '../queries/loadContracts';

/** GET /v2/servicelocation/user/:id/location/:locationIdentifier/contracts?contractType= */
export function registerContractsRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/v2/servicelocation/user/:id/location/:locationIdentifier/contracts',
    access: 'session',
    pathParams: { id: 'activeUserId', locationIdentifier: { resource: 'location' } },
    schemas: { params: locationParamsSchema, query: contractsQuerySchema, response: contractsResponseSchema },
    async handler({ params, query, user }) {
      await context.access.requireLocation(user, context.company, params.locationIdentifier, 'read');
      return { contracts: await loadContracts(context.db, params.locationIdentifier, query.contractType) };
    },
  });
}
