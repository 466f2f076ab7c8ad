import { ApiError, defineRoute, GRAPH_MODES, NOTIFICATION_LANGUAGES, uiModeSchema, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const userIdParams = z.object({ id: z.string().min(1).max(100) });

/** The properties a person sets on themselves, and the users column each is stored in. */
const PROPERTY_COLUMNS = { language: 'language', graphMode: 'graph_mode', uiMode: 'ui_mode' } as const;
type PropertyKey = keyof typeof PROPERTY_COLUMNS;

const knownProperties = z.object({
  /** The language mails, SMS and inbox messages are written in (docs/notifications.md). */
  language: z.enum(NOTIFICATION_LANGUAGES).optional(),
  /** requirements §3 User.graphMode, answered by GET /v2/me. */
  graphMode: z.enum(GRAPH_MODES).optional(),
  /** requirements §6 B2C/B2B, only a mode the person is a customer in (checked in the handler). */
  uiMode: uiModeSchema.optional(),
});

/**
 * Only the fixed list above; an unknown key is a 400 whose field names it (`body.<key>`), so a typo in a
 * client is found at once rather than silently stored nowhere. zod's own `.strict()` would name `body`.
 */
const userPropertyBody = knownProperties.passthrough().superRefine((body, ctx) => {
  for (const key of Object.keys(body)) {
    if (!(key in PROPERTY_COLUMNS)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [key], message: `Unknown user property "${key}"` });
  }
});

/**
 * POST /v2/user/{id}/setProperty (requirements §7 "user property"). Stays in the host, not in the settings
 * plugin: the shell's language switch and B2C/B2B switch store their choice here whatever the flags
 * (docs/settings.md "Which routes are where").
 */
export function registerUserPropertyRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'POST',
    url: '/v2/user/:id/setProperty',
    access: 'session',
    pathParams: { id: 'ownUserId' },
    status: 204,
    schemas: { params: userIdParams, body: userPropertyBody, response: z.undefined() },
    async handler({ user, body }) {
      const changes = (Object.keys(PROPERTY_COLUMNS) as PropertyKey[]).filter((key) => body[key] !== undefined);
      if (body.uiMode !== undefined) {
        // A mode is offered only to a customer of that kind at this company (useCustomerModes on the web).
        const { rows } = await context.db.query('SELECT 1 FROM customerships WHERE user_id = $1 AND company = $2 AND customer_type = $3 LIMIT 1', [
          user.id,
          context.company,
          body.uiMode,
        ]);
        if (rows.length === 0) throw new ApiError('BAD_REQUEST', `Not a ${body.uiMode} customer of this company`, 'body.uiMode');
      }
      if (changes.length === 0) return undefined;
      const sets = changes.map((key, index) => `${PROPERTY_COLUMNS[key]} = $${index + 2}`);
      await context.db.query(`UPDATE users SET ${sets.join(', ')} WHERE id = $1`, [user.id, ...changes.map((key) => body[key])]);
      return undefined;
    },
  });
}
