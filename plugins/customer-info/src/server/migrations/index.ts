import type { Migration } from '@portal/core/server';

/**
 * The plugin's own tables, in the order they run (after core's users and the domain model). A
 * migration never changes once released: add a new one instead.
 */
export const customerInfoMigrations: readonly Migration[] = [
  {
    id: '001_customership_details',
    sql: `
-- The contact and invoicing details a customer keeps up to date per customership (SPEC "customership
-- detail update"). A row of its own rather than columns on the domain's customerships: this plugin
-- owns the editing, and the row goes with the customership (and so with the user) by cascade.
create table customership_details (
  user_id text not null,
  company text not null,
  customer_code text not null,
  -- International form, normalised on write (+358 and 6-10 digits).
  phone text check (phone is null or phone ~ '^\\+358[1-9][0-9]{5,9}$'),
  street_address text,
  postal_code text check (postal_code is null or postal_code ~ '^[0-9]{5}$'),
  city text,
  invoicing_name text,
  invoicing_street_address text,
  invoicing_postal_code text check (invoicing_postal_code is null or invoicing_postal_code ~ '^[0-9]{5}$'),
  invoicing_city text,
  updated_at timestamptz not null,
  primary key (user_id, company, customer_code),
  foreign key (user_id, company, customer_code) references customerships (user_id, company, customer_code) on delete cascade
);
`,
  },
];
