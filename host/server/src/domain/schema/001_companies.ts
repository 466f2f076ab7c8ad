import type { Migration } from '@portal/core/server';

/**
 * The three retailers and who is a customer of which. Companies are reference data (the portal
 * cannot run without them), so they are inserted here rather than by the demo generator. The names
 * are fictional; keep them in step with the company distributions' displayName.
 */
export const companiesMigration: Migration = {
  id: '001_domain_companies',
  sql: `
create table companies (
  code text primary key check (code in ('VARE', 'SV', 'KUO')),
  name text not null
);

insert into companies (code, name) values
  ('VARE', 'Vare Energia Oy'),
  ('SV', 'SV Sähkö Oy'),
  ('KUO', 'Kuo Energia Oy');

-- A user may be a customer of several companies, and of one company under several customer codes
-- (a private person who also runs a business). customer_type tells which portal mode applies.
create table customerships (
  user_id text not null references users(id) on delete cascade,
  company text not null references companies(code),
  customer_code text not null,
  customer_type text not null default 'B2C' check (customer_type in ('B2C', 'B2B')),
  business_id text check (business_id is null or business_id ~ '^[0-9]{7}-[0-9]$'),
  business_name text,
  primary key (user_id, company, customer_code)
);
create index customerships_company_code on customerships (company, customer_code);
`,
};
