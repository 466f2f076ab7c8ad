import { defineRoute, notFound, type Database } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PushSettings } from './pushSettings';
import { DEFAULT_PUSH_SERVICE_HOSTS, pushSubscriptionSchema } from './pushSubscriptionSchema';
import { deleteOwnSubscription, saveSubscription } from './pushSubscriptionStore';

export interface PushRouteDeps {
  readonly db: Database;
  readonly now: () => Date;
  readonly settings: PushSettings;
}

const unregisterBody = z.object({ endpoint: z.string().min(1).max(2048) });

/** Longer user agents are cut: the column only helps a person tell their devices apart. */
const USER_AGENT_MAX = 300;

/**
 * requirements §7 "Push token register and unregister" (body "push registration": the browser's
 * PushSubscription JSON), and the VAPID public key the browser subscribes with.
 */
export function registerPushRoutes(app: FastifyInstance, deps: PushRouteDeps): void {
  const { db, now, settings } = deps;
  const subscriptionSchema = pushSubscriptionSchema(settings.allowedEndpointHosts ?? DEFAULT_PUSH_SERVICE_HOSTS);

  defineRoute(app, {
    method: 'GET',
    url: '/v2/pushtoken/vapidPublicKey',
    access: 'session',
    schemas: { response: z.object({ publicKey: z.string().nullable() }) },
    // null: this server sends no pushes, so the web offers no toggle.
    handler: () => ({ publicKey: settings.vapid?.publicKey ?? null }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v2/pushtoken/register',
    access: 'session',
    status: 204,
    schemas: { body: subscriptionSchema, response: z.undefined() },
    async handler({ body, user, request }) {
      const userAgent = request.headers['user-agent']?.slice(0, USER_AGENT_MAX);
      await db.transaction((tx) => saveSubscription(tx, user.id, body, userAgent, now()));
      return undefined;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v2/pushtoken/unregister',
    access: 'session',
    status: 204,
    // Another person's endpoint answers 404 like an unknown one.
    resourceFields: { body: { endpoint: 'pushSubscription' } },
    schemas: { body: unregisterBody, response: z.undefined() },
    async handler({ body, user }) {
      if (!(await deleteOwnSubscription(db, user.id, body.endpoint))) throw notFound('Push subscription');
      return undefined;
    },
  });
}
