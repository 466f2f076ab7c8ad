import type { Migration } from '@portal/core/server';
import type { MigrationSet } from '../db/migrations';

/**
 * Delivery's tables. `portal_messages` is the in-portal channel: every notification lands here (the
 * messages plugin reads it as the inbox), rendered in the recipient's language when it was sent.
 */
const NOTIFY_MIGRATIONS: readonly Migration[] = [
  {
    id: '001_portal_messages',
    sql: `
      -- The language notifications are rendered in; the web's language switch stores it.
      ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'fi' CHECK (language IN ('fi', 'sv', 'en'));

      CREATE TABLE portal_messages (
        id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        category text NOT NULL CHECK (category IN ('info', 'alert')),
        -- The notification kind, e.g. alerts.consumption or messages.company-message.
        kind text NOT NULL,
        title text NOT NULL,
        body text NOT NULL,
        link text,
        location_identifier text,
        created_at timestamptz NOT NULL,
        seen_at timestamptz,
        -- Same key, same message: a retry or a second replica never writes it twice.
        dedupe_key text NOT NULL,
        UNIQUE (user_id, dedupe_key)
      );
      CREATE INDEX portal_messages_inbox ON portal_messages (user_id, category, created_at DESC);
      CREATE INDEX portal_messages_unseen ON portal_messages (user_id) WHERE seen_at IS NULL;
    `,
  },
];

export const NOTIFY_MIGRATION_SET: MigrationSet = { package: '@portal/host-server/notify', migrations: NOTIFY_MIGRATIONS };
