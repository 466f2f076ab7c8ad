import type { Migration } from '@portal/core/server';

/**
 * Mass exports: the request, its progress (kept in the database so a progress poll may land on any
 * replica) and the file in per-place parts, so a retried job resumes where it stopped and the file
 * is never held whole in one row.
 */
export const exportMigrations: readonly Migration[] = [
  {
    id: '102_b2b_exports',
    sql: `
create table b2b_exports (
  id uuid primary key,
  user_id text not null references users(id) on delete cascade,
  company text not null references companies(code),
  customer_code text not null,
  location_identifiers text[] not null,
  year int not null,
  state text not null check (state in ('queued', 'running', 'ready', 'failed')),
  done int not null default 0,
  total int not null,
  created_at timestamptz not null,
  finished_at timestamptz
);
create index b2b_exports_user on b2b_exports (user_id, created_at desc);
create table b2b_export_parts (
  export_id uuid not null references b2b_exports(id) on delete cascade,
  seq int not null,
  csv text not null,
  primary key (export_id, seq)
);
`,
  },
];
