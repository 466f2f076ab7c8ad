import type { Migration } from '@portal/core/server';

/**
 * The plugin's own tables. The inbox itself is core's `portal_messages` (delivery writes every
 * notification there, the alerts plugin's too), so there is no message table here: these are the
 * notices shown on pages (requirements §3 location content `notifications` and `popups`) and the top bar.
 * Texts are kept per language as JSON `{ fi, sv, en }` (fi required; a missing language falls back to fi).
 */
export const messagesMigrations: readonly Migration[] = [
  {
    id: '001_messages_notices',
    sql: `
-- Timed notifications (a service break, a price change coming) and disruption notices, company-wide
-- or for one use place, shown between starts_at and ends_at.
create table messages_notifications (
  id text primary key,
  company text not null references companies(code),
  type text not null check (type in ('timed', 'disruption')),
  location_identifier text references locations(location_identifier) on delete cascade,
  texts jsonb not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  created_at timestamptz not null,
  check (ends_at > starts_at)
);
create index messages_notifications_company on messages_notifications (company, ends_at);
create index messages_notifications_location on messages_notifications (location_identifier) where location_identifier is not null;

-- Popups with accept/close; dismiss_property names the user's choice (requirements §3 dismissProperty).
create table messages_popups (
  id text primary key,
  company text not null references companies(code),
  type text not null,
  dismiss_property text not null,
  texts jsonb not null,
  link text,
  starts_at timestamptz not null,
  ends_at timestamptz,
  created_at timestamptz not null,
  unique (company, dismiss_property)
);

-- One row per person and dismissProperty: a dismissed popup never shows again, on any device.
create table messages_popup_dismissals (
  user_id text not null references users(id) on delete cascade,
  dismiss_property text not null,
  action text not null check (action in ('accept', 'close')),
  dismissed_at timestamptz not null,
  primary key (user_id, dismiss_property)
);

-- The top-bar notification an administrator publishes for a company's portal (anonymous read).
create table messages_top_bar (
  id text primary key,
  company text not null references companies(code),
  texts jsonb not null,
  severity text not null check (severity in ('info', 'warning')),
  starts_at timestamptz not null,
  ends_at timestamptz,
  created_at timestamptz not null,
  created_by text references users(id) on delete set null
);
create index messages_top_bar_company on messages_top_bar (company, starts_at desc);
`,
  },
];
