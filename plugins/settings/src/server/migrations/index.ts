import type { Migration } from '@portal/core/server';

/**
 * The plugin's own tables, in the order they run (after core's users and the domain model). A
 * migration never changes once released: add a new one instead.
 */
export const settingsMigrations: readonly Migration[] = [
  {
    id: '001_settings_items',
    sql: `
-- Items a user sees on the settings page (replace with the plugin's real data).
create table settings_items (
  id text primary key,
  user_id text not null references users(id) on delete cascade,
  title text not null,
  created_at timestamptz not null default now()
);
create index settings_items_user on settings_items (user_id);
`,
  },
];
