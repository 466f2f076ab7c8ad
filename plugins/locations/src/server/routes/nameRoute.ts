import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { locationNameBodySchema, locationNameResponseSchema } from '../../contract/locations';
import { locationParamsSchema } from '../paramsSchemas';
import { saveDisplayName } from '../queries/saveDisplayName';

/**
 * POST /v2/servicelocation/user/:id/location/:locationIdentifier/name — the user's own name for the
 * place. Needs FULL_ACCESS: a read-only grant (sub-user, representative) may look but not change.
 */
export function registerNameRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'POST',
    url: '/v2/servicelocation/user/:id/location/:locationIdentifier/name',
    access: 'session',
    pathParams: { id: 'activeUserId', locationIdentifier: { resource: 'location' } },
    schemas: { params: locationParamsSchema, body: locationNameBodySchema, response: locationNameResponseSchema },
    async handler({ params, body, user }) {
      await context.access.requireLocation(user, context.company, params.locationIdentifier, 'write');
      await saveDisplayName(context.db, user.id, params.locationIdentifier, body.displayName);
      return { locationIdentifier: params.locationIdentifier, displayName: body.displayName };
    },
  });
}
