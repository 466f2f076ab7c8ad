import { ApiError, defineRoute, NOTIFICATION_LANGUAGES, type Database, type PushWindow } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { NotificationKindRegistry } from './notificationKindRegistry';
import { isChannelOn, readChannelChoices, readPushWindow, setChannelChoice, SWITCHABLE_CHANNELS, writePushWindow } from './notificationPreferences';
import { unsubscribeKey, verifyUnsubscribeToken } from './unsubscribeToken';

const minuteOfDay = z.number().int().min(0).max(1439);
const pushWindowSchema = z
  .object({ startMinute: minuteOfDay, endMinute: minuteOfDay })
  .strict()
  .refine((window) => window.startMinute !== window.endMinute, { message: 'The window must not start when it ends', path: ['endMinute'] });
const channelSchema = z.enum(SWITCHABLE_CHANNELS as ['email', 'push', 'sms']);

const preferencesResponse = z.object({
  language: z.enum(NOTIFICATION_LANGUAGES),
  pushWindow: z.object({ startMinute: z.number(), endMinute: z.number() }),
  kinds: z.array(
    z.object({
      kind: z.string(),
      category: z.enum(['info', 'alert']),
      critical: z.boolean(),
      channels: z.object({ email: z.boolean(), push: z.boolean(), sms: z.boolean() }),
    }),
  ),
});

const unsubscribeBody = z
  .object({
    token: z.string().min(1).max(2000),
    /** true = undo: the same link switches the channel back on. */
    undo: z.boolean().optional(),
  })
  .strict();

const unsubscribeResponse = z.object({ kind: z.string(), channel: channelSchema, subscribed: z.boolean() });

export interface NotificationRouteDeps {
  readonly db: Database;
  readonly now: () => Date;
  readonly kinds: NotificationKindRegistry;
}

/**
 * GET/PUT /v2/notifications/preferences (the caller's channels per kind and push window) and
 * POST /v2/notifications/unsubscribe (the link in every notification mail; no sign-in).
 */
export function registerNotificationRoutes(app: FastifyInstance, deps: NotificationRouteDeps): void {
  const { db, now, kinds } = deps;

  async function preferencesOf(userId: string) {
    const [choices, pushWindow, language] = [
      await readChannelChoices(db, userId),
      await readPushWindow(db, userId),
      await db.query<{ language: 'fi' | 'sv' | 'en' }>('SELECT language FROM users WHERE id = $1', [userId]),
    ];
    return {
      language: language.rows[0]?.language ?? 'fi',
      pushWindow: { startMinute: pushWindow.startMinute, endMinute: pushWindow.endMinute },
      kinds: kinds.all().map((kind) => ({
        kind: kind.kind,
        category: kind.category,
        critical: kind.critical === true,
        channels: {
          email: isChannelOn(kind, choices.get(kind.kind), 'email'),
          push: isChannelOn(kind, choices.get(kind.kind), 'push'),
          sms: isChannelOn(kind, choices.get(kind.kind), 'sms'),
        },
      })),
    };
  }

  const preferencesBody = z
    .object({
      pushWindow: pushWindowSchema.optional(),
      channels: z
        .array(
          z
            .object({
              kind: z
                .string()
                .max(200)
                .refine((kind) => kinds.find(kind) !== undefined, 'Unknown notification kind'),
              channel: channelSchema,
              enabled: z.boolean(),
            })
            .strict(),
        )
        .max(200)
        .optional(),
    })
    .strict();

  defineRoute(app, {
    method: 'GET',
    url: '/v2/notifications/preferences',
    access: 'session',
    schemas: { response: preferencesResponse },
    handler: ({ user }) => preferencesOf(user.id),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/v2/notifications/preferences',
    access: 'session',
    schemas: { body: preferencesBody, response: preferencesResponse },
    async handler({ user, body }) {
      // The whole body was validated first: a bad field changes nothing.
      await db.transaction(async (tx) => {
        if (body.pushWindow) await writePushWindow(tx, user.id, body.pushWindow as PushWindow, now());
        for (const choice of body.channels ?? []) await setChannelChoice(tx, user.id, choice.kind, choice.channel, choice.enabled, now());
      });
      return preferencesOf(user.id);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v2/notifications/unsubscribe',
    // The link is opened from a mail, often on another device: the signed token is the authority.
    access: 'anonymous',
    schemas: { body: unsubscribeBody, response: unsubscribeResponse },
    async handler({ body, request }) {
      const target = verifyUnsubscribeToken(await unsubscribeKey(db), body.token);
      if (!target) throw new ApiError('BAD_REQUEST', 'Not a valid unsubscribe link', 'body.token');
      const subscribed = body.undo === true;
      // Deleted account: nothing to switch; answered like a bad link.
      const exists = await db.query('SELECT 1 FROM users WHERE id = $1', [target.userId]);
      if (!exists.rows.length) throw new ApiError('BAD_REQUEST', 'Not a valid unsubscribe link', 'body.token');
      await setChannelChoice(db, target.userId, target.kind, target.channel, subscribed, now());
      request.log.info(
        { userId: target.userId, kind: target.kind, channel: target.channel, subscribed },
        'notification subscription changed by link',
      );
      return { kind: target.kind, channel: target.channel, subscribed };
    },
  });
}
