import { ApiError, defineRoute, notFound, type ServerPluginContext } from '@portal/core/server';
import { localDateOf } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { contentResponseSchema, setContentOrderBodySchema } from '../../contract/locations';
import { userParamsSchema } from '../paramsSchemas';
import { loadContent } from '../queries/loadContent';
import { saveContentOrder } from '../queries/saveContentOrder';

/**
 * POST /v2/servicelocation/user/:id/setContentOrder — the new order of the places the user may change
 * (FULL_ACCESS). Answers the content in its new order, so the page need not ask again.
 *
 * One grant lookup (core's LocationAccess.visibleLocations) checks the whole list: an id the user
 * cannot see is 404 before anything else, like requireLocation; a read-only one is 403. Read-only
 * places have no position of their own and follow the ordered ones, by address.
 */
export function registerSetContentOrderRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'POST',
    url: '/v2/servicelocation/user/:id/setContentOrder',
    access: 'session',
    pathParams: { id: 'activeUserId' },
    resourceFields: { body: { locationIdentifiers: 'location' } },
    schemas: { params: userParamsSchema, body: setContentOrderBodySchema, response: contentResponseSchema },
    async handler({ body, user }) {
      const grants = await context.access.visibleLocations(user, context.company);
      const rightById = new Map(grants.map((g) => [g.locationIdentifier, g.right]));
      if (body.locationIdentifiers.some((id) => !rightById.has(id))) throw notFound('Use place');
      if (body.locationIdentifiers.some((id) => rightById.get(id) !== 'FULL_ACCESS')) {
        throw new ApiError('FORBIDDEN', 'Read-only access to a use place in the list');
      }
      await saveContentOrder(context.db, user.id, body.locationIdentifiers);
      return { content: await loadContent(context.db, user.id, grants, localDateOf(context.now())) };
    },
  });
}
