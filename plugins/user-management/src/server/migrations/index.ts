import type { Migration } from '@portal/core/server';

/**
 * The user-management plugin's tables. The rights themselves stay in the domain's location_access
 * (relation 'subUser'), which every place route already reads; these tables only say who manages a
 * company and when a sub-user's right ends (docs/user-management.md).
 */
export const userManagementMigrations: readonly Migration[] = [
  {
    id: '001_user_management_company_users',
    sql: `
-- Who belongs to a business customer (company + customer code) as its main user or a sub-user.
-- A customerships row says a login holds the customer code; it does not say who manages it (the demo's
-- sub-user holds the same code), so the role lives here.
create table user_management_company_users (
  company text not null,
  customer_code text not null,
  user_id text not null references users(id) on delete cascade,
  role text not null check (role in ('main', 'sub')),
  added_at timestamptz not null,
  primary key (company, customer_code, user_id)
);
-- Exactly one main user per business customer: a transfer swaps roles inside one transaction.
create unique index user_management_one_main_user on user_management_company_users (company, customer_code)
  where role = 'main';
create index user_management_company_users_user on user_management_company_users (user_id);

-- The optional end of a sub-user's right on a place: the right holds through this Helsinki local day,
-- and the expiry job removes the location_access row the next morning.
create table user_management_right_expiry (
  user_id text not null references users(id) on delete cascade,
  location_identifier text not null references locations(location_identifier) on delete cascade,
  expires_on date not null,
  primary key (user_id, location_identifier)
);
create index user_management_right_expiry_day on user_management_right_expiry (expires_on);

-- An invitation to an address that has no login yet. When a verified login with the address exists,
-- the claim job makes it a sub-user of the company (the invitation mail links to sign-up).
create table user_management_invitations (
  id text primary key,
  company text not null,
  customer_code text not null,
  email text not null check (char_length(email) between 3 and 254),
  invited_by text not null references users(id) on delete cascade,
  created_at timestamptz not null,
  claimed_by text references users(id) on delete set null,
  claimed_at timestamptz
);
create unique index user_management_invitation_once on user_management_invitations (company, customer_code, lower(email))
  where claimed_at is null;
`,
  },
  {
    id: '002_user_management_label_rules',
    sql: `
-- "Everything labelled Helsinki": a sub-user's right on every place of the company that carries the label
-- (domain location_labels), now and as places are labelled later; the sync keeps location_access in step.
create table user_management_label_rules (
  company text not null,
  customer_code text not null,
  user_id text not null references users(id) on delete cascade,
  label text not null check (char_length(label) between 1 and 40),
  access_right text not null check (access_right in ('READ_ONLY', 'FULL_ACCESS')),
  -- Like a place's expiry: the rule holds through this Helsinki local day.
  expires_on date,
  primary key (company, customer_code, user_id, label)
);

-- The location_access rows a label rule wrote: these follow the label (a place that loses it loses the
-- right); a grant the main user gave place by place is never in here and is never touched by the sync.
create table user_management_label_grants (
  user_id text not null references users(id) on delete cascade,
  location_identifier text not null references locations(location_identifier) on delete cascade,
  primary key (user_id, location_identifier)
);
`,
  },
];
