import type { Migration } from '@portal/core/server';

/**
 * The plugin's own tables, in the order they run (after core's users and the domain model). A
 * migration never changes once released: add a new one instead. Spot prices are the domain's
 * (spot_prices, loaded by the consumption plugin's ingest); this plugin only reads them.
 */
export const marketPriceMigrations: readonly Migration[] = [
  {
    id: '001_market_price_forward_prices',
    sql: `
-- Forward (futures) prices per delivery month, €/MWh VAT 0, as the retailer's file last said.
create table market_price_forward_prices (
  year smallint not null check (year between 2000 and 2100),
  month smallint not null check (month between 1 and 12),
  eur_mwh numeric(10, 3) not null check (eur_mwh >= -500),
  updated_at timestamptz not null,
  primary key (year, month)
);
`,
  },
  {
    id: '002_market_price_advertisement_tiles',
    sql: `
-- The price page's advertisement tile (requirements §7 marketpriceapp/advertisementtile), per company: texts
-- are {fi, sv?, en?} with Finnish as the fallback; the newest tile in force is the one shown.
create table market_price_advertisement_tiles (
  id text primary key,
  company text not null references companies (code),
  title jsonb not null,
  body jsonb not null,
  link_url text,
  link_text jsonb,
  starts_at timestamptz not null,
  ends_at timestamptz,
  created_at timestamptz not null,
  created_by text references users (id) on delete set null,
  check (ends_at is null or ends_at > starts_at),
  check ((link_url is null) = (link_text is null))
);
create index market_price_advertisement_tiles_company on market_price_advertisement_tiles (company, starts_at desc);
`,
  },
];
