import {
  defineRoute,
  meResponseSchema,
  type GraphMode,
  notFound,
  preparedSql,
  userUiResponseSchema,
  type ServerPluginContext,
} from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SessionAuth } from '../auth/sessionAuth';
import { findUserById } from './userStore';

const userIdParams = z.object({ id: z.string().min(1).max(100) });

// /v2/me runs on every page load: a named statement on portal_messages' partial index of unseen rows.
// The stored graph mode rides along in the same statement: one round trip, as before it was stored.
const UNREAD_MESSAGES_SQL = preparedSql(
  'me_unread_messages_graph_mode',
  `SELECT (SELECT count(*)::int FROM portal_messages WHERE user_id = $1 AND seen_at IS NULL) AS n,
          (SELECT graph_mode FROM users WHERE id = $1) AS graph_mode`,
);

/**
 * GET /v2/me and GET /v2/user/{id}/ui: the shell needs both whatever the flags (docs/settings.md "Which
 * routes are where"). DELETE /v2/user/{id} is in ./deletion, gated by the settings flag.
 */
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
      const unread = await db.query<{ n: number; graph_mode: GraphMode | null }>(UNREAD_MESSAGES_SQL, [user.id]);
      return {
        customerCodes: user.customerCodes,
        name: user.name,
        email: user.email,
        phone: user.phone,
        priwattiUserId: user.id,
        // The inbox is core's portal_messages (delivery writes it, the messages plugin reads and marks it).
        unreadMessages: Number(unread.rows[0]?.n ?? 0),
        userVerified: user.verified,
        graphMode: unread.rows[0]?.graph_mode ?? 'AUTOSCALE',
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
}
