import type { Migration } from '@portal/core/server';

/** The operations area's tables (ids 3xx_, docs/admin.md). */
export const operationsMigrations: readonly Migration[] = [
  {
    id: '301_operations_maintenance',
    sql: `
-- One row per company once its maintenance has been switched: on/off, the note to customers, and the
-- window that switched it on (null when an administrator did). The host's gate reads it on API calls.
create table admin_maintenance (
  origin text primary key references companies(code),
  active boolean not null,
  message text,
  since timestamptz,
  schedule_id text,
  updated_at timestamptz not null,
  updated_by text
);

-- Scheduled windows. Rows stay after their end or cancellation (who planned what is part of the
-- record); started_at/ended_at say what the switching job has done, so a second run does nothing.
create table admin_maintenance_schedules (
  id text primary key,
  origin text not null references companies(code),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  message text,
  created_at timestamptz not null,
  created_by text,
  started_at timestamptz,
  ended_at timestamptz,
  cancelled_at timestamptz,
  cancelled_by text,
  check (ends_at > starts_at)
);
create index admin_maintenance_schedules_open on admin_maintenance_schedules (ends_at) where ended_at is null and cancelled_at is null;
`,
  },
];
