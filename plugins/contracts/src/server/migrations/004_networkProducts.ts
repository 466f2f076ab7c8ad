import type { Migration } from '@portal/core/server';

/**
 * Network (transfer) products a customer can choose between, VAT 0. Finnish network companies offer
 * the same three structures: general (one price), time-of-use (day 07–22 / night 22–07) and seasonal
 * (winter weekdays 1.11.–31.3. Mon–Sat 07–22 / other time). The domain model does not know a place's
 * network area yet, so price lists are kept per company whose portal invoices the network.
 */
export const networkProductsMigration: Migration = {
  id: '004_contracts_network_products',
  sql: `
create table network_products (
  company text not null references companies(code),
  product_code text not null,
  product_name text not null,
  kind text not null check (kind in ('GENERAL', 'TIME_OF_USE', 'SEASONAL')),
  basic_fee_eur_month numeric(10, 2) not null check (basic_fee_eur_month >= 0),
  general_c_kwh numeric(10, 4),
  day_c_kwh numeric(10, 4),
  night_c_kwh numeric(10, 4),
  winter_day_c_kwh numeric(10, 4),
  other_time_c_kwh numeric(10, 4),
  primary key (company, product_code),
  constraint network_product_prices check (
    (kind = 'GENERAL' and general_c_kwh is not null)
    or (kind = 'TIME_OF_USE' and day_c_kwh is not null and night_c_kwh is not null)
    or (kind = 'SEASONAL' and winter_day_c_kwh is not null and other_time_c_kwh is not null))
);
`,
};
