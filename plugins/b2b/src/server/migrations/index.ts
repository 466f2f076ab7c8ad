import type { Migration } from '@portal/core/server';

/**
 * The plugin's own tables, in the order they run (after core's users and the domain model). A
 * migration never changes once released: add a new one instead.
 */
export const b2bMigrations: readonly Migration[] = [
  {
    id: '001_b2b_items',
    sql: `
-- Items a user sees on the b2b page (replace with the plugin's real data).
create table b2b_items (
  id text primary key,
  user_id text not null references users(id) on delete cascade,
  title text not null,
  created_at timestamptz not null default now()
);
create index b2b_items_user on b2b_items (user_id);
`,
  },
];
