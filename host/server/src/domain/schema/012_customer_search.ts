import type { Migration } from '@portal/core/server';

/**
 * What the admin customer search needs of the customer register (issue 16): the e-mail address the
 * register holds for a customer, so customer service finds a customer who has no login yet.
 */
export const customerSearchMigration: Migration = {
  id: '012_domain_customer_search',
  sql: `
-- From the CRM like the rest of the register; lower case, so a search compares it as typed.
alter table customers add column email text check (email is null or (email = lower(email) and char_length(email) <= 254));
create index customers_email on customers (email) where email is not null;
`,
};
