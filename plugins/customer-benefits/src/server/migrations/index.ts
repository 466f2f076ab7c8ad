import type { Migration } from '@portal/core/server';

/**
 * The plugin's own tables, in the order they run (after core's users and the domain model). A
 * migration never changes once released: add a new one instead.
 */
export const customerBenefitsMigrations: readonly Migration[] = [
  {
    id: '001_customer_benefits',
    sql: `
-- requirements §2 customer benefits: the company's own benefits and partner offers, per company and mode.
create table customer_benefits (
  id text primary key,
  company text not null,
  title jsonb not null,
  description jsonb not null,
  partner text,
  code text not null,
  modes text[] not null,
  valid_until date,
  created_at timestamptz not null,
  created_by text references users(id) on delete set null
);
create index customer_benefits_company on customer_benefits (company);

-- Who has claimed which benefit: one row per person and benefit, so a second claim finds the first.
create table customer_benefit_claims (
  benefit_id text not null references customer_benefits(id) on delete cascade,
  user_id text not null references users(id) on delete cascade,
  claimed_at timestamptz not null,
  primary key (benefit_id, user_id)
);
create index customer_benefit_claims_user on customer_benefit_claims (user_id);
`,
  },
];
