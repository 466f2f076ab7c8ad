import type { Agent } from 'node:https';
import type { Queryable } from '@portal/core/server';
import webpush from 'web-push';
import type { ChannelMessage, ChannelTransport, TransportOutcome } from '../channelTransport';
import { deleteSubscription, markDelivered, subscriptionsOf, type StoredPushSubscription } from './pushSubscriptionStore';
import type { VapidKeys } from './vapidKeys';

/** What the service worker receives (host/web/src/serviceWorker): the rendered notification. */
export interface PushPayload {
  readonly title: string;
  readonly body: string;
  readonly link?: string;
  /** The notification kind; the service worker uses it as the tag, so a newer one of a kind replaces the older. */
  readonly kind: string;
}

export interface PushTransportDeps {
  readonly db: Queryable;
  /**
   * The keys, read at each send: main.ts resolves them after the migrations, after the server (and
   * this transport) is built. `null`: push is off, and nothing is sent.
   */
  readonly vapid: () => VapidKeys | null;
  readonly now: () => Date;
  /** HTTPS agent for the push services (tests trust their own certificate with it). */
  readonly agent?: Agent;
  /** Socket timeout per push service request; default 10 s. */
  readonly timeoutMs?: number;
  /** How long the push service keeps an undelivered message (seconds); default one day. */
  readonly ttlSeconds?: number;
}

/**
 * Push services take at most 4 KB of encrypted payload (a 413 otherwise, which no retry fixes); a
 * notification shows only its first lines anyway. In characters, well inside 4 KB of UTF-8 JSON.
 */
const TITLE_MAX = 120;
const BODY_MAX = 600;

function shorten(text: string, max: number): string {
  const characters = [...text];
  return characters.length <= max
    ? text
    : `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** 404/410 from a push service: the browser unsubscribed or the subscription expired, for good. */
const isGone = (error: unknown) => error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410);

/**
 * The `push` channel: the rendered notification as JSON to every subscription of the person. A
 * subscription the push service says is gone is deleted; when none is left the answer is `gone`.
 * Any other failure throws so the delivery job retries, unless another device already got it: then a
 * retry would show it twice there, so the failure is logged in the error and the answer is `sent`.
 */
export function createPushTransport(deps: PushTransportDeps): ChannelTransport {
  const { db, now } = deps;

  async function sendOne(vapid: VapidKeys, subscription: StoredPushSubscription, payload: string): Promise<'sent' | 'gone' | Error> {
    const options = {
      vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: deps.ttlSeconds ?? 24 * 60 * 60,
      timeout: deps.timeoutMs ?? 10_000,
      contentEncoding: 'aes128gcm' as const,
      ...(deps.agent ? { agent: deps.agent } : {}),
    };
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        options,
      );
      await markDelivered(db, subscription.id, now());
      return 'sent';
    } catch (error) {
      if (isGone(error)) {
        await deleteSubscription(db, subscription.id);
        return 'gone';
      }
      return error instanceof Error ? error : new Error(String(error));
    }
  }

  return {
    channel: 'push',
    async send(message: ChannelMessage): Promise<TransportOutcome> {
      const vapid = deps.vapid();
      // Push is off (production without keys): no browser can be reached; the subscriptions are kept.
      if (!vapid) return 'gone';
      const subscriptions = await subscriptionsOf(db, message.userId);
      if (subscriptions.length === 0) return 'gone';
      const { title, body, link } = message.rendered;
      const payload: PushPayload = { title: shorten(title, TITLE_MAX), body: shorten(body, BODY_MAX), ...(link ? { link } : {}), kind: message.kind };
      const outcomes = await Promise.all(subscriptions.map((subscription) => sendOne(vapid, subscription, JSON.stringify(payload))));
      const failures = outcomes.filter((outcome): outcome is Error => outcome instanceof Error);
      if (outcomes.includes('sent')) return 'sent';
      if (failures.length > 0) {
        throw new Error(`Push to ${failures.length} of ${subscriptions.length} subscriptions failed: ${failures.map((f) => f.message).join('; ')}`);
      }
      return 'gone';
    },
  };
}
