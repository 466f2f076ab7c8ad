import type { Migration } from '@portal/core/server';

/**
 * The plugin's own tables, in the order they run (after core's users and the domain model). A
 * migration never changes once released: add a new one instead.
 */
export const campaignsMigrations: readonly Migration[] = [
  {
    id: '001_campaigns',
    sql: `
-- requirements §4 campaigns, per company. published = false is a draft; a published campaign is expired once
-- ends_at has passed. starts_at/ends_at are the Helsinki midnights around start_date..end_date, kept so
-- the customer query compares instants, and the dates kept as the administrator wrote them.
create table campaigns (
  id text primary key,
  company text not null,
  title jsonb not null,
  body jsonb not null,
  link_url text,
  link_text jsonb,
  modes text[] not null,
  place_features text[] not null default '{}',
  start_date date not null,
  end_date date not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  published boolean not null default false,
  created_at timestamptz not null,
  created_by text references users(id) on delete set null,
  updated_at timestamptz not null,
  constraint campaign_window check (ends_at > starts_at)
);
create index campaigns_company on campaigns (company, published, ends_at);
`,
  },
];
