import type { Migration } from '@portal/core/server';

/**
 * The plugin's own tables, in the order they run (after core's users and the domain model). A
 * migration never changes once released: add a new one instead.
 */
export const reportsMigrations: readonly Migration[] = [
  {
    id: '001_reports_items',
    sql: `
-- Items a user sees on the reports page (replace with the plugin's real data).
create table reports_items (
  id text primary key,
  user_id text not null references users(id) on delete cascade,
  title text not null,
  created_at timestamptz not null default now()
);
create index reports_items_user on reports_items (user_id);
`,
  },
];
