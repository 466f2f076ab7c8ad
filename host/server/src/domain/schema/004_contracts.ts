import type { Migration } from '@portal/core/server';

/**
 * Contracts on use places. All prices are stored VAT 0: VAT depends on the delivery date
 * (vat_rates), never on when the contract was made, so it is added when a price is shown.
 */
export const contractsMigration: Migration = {
  id: '004_domain_contracts',
  sql: `
create table contracts (
  id text primary key,
  location_identifier text not null references locations(location_identifier) on delete cascade,
  -- requirements §3 contract types; ALL is a filter value, not a kind of contract.
  contract_type text not null check (contract_type in (
    'NETWORK', 'ELECTRICITY', 'ELECTRICITY_AND_NETWORK', 'DISTRICT_HEATING',
    'MICROGENERATION', 'PROCUREMENT', 'PROCUREMENT_AND_MICROGENERATION')),
  product_name text not null,
  additional_name text,
  -- Energy pricing. A pure network contract sells no energy and has none. For MICROGENERATION the
  -- price is what the retailer pays for the surplus: spot plus a (negative) margin, i.e. minus its fee.
  pricing text check (pricing in ('FIXED', 'SPOT')),
  fixed_price_c_kwh numeric(10, 4),
  spot_margin_c_kwh numeric(10, 4),
  basic_fee_eur_month numeric(10, 2) not null default 0,
  -- Network (transfer) part, only when this retailer also invoices the network.
  transfer_price_c_kwh numeric(10, 4),
  transfer_basic_fee_eur_month numeric(10, 2),
  -- Electricity tax class (tax_rates.tax_class); only meaningful where the network is invoiced.
  tax_class text check (tax_class in ('I', 'II')),
  start_date date not null,
  end_date date,
  green_power_name text,
  green_power_on boolean not null default false,
  can_have_green_power boolean not null default false,
  home_insurance_on boolean not null default false,
  can_have_home_insurance boolean not null default false,
  constraint contract_dates check (end_date is null or end_date >= start_date),
  constraint contract_pricing check (
    (contract_type = 'NETWORK' and pricing is null)
    or (pricing = 'FIXED' and fixed_price_c_kwh is not null)
    or (pricing = 'SPOT' and spot_margin_c_kwh is not null)),
  constraint contract_network_part check (
    contract_type not in ('NETWORK', 'ELECTRICITY_AND_NETWORK')
    or (transfer_price_c_kwh is not null and transfer_basic_fee_eur_month is not null and tax_class is not null)),
  constraint green_power_allowed check (not green_power_on or can_have_green_power),
  constraint home_insurance_allowed check (not home_insurance_on or can_have_home_insurance)
);
create index contracts_location on contracts (location_identifier, start_date);
`,
};
