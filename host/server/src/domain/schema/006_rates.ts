import type { Migration } from '@portal/core/server';

/**
 * VAT and electricity tax as dated data (DOMAIN: facts that change belong in tables, not code).
 * valid_from is inclusive, valid_until exclusive (null = still in force); both are delivery dates.
 */
export const ratesMigration: Migration = {
  id: '006_domain_rates',
  sql: `
create table vat_rates (
  -- 'general' applies to everything; 'electricity_energy' to the electricity energy sale (energy,
  -- basic fee, origin add-ons), which had its own 10 % rate in 12/2022-4/2023.
  category text not null check (category in ('general', 'electricity_energy')),
  valid_from date not null,
  valid_until date,
  rate_percent numeric(5, 2) not null,
  primary key (category, valid_from),
  check (valid_until is null or valid_until > valid_from)
);

insert into vat_rates (category, valid_from, valid_until, rate_percent) values
  ('general', '2013-01-01', '2024-09-01', 24),
  ('general', '2024-09-01', null, 25.5),
  ('electricity_energy', '2013-01-01', '2022-12-01', 24),
  ('electricity_energy', '2022-12-01', '2023-05-01', 10),
  ('electricity_energy', '2023-05-01', '2024-09-01', 24),
  ('electricity_energy', '2024-09-01', null, 25.5);

-- Electricity tax per class, c/kWh VAT 0 (the tax itself carries VAT only through the bill's total).
-- History before 1.5.2023 (including the temporary cut of 1-4/2023) is left out: no data the portal
-- shows is that old. Add earlier rows with a new migration if it ever is.
create table tax_rates (
  tax_class text not null check (tax_class in ('I', 'II')),
  valid_from date not null,
  valid_until date,
  electricity_tax_c_kwh numeric(10, 4) not null,
  security_of_supply_c_kwh numeric(10, 4) not null,
  primary key (tax_class, valid_from),
  check (valid_until is null or valid_until > valid_from)
);

insert into tax_rates (tax_class, valid_from, valid_until, electricity_tax_c_kwh, security_of_supply_c_kwh) values
  ('I', '2023-05-01', null, 2.24, 0.013),
  ('II', '2023-05-01', null, 0.05, 0.013);
`,
};
