import type { Migration } from '@portal/core/server';

/**
 * Follow-up offers (requirements §2 "follow-up offer", §7 followupoffer/accept/{leadId}): before a fixed-term
 * contract ends, the retailer offers the next one. The lead id is the sales system's id of the offer.
 * Prices are VAT 0 like every stored price: VAT follows the delivery date (the new contract's start).
 */
export const followUpOffersMigration: Migration = {
  id: '001_contracts_follow_up_offers',
  sql: `
create table follow_up_offers (
  lead_id text primary key,
  contract_id text not null references contracts(id) on delete cascade,
  product_name text not null,
  term_months smallint not null check (term_months between 1 and 60),
  offered_price_c_kwh numeric(10, 4) not null,
  basic_fee_eur_month numeric(10, 2) not null check (basic_fee_eur_month >= 0),
  valid_until date not null,
  created_at timestamptz not null default now(),
  accepted_at timestamptz,
  accepted_by text references users(id) on delete set null,
  -- The contract the acceptance created; kept so a retried accept can answer what it already did.
  new_contract_id text references contracts(id) on delete set null
);
-- At most one open offer per contract: two at once would leave the customer guessing which one counts.
create unique index follow_up_offers_one_open on follow_up_offers (contract_id) where accepted_at is null;
`,
};
