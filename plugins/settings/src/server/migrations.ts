import type { Migration } from '@portal/core/server';

/**
 * The settings plugin's tables. `email_changes` was created by the host's `@portal/host-server/users`
 * set (its 002) before the e-mail change moved here; IF NOT EXISTS makes this a no-op on those databases
 * and the table's creation on new ones.
 */
export const settingsMigrations: readonly Migration[] = [
  {
    id: '001_email_changes',
    sql: `
      -- One pending change per user: a new request replaces the old one, so only the latest code works.
      -- The login name (users.email) changes only when the code mailed to new_email is confirmed.
      CREATE TABLE IF NOT EXISTS email_changes (
        user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        new_email text NOT NULL,
        code_hash text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        attempts integer NOT NULL DEFAULT 0
      );
    `,
  },
];
