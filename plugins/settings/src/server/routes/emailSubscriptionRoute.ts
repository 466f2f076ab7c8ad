import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { emailSubscriptionBodySchema, emailSubscriptionResponseSchema } from '../../contract/settings';

const paramsSchema = z.object({ id: z.string().min(1).max(100) });

/**
 * POST /v2/user/:id/setEmailSubscription — the tips-and-tricks mail (requirements §3 subscribedToTipsAndTricks,
 * answered by GET /v2/me). The choice is core's users column, so it survives the plugin being off.
 */
export function registerEmailSubscriptionRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'POST',
    url: '/v2/user/:id/setEmailSubscription',
    access: 'session',
    pathParams: { id: 'ownUserId' },
    schemas: { params: paramsSchema, body: emailSubscriptionBodySchema, response: emailSubscriptionResponseSchema },
    async handler({ user, body }) {
      await context.db.query('UPDATE users SET subscribed_to_tips = $2 WHERE id = $1', [user.id, body.subscribedToTipsAndTricks]);
      return { subscribedToTipsAndTricks: body.subscribedToTipsAndTricks };
    },
  });
}
