import type { Migration } from '@portal/core/server';

/**
 * The retailer's customer register, independent of portal logins: who holds each customer code. Places
 * already name their customer (locations.company + customer_code); this table says whose customer code
 * it is, so a person who has not registered yet can prove they hold it (docs/registration.md). In
 * production the CRM integration fills it; here the demo data set does.
 */
export const customersMigration: Migration = {
  id: '008_domain_customers',
  sql: `
create table customers (
  company text not null references companies(code),
  customer_code text not null check (customer_code ~ '^[0-9]{1,20}$'),
  customer_type text not null default 'B2C' check (customer_type in ('B2C', 'B2B')),
  holder_name text not null,
  -- HMAC-SHA256 (hex) of the private holder's personal identity code under the server's PERSON_ID_KEY;
  -- the code itself is never stored. Null for a business customer (identified by business_id).
  person_id_digest text check (person_id_digest is null or person_id_digest ~ '^[0-9a-f]{64}$'),
  business_id text check (business_id is null or business_id ~ '^[0-9]{7}-[0-9]$'),
  business_name text,
  primary key (company, customer_code)
);
create index customers_person on customers (person_id_digest) where person_id_digest is not null;
`,
};
