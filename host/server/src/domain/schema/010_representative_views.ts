import type { Migration } from '@portal/core/server';

/**
 * What a representative looked at while acting for a customer (docs/representation.md): written by
 * LocationAccess, shown to the customer who gave the read right. One row per representative, place,
 * kind and hour at most (the hour is part of the key), so a page that asks ten times logs once.
 */
export const representativeViewsMigration: Migration = {
  id: '010_domain_representative_views',
  sql: `
create table representative_views (
  customer_id text not null references users(id) on delete cascade,
  representative_id text not null references users(id) on delete cascade,
  location_identifier text not null references locations(location_identifier) on delete cascade,
  kind text not null check (char_length(kind) between 1 and 40),
  hour timestamptz not null,
  primary key (customer_id, representative_id, location_identifier, kind, hour)
);
create index representative_views_customer on representative_views (customer_id, hour desc);
`,
};
