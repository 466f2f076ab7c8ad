import type { Migration } from '@portal/core/server';

/**
 * The plugin's own tables, in the order they run (after core's users and the domain model). The
 * production series itself is the domain model's `solar_production` (keyed by a metering point id,
 * as Datahub and inverter exports deliver it). A migration never changes once released: add a new one.
 */
export const solarMigrations: readonly Migration[] = [
  {
    id: '001_solar_plants',
    sql: `
-- A customer's solar plant (requirements §3 Solar panel details). It belongs to the customer (company +
-- customer code), not to a use place: a plant exists before it is linked, and findLink matches it.
-- production_point_id keys its series in solar_production.
create table solar_plants (
  id text primary key,
  company text not null references companies(code),
  customer_code text not null,
  name text not null,
  production_point_id char(18) not null unique,
  latitude numeric(8, 5) not null check (latitude between -90 and 90),
  longitude numeric(8, 5) not null check (longitude between -180 and 180),
  kwp numeric(8, 2) not null check (kwp > 0),
  -- [{ count, powerW, tiltDeg, azimuthDeg }] and [{ nominalPowerKw, commissionDate, model, serialNumber }]
  panels jsonb not null default '[]',
  inverters jsonb not null default '[]',
  created_at timestamptz not null default now()
);
create index solar_plants_customer on solar_plants (company, customer_code);
`,
  },
  {
    id: '002_solar_plant_links',
    sql: `
-- Which use place a plant's production is netted against (requirements §4: linked to or unlinked from a use
-- place): the consumption metering point's place, and the production (export) metering point's place
-- the surplus is sold through. One link per plant; a place may have several plants.
create table solar_plant_links (
  plant_id text primary key references solar_plants(id) on delete cascade,
  location_identifier text not null references locations(location_identifier) on delete cascade,
  export_location_identifier text references locations(location_identifier) on delete set null,
  linked_at timestamptz not null,
  linked_by text references users(id) on delete set null
);
create index solar_plant_links_location on solar_plant_links (location_identifier);
`,
  },
  {
    id: '003_solar_production_checks',
    sql: `
-- The production-drop job's verdict per plant and day (solar.detect-production-drop): the metered
-- export of a sunny day against the plant's own recent sunny days. Kept so a re-run decides the same
-- and an administrator can see why a notice went out.
create table solar_production_checks (
  plant_id text not null references solar_plants(id) on delete cascade,
  check_date date not null,
  exported_kwh numeric(12, 4) not null,
  reference_kwh numeric(12, 4) not null,
  dropped boolean not null,
  checked_at timestamptz not null,
  primary key (plant_id, check_date)
);
`,
  },
  {
    id: '004_solar_statements',
    sql: `
-- The monthly solar statement as the job solar.monthly-statement made it once the month was over:
-- the figures the customer was told (the inbox notice), kept as they were even if late readings
-- change the live statement later. Money in cents.
create table solar_statements (
  location_identifier text not null references locations(location_identifier) on delete cascade,
  month date not null check (extract(day from month) = 1),
  production_kwh numeric(14, 4) not null,
  self_used_kwh numeric(14, 4) not null,
  exported_kwh numeric(14, 4) not null,
  self_used_value_cents bigint not null,
  export_revenue_cents bigint not null,
  negative_price_export_percent numeric(5, 2),
  complete boolean not null,
  computed_at timestamptz not null,
  primary key (location_identifier, month)
);
`,
  },
];
