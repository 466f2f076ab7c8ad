import type { Migration } from '@portal/core/server';

/**
 * Usage reports asked for by a customer; the job fills csv and pdf. The files are stored (not
 * rendered on download) so a report says what the data was when it was made, as a document should.
 */
export const reportsMigrations: readonly Migration[] = [
  {
    id: '001_reports_usage_reports',
    sql: `
create table reports_usage_reports (
  id uuid primary key,
  user_id text not null references users(id) on delete cascade,
  company text not null,
  location_identifier text not null references locations(location_identifier) on delete cascade,
  year int not null,
  name text not null,
  status text not null check (status in ('pending', 'ready', 'failed')),
  created_at timestamptz not null,
  completed_at timestamptz,
  csv text,
  pdf bytea,
  constraint report_ready_has_files check (status <> 'ready' or (csv is not null and pdf is not null))
);
create index reports_usage_reports_user on reports_usage_reports (user_id, created_at desc);
`,
  },
];
