import type { Migration } from '@portal/core/server';

/** The user-admin area's tables (ids 2xx, ADMIN_COMMON.md). */
export const usersMigrations: readonly Migration[] = [
  {
    id: '201_users_identifications',
    sql: `
      -- POST /admin/users/v1/authenticate: an administrator identified the person strongly (e.g. in
      -- person, with an identity document); who and when, so the next one can see it was done. Goes
      -- with the account (cascade). The latest identification only: the audit log keeps every one.
      CREATE TABLE admin_user_identifications (
        user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        identified_at timestamptz NOT NULL,
        identified_by text NOT NULL
      );
    `,
  },
];
