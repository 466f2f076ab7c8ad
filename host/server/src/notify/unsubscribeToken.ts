import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '@portal/core/server';
import { SWITCHABLE_CHANNELS, type SwitchableChannel } from './notificationPreferences';

/** What an unsubscribe link switches: one kind on one channel for one person. */
export interface UnsubscribeTarget {
  readonly userId: string;
  readonly kind: string;
  readonly channel: SwitchableChannel;
}

const KEY_NAME = 'unsubscribe';

/**
 * The signing key, made at first use and kept in the database, so every replica signs and checks
 * alike without a setting to forget. Links do not expire: an old mail's link must still work.
 */
export async function unsubscribeKey(db: Queryable): Promise<Buffer> {
  await db.query('INSERT INTO notification_signing_keys (name, secret) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    KEY_NAME,
    randomBytes(32).toString('base64url'),
  ]);
  const { rows } = await db.query<{ secret: string }>('SELECT secret FROM notification_signing_keys WHERE name = $1', [KEY_NAME]);
  return Buffer.from(rows[0]!.secret, 'base64url');
}

const sign = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

export function signUnsubscribeToken(key: Buffer, target: UnsubscribeTarget): string {
  const body = Buffer.from(JSON.stringify([target.userId, target.kind, target.channel])).toString('base64url');
  return `${body}.${sign(key, body)}`;
}

/** The target of a genuine token, or null for anything else (tampered, truncated, made up). */
export function verifyUnsubscribeToken(key: Buffer, token: string): UnsubscribeTarget | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(key, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 3 || !parsed.every((part) => typeof part === 'string')) return null;
    const [userId, kind, channel] = parsed as [string, string, string];
    if (!(SWITCHABLE_CHANNELS as readonly string[]).includes(channel)) return null;
    return { userId, kind, channel: channel as SwitchableChannel };
  } catch {
    return null;
  }
}
