import type { Migration } from '@portal/core/server';

/**
 * The plugin's tables (after core's users and the domain model). A migration never changes once
 * released: add a new one instead.
 */
export const serviceRequestsMigrations: readonly Migration[] = [
  {
    id: '001_service_requests',
    sql: `
-- Service requests and fault reports: one table, because both get a reference number from the same
-- sequence, land in the same administrators' list and show their status to the customer the same way.
create table service_requests (
  reference text primary key,
  company text not null references companies(code),
  kind text not null check (kind in ('SERVICE_REQUEST', 'FAULT_REPORT')),
  topic text not null,
  user_id text not null references users(id) on delete cascade,
  location_identifier text not null references locations(location_identifier) on delete cascade,
  details jsonb not null,
  status text not null default 'RECEIVED' check (status in ('RECEIVED', 'IN_PROGRESS', 'DONE', 'REJECTED')),
  status_note text,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index service_requests_user on service_requests (user_id, created_at desc);
create index service_requests_company on service_requests (company, created_at desc);

-- The last number given per company and year: a reference is <company>-<year>-<number>, told to the
-- customer on the phone, so short and in order. The row is locked by the upsert, so two requests at
-- once get consecutive numbers, never the same.
create table service_request_numbers (
  company text not null references companies(code),
  year smallint not null,
  last_number integer not null,
  primary key (company, year)
);

-- App and error feedback. last_error only when the person agreed to attach it.
create table service_feedback (
  id uuid primary key,
  company text not null references companies(code),
  kind text not null check (kind in ('APP', 'ERROR')),
  user_id text not null references users(id) on delete cascade,
  rating smallint check (rating between 1 and 5),
  message text not null,
  page text not null,
  last_error jsonb,
  created_at timestamptz not null
);
create index service_feedback_company on service_feedback (company, created_at desc);
`,
  },
];
