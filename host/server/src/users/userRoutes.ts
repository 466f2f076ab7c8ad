import {
  defineRoute,
  meResponseSchema,
  notFound,
  preparedSql,
  userUiResponseSchema,
  type ServerPluginContext,
} from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SessionAuth } from '../auth/sessionAuth';
import { clearSessionCookies } from '../auth/sessionCookies';
import { deleteUser, findUserById } from './userStore';

const userIdParams = z.object({ id: z.string().min(1).max(100) });

// /v2/me runs on every page load: a named statement on portal_messages' partial index of unseen rows.
const UNREAD_MESSAGES_SQL = preparedSql('me_unread_messages', 'SELECT count(*)::int AS n FROM portal_messages WHERE user_id = $1 AND seen_at IS NULL');

/** GET /v2/me, GET /v2/user/{id}/ui and DELETE /v2/user/{id}. */
export function registerUserRoutes(app: FastifyInstance, context: ServerPluginContext, sessions: SessionAuth): void {
  const { db } = context;

  defineRoute(app, {
    method: 'GET',
    url: '/v2/me',
    access: 'session',
    schemas: { response: meResponseSchema },
    async handler({ request, user: session }) {
      // The profile came with the session lookup (same request, cached): no second round trip.
      const current = await sessions.current(request);
      if (!current) throw notFound('User');
      const user = current.profile;
      const unread = await db.query<{ n: number }>(UNREAD_MESSAGES_SQL, [user.id]);
      return {
        customerCodes: user.customerCodes,
        name: user.name,
        email: user.email,
        phone: user.phone,
        priwattiUserId: user.id,
        // The inbox is core's portal_messages (delivery writes it, the messages plugin reads and marks it).
        unreadMessages: Number(unread.rows[0]?.n ?? 0),
        userVerified: user.verified,
        graphMode: 'AUTOSCALE' as const,
        subscribedToTipsAndTricks: user.subscribedToTips,
        loginInfo: { username: user.email, priwattiId: user.id, groups: [...session.groups] },
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v2/user/:id/ui',
    access: 'session',
    pathParams: { id: 'ownUserId' },
    schemas: { params: userIdParams, response: userUiResponseSchema },
    async handler({ user: session }) {
      const user = await findUserById(db, session.id);
      if (!user) throw notFound('User');
      return { uiMode: user.uiMode };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/v2/user/:id',
    access: 'session',
    pathParams: { id: 'ownUserId' },
    status: 204,
    schemas: { params: userIdParams, response: z.undefined() },
    async handler({ request, reply, user: session }) {
      // Sessions cascade with the user, so every device is logged out at once.
      await db.transaction((tx) => deleteUser(tx, session.id));
      sessions.forgetSharedLookups();
      clearSessionCookies(request, reply);
      request.log.info({ userId: session.id }, 'user deleted their account');
      return undefined;
    },
  });
}
