import { randomUUID } from 'node:crypto';
import {
  NOTIFICATION_LANGUAGES,
  type Database,
  type JobQueue,
  type NotificationLanguage,
  type NotificationRequest,
  type NotificationSender,
  type Queryable,
  type ServerPlugin,
} from '@portal/core/server';
import type { ChannelTransport } from './channelTransport';
import { deliverDueNotifications, type DeliveryRun } from './deliverDue';
import { queueDeliveryJob } from './queueDeliveryJob';
import { createNotificationKindRegistry, type NotificationKindRegistry } from './notificationKindRegistry';
import { channelsFor, readChannelChoices, readPushWindow, type SwitchableChannel } from './notificationPreferences';
import { deliveryDueAt } from './pushWindow';

export interface NotificationSenderDeps {
  readonly db: Database;
  readonly plugins: readonly ServerPlugin[];
  readonly jobs: JobQueue;
  readonly now: () => Date;
  /** The channels' transports (transports/channelTransports.ts); a channel without one is recorded as skipped. */
  readonly transports?: readonly ChannelTransport[];
  /** The portal's public origin, for the unsubscribe link in mails, e.g. `https://portal.vare.fi`. */
  readonly publicUrl?: string;
}

/**
 * The host's NotificationSender, which also does the delivery job's work (`deliverDue`): the job
 * finds it as its context's `notifications`, so the job needs no registry of its own.
 */
export interface NotificationDelivery extends NotificationSender {
  readonly kinds: NotificationKindRegistry;
  deliverDue(run: Omit<DeliveryRun, 'kinds' | 'transports' | 'publicUrl'>): Promise<{ sent: number; failed: number }>;
}

export function isNotificationDelivery(sender: NotificationSender): sender is NotificationDelivery {
  return typeof (sender as Partial<NotificationDelivery>).deliverDue === 'function';
}

interface Recipient {
  id: string;
  email: string;
  phone: string | null;
  language: string;
}

const languageOf = (value: string): NotificationLanguage =>
  (NOTIFICATION_LANGUAGES as readonly string[]).includes(value) ? (value as NotificationLanguage) : 'fi';

export function createNotificationSender(deps: NotificationSenderDeps): NotificationDelivery {
  const kinds = createNotificationKindRegistry(deps.plugins);
  const transports = deps.transports ?? [];
  const publicUrl = (deps.publicUrl ?? 'http://localhost:8080').replace(/\/$/, '');

  async function record(q: Queryable, request: NotificationRequest<unknown>): Promise<void> {
    const kind = kinds.require(request.kind);
    const now = deps.now();
    const { rows } = await q.query<Recipient>('SELECT id, email, phone, language FROM users WHERE id = $1', [request.userId]);
    const recipient = rows[0];
    // The account is gone (deleted between the cause and this call): no one to tell.
    if (!recipient) return;
    const language = languageOf(recipient.language);
    const rendered = kind.render(request.payload, language);
    await q.query(
      `INSERT INTO portal_messages (id, user_id, category, kind, title, body, link, location_identifier, created_at, dedupe_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (user_id, dedupe_key) DO NOTHING`,
      [
        randomUUID(),
        recipient.id,
        kind.category,
        kind.kind,
        rendered.title,
        rendered.body,
        rendered.link ?? null,
        request.locationIdentifier ?? null,
        now,
        request.dedupeKey,
      ],
    );

    const choices = (await readChannelChoices(q, recipient.id)).get(kind.kind);
    const channels = channelsFor(kind, choices, request.channels);
    if (channels.length === 0) return;
    const window = request.window ?? (await readPushWindow(q, recipient.id));
    const due = deliveryDueAt(now, window, kind.critical === true);
    const addressOf: Record<SwitchableChannel, string | null> = {
      email: request.email ?? recipient.email,
      sms: request.phone ?? recipient.phone,
      push: null,
    };
    let queued = false;
    for (const channel of channels) {
      const address = addressOf[channel];
      const hasTransport = transports.some((transport) => transport.channel === channel);
      const skipped = !hasTransport ? `No ${channel} transport in this server` : channel !== 'push' && !address ? `No ${channel} address` : null;
      const inserted = await q.query(
        `INSERT INTO notification_deliveries
           (id, user_id, channel, kind, dedupe_key, payload, language, address, due_at, status, last_error, created_at)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11, $12)
         ON CONFLICT (user_id, channel, dedupe_key) DO NOTHING RETURNING id`,
        [
          randomUUID(),
          recipient.id,
          channel,
          kind.kind,
          request.dedupeKey,
          JSON.stringify(request.payload ?? null),
          language,
          address,
          due,
          skipped ? 'skipped' : 'pending',
          skipped,
          now,
        ],
      );
      if (inserted.rows.length && !skipped) queued = true;
    }
    if (queued) await queueDeliveryJob(deps.jobs, due, q);
  }

  return {
    kinds,
    async notify(request, options) {
      const req = request as NotificationRequest<unknown>;
      if (options?.tx) await record(options.tx, req);
      else await deps.db.transaction((tx) => record(tx, req));
    },
    deliverDue: (run) => deliverDueNotifications({ ...run, kinds, transports, publicUrl }),
  };
}
