import type { Migration } from '@portal/core/server';

/**
 * CO2 emission factors as dated data (DOMAIN: facts that change belong in tables). Green power bought
 * with guarantees of origin replaces *unverified* electricity, whose mix is the national residual mix
 * (jäännösjakauma) that the Energy Authority publishes each year; that is the factor the savings use.
 *
 * 554.90 g/kWh: residual mix of 2023, published by Energiavirasto on 25.6.2024
 * (https://energiavirasto.fi/-/vuoden-2023-jaannosjakauma-julkaistu-varmentamaton-sahko-entista-harmaampaa).
 * Add each new year's figure with a new migration; valid_from is its publication date.
 */
export const emissionFactorsMigration: Migration = {
  id: '003_contracts_emission_factors',
  sql: `
create table green_power_emission_factors (
  kind text not null check (kind in ('residual_mix')),
  valid_from date not null,
  g_co2_per_kwh numeric(8, 2) not null check (g_co2_per_kwh >= 0),
  source text not null,
  primary key (kind, valid_from)
);

insert into green_power_emission_factors (kind, valid_from, g_co2_per_kwh, source) values
  ('residual_mix', '2024-06-25', 554.90, 'Energiavirasto, jäännösjakauma 2023 (julkaistu 25.6.2024)');
`,
};
