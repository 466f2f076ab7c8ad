import { defineRoute, NOTIFICATION_LANGUAGES, type Queryable } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const userIdParams = z.object({ id: z.string().min(1).max(100) });
/** The properties a person sets on themselves; for now the language notifications are written in. */
const userPropertyBody = z.object({ language: z.enum(NOTIFICATION_LANGUAGES) }).strict();

/** POST /v2/user/{id}/setProperty (SPEC §7 "user property"): the web's language switch stores the choice here. */
export function registerUserPropertyRoute(app: FastifyInstance, db: Queryable): void {
  defineRoute(app, {
    method: 'POST',
    url: '/v2/user/:id/setProperty',
    access: 'session',
    pathParams: { id: 'ownUserId' },
    status: 204,
    schemas: { params: userIdParams, body: userPropertyBody, response: z.undefined() },
    async handler({ user, body }) {
      await db.query('UPDATE users SET language = $2 WHERE id = $1', [user.id, body.language]);
      return undefined;
    },
  });
}
