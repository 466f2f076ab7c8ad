import type { Migration } from '@portal/core/server';

/**
 * The alerts plugin's tables (after core's users and the domain model). Subscriptions are per user and
 * place: two people who see the same place each choose their own alerts. A migration never changes
 * once released: add a new one instead.
 */
export const alertsMigrations: readonly Migration[] = [
  {
    id: '001_alert_subscriptions',
    sql: `
-- Consumption alert (requirements §3): daily kWh above top or below bottom threshold.
create table alert_consumption (
  user_id text not null references users(id) on delete cascade,
  location_identifier text not null references locations(location_identifier) on delete cascade,
  active boolean not null,
  top_threshold_kwh numeric(12, 2),
  bottom_threshold_kwh numeric(12, 2),
  updated_at timestamptz not null,
  primary key (user_id, location_identifier),
  check (bottom_threshold_kwh is null or top_threshold_kwh is null or bottom_threshold_kwh < top_threshold_kwh)
);
create index alert_consumption_location on alert_consumption (location_identifier) where active;

-- Electricity disruption alert: e-mail and phone each with its own address and push window
-- (minutes of the Helsinki day, start inclusive, end exclusive).
create table alert_disruption_electricity (
  user_id text not null references users(id) on delete cascade,
  location_identifier text not null references locations(location_identifier) on delete cascade,
  active boolean not null,
  email_id text not null,
  email_active boolean not null,
  email_address text,
  email_start_minute smallint not null check (email_start_minute between 0 and 1439),
  email_end_minute smallint not null check (email_end_minute between 0 and 1439),
  phone_id text not null,
  phone_active boolean not null,
  phone_number text,
  phone_start_minute smallint not null check (phone_start_minute between 0 and 1439),
  phone_end_minute smallint not null check (phone_end_minute between 0 and 1439),
  last_triggered_at timestamptz,
  updated_at timestamptz not null,
  primary key (user_id, location_identifier)
);
create index alert_disruption_electricity_location on alert_disruption_electricity (location_identifier) where active;

-- District heating: return-temperature alert (N days above the building type's passable limit) and
-- the district-heating disruption alert (e-mail and SMS, one push window).
create table alert_district_heating (
  user_id text not null references users(id) on delete cascade,
  location_identifier text not null references locations(location_identifier) on delete cascade,
  return_active boolean not null,
  return_days smallint not null check (return_days between 1 and 14),
  disruption_active boolean not null,
  email_notifications boolean not null,
  sms_notifications boolean not null,
  email text,
  mobile_number text,
  start_minute smallint not null check (start_minute between 0 and 1439),
  end_minute smallint not null check (end_minute between 0 and 1439),
  last_triggered_at timestamptz,
  updated_at timestamptz not null,
  primary key (user_id, location_identifier)
);
create index alert_district_heating_location on alert_district_heating (location_identifier);

-- The "passable" upper limit of the return temperature per building type (DOMAIN: keep as data; the
-- same guidance as the consumption plugin's class table, 46-55 °C passable, above 55 °C excessive).
create table alert_dh_return_limits (
  building_type text primary key
    check (building_type in ('DetachedHouse', 'SummerHouse', 'Apartment', 'RowHouse', 'CompanyBuilding')),
  passable_max_celsius numeric(5, 2) not null
);
insert into alert_dh_return_limits values
  ('DetachedHouse', 55), ('SummerHouse', 55), ('Apartment', 55), ('RowHouse', 55), ('CompanyBuilding', 55);

-- Energy price alert (price limit) and daily price report: one of each per user (requirements §3 ids).
create table alert_energy_price (
  id text primary key,
  user_id text not null unique references users(id) on delete cascade,
  active boolean not null,
  threshold_c_kwh numeric(10, 2),
  bottom_threshold_c_kwh numeric(10, 2),
  updated_at timestamptz not null,
  check (bottom_threshold_c_kwh is null or threshold_c_kwh is null or bottom_threshold_c_kwh < threshold_c_kwh)
);
create table alert_energy_price_report (
  id text primary key,
  user_id text not null unique references users(id) on delete cascade,
  active boolean not null,
  email_notifications boolean not null,
  push_notifications boolean not null,
  unit text not null check (unit in ('KWH', 'MWH')),
  vat text not null check (vat in ('VAT_0', 'VAT_24')),
  updated_at timestamptz not null
);

-- A power cut an administrator or an integration posts for a set of metering points. revision grows
-- with each change of the estimate, so each notice has its own dedupe key.
create table alert_disruptions (
  id text primary key,
  company text not null references companies(code),
  utility_type text not null check (utility_type in ('ELECTRICITY', 'DISTRICT_HEATING')),
  planned boolean not null,
  started_at timestamptz not null,
  estimated_restoration_at timestamptz,
  restored_at timestamptz,
  revision integer not null default 1,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create table alert_disruption_points (
  disruption_id text not null references alert_disruptions(id) on delete cascade,
  metering_point_id char(18) not null,
  primary key (disruption_id, metering_point_id)
);
create index alert_disruption_points_point on alert_disruption_points (metering_point_id);
`,
  },
];
