import type { Migration } from '@portal/core/server';

/**
 * The tables behind the account settings the host serves (docs/settings.md): the stored graph mode and
 * pending e-mail address changes. A set of its own (not core's list) so it can grow without renumbering
 * the migrations other branches add to core's.
 */
export const USER_SETTINGS_MIGRATIONS: readonly Migration[] = [
  {
    id: '001_user_graph_mode',
    sql: `
      -- SPEC §3 User.graphMode; GRAPH_MODES in core's enumerations.
      ALTER TABLE users ADD COLUMN graph_mode text NOT NULL DEFAULT 'AUTOSCALE' CHECK (graph_mode IN ('AUTOSCALE', 'FROM_ZERO'));
    `,
  },
  {
    id: '002_email_changes',
    sql: `
      -- One pending change per user: a new request replaces the old one, so only the latest code works.
      -- The login name (users.email) changes only when the code mailed to new_email is confirmed.
      CREATE TABLE email_changes (
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

export const USER_SETTINGS_MIGRATION_SET = { package: '@portal/host-server/users', migrations: USER_SETTINGS_MIGRATIONS } as const;
