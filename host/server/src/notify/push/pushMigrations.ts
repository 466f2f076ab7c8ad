import type { Migration } from '@portal/core/server';
import type { MigrationSet } from '../../db/migrations';

/**
 * Web push: the browsers' subscriptions, and the development VAPID key pair (kept so that subscriptions
 * made in development survive a restart; production takes its keys from the environment).
 */
const PUSH_MIGRATIONS: readonly Migration[] = [
  {
    id: '001_push_subscriptions',
    sql: `
      CREATE TABLE push_subscriptions (
        id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        -- The push service's URL for one browser profile; a secret capability, unique across users.
        endpoint text NOT NULL UNIQUE,
        -- The browser's P-256 public key and auth secret (base64url) the payload is encrypted for.
        p256dh text NOT NULL,
        auth text NOT NULL,
        user_agent text,
        created_at timestamptz NOT NULL,
        last_success_at timestamptz
      );
      CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id, created_at);

      -- At most one row: the key pair a development server generated for itself.
      CREATE TABLE push_vapid_keys (
        id integer PRIMARY KEY CHECK (id = 1),
        public_key text NOT NULL,
        private_key text NOT NULL,
        created_at timestamptz NOT NULL
      );
    `,
  },
];

export const PUSH_MIGRATION_SET: MigrationSet = { package: '@portal/host-server/push', migrations: PUSH_MIGRATIONS };
