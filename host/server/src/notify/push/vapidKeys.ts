import type { Database } from '@portal/core/server';
import webpush from 'web-push';

/** The server's VAPID identity: the key pair push services check, and who to contact about it. */
export interface VapidKeys {
  /** Uncompressed P-256 public key, base64url: the browser's `applicationServerKey`. */
  readonly publicKey: string;
  readonly privateKey: string;
  /** `mailto:` or `https:` contact the push services may use. */
  readonly subject: string;
}

export interface VapidEnv {
  readonly VAPID_PUBLIC_KEY?: string;
  readonly VAPID_PRIVATE_KEY?: string;
  readonly VAPID_SUBJECT?: string;
  readonly NODE_ENV: string;
}

/** Used in development when VAPID_SUBJECT is not set; production must name a real contact. */
export const DEVELOPMENT_VAPID_SUBJECT = 'mailto:push@portal.invalid';

/**
 * The keys from the environment; in development without them, a pair generated once and kept in the
 * database (so the browsers' subscriptions, which are bound to the public key, survive restarts and
 * every replica agrees); in production without them `null`: push is off.
 */
export async function resolveVapidKeys(
  db: Database,
  env: VapidEnv,
  now: () => Date,
): Promise<{ readonly keys: VapidKeys | null; readonly source: 'environment' | 'development' | 'off' }> {
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new Error('Invalid environment: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither');
  }
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    const subject = env.VAPID_SUBJECT ?? (env.NODE_ENV === 'production' ? undefined : DEVELOPMENT_VAPID_SUBJECT);
    if (!subject) throw new Error('Invalid environment: VAPID_SUBJECT: required with VAPID keys (mailto: or https: contact)');
    const keys = { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
    checkVapidKeys(keys);
    return { keys, source: 'environment' };
  }
  if (env.NODE_ENV === 'production') return { keys: null, source: 'off' };
  const stored = await developmentKeyPair(db, now);
  return { keys: { ...stored, subject: env.VAPID_SUBJECT ?? DEVELOPMENT_VAPID_SUBJECT }, source: 'development' };
}

/** Fails at start, not at the first send, when a key or the subject is malformed. */
export function checkVapidKeys(keys: VapidKeys): void {
  try {
    // Builds (and discards) a signed header: checks both keys' encoding and length and the subject.
    webpush.getVapidHeaders('https://push.example', keys.subject, keys.publicKey, keys.privateKey, 'aes128gcm');
  } catch (error) {
    throw new Error(`Invalid environment: VAPID keys: ${(error as Error).message}`);
  }
}

async function developmentKeyPair(db: Database, now: () => Date): Promise<{ publicKey: string; privateKey: string }> {
  const generated = webpush.generateVAPIDKeys();
  // Two replicas starting at once: the first insert wins and both read the same row.
  await db.query(
    `INSERT INTO push_vapid_keys (id, public_key, private_key, created_at) VALUES (1, $1, $2, $3)
     ON CONFLICT (id) DO NOTHING`,
    [generated.publicKey, generated.privateKey, now()],
  );
  const { rows } = await db.query<{ public_key: string; private_key: string }>('SELECT public_key, private_key FROM push_vapid_keys WHERE id = 1');
  const row = rows[0];
  if (!row) throw new Error('push_vapid_keys: the development key pair was not stored');
  return { publicKey: row.public_key, privateKey: row.private_key };
}
