import { randomUUID } from 'node:crypto';
import type { Queryable } from '@portal/core/server';
import type { PushSubscriptionJson } from './pushSubscriptionSchema';

export interface StoredPushSubscription {
  readonly id: string;
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

/** A person rarely has more devices than this; the oldest goes when a new one comes. */
export const MAX_SUBSCRIPTIONS_PER_USER = 10;

/**
 * Stores the browser's subscription for `userId`. An endpoint already known moves to this user with
 * its new keys: the endpoint names one browser profile, and whoever signs in there now gets its pushes.
 */
export async function saveSubscription(
  tx: Queryable,
  userId: string,
  subscription: PushSubscriptionJson,
  userAgent: string | undefined,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO push_subscriptions (id, user_id, endpoint, p256dh, auth, user_agent, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (endpoint) DO UPDATE
       SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth,
           user_agent = EXCLUDED.user_agent, created_at = EXCLUDED.created_at, last_success_at = NULL`,
    [randomUUID(), userId, subscription.endpoint, subscription.keys.p256dh, subscription.keys.auth, userAgent ?? null, now],
  );
  await tx.query(
    `DELETE FROM push_subscriptions WHERE user_id = $1 AND id NOT IN (
       SELECT id FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT $2)`,
    [userId, MAX_SUBSCRIPTIONS_PER_USER],
  );
}

/** Deletes the caller's own subscription; false when there is none with that endpoint (or it is another's). */
export async function deleteOwnSubscription(db: Queryable, userId: string, endpoint: string): Promise<boolean> {
  const result = await db.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2 RETURNING id', [userId, endpoint]);
  return result.rows.length > 0;
}

export async function subscriptionsOf(db: Queryable, userId: string): Promise<StoredPushSubscription[]> {
  const { rows } = await db.query<StoredPushSubscription>(
    'SELECT id, endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at, id',
    [userId],
  );
  return rows;
}

export async function deleteSubscription(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM push_subscriptions WHERE id = $1', [id]);
}

export async function markDelivered(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query('UPDATE push_subscriptions SET last_success_at = $2 WHERE id = $1', [id, now]);
}
