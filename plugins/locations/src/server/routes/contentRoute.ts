import { defineRoute, localDateOf, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { contentResponseSchema } from '../../contract/locations';
import { userParamsSchema } from '../paramsSchemas';
import { loadContent } from '../queries/loadContent';

/** GET /v2/servicelocation/user/:id/content — the user's use places in their content order. */
export function registerContentRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/v2/servicelocation/user/:id/content',
    access: 'session',
    pathParams: { id: 'ownUserId' },
    schemas: { params: userParamsSchema, response: contentResponseSchema },
    async handler({ user }) {
      const grants = await context.access.visibleLocations(user, context.company);
      return { content: await loadContent(context.db, user.id, grants, localDateOf(context.now())) };
    },
  });
}
