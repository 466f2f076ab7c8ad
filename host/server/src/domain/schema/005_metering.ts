import type { Migration } from '@portal/core/server';

/**
 * Time series, all in UTC at their own resolution (DESIGN §5); aggregation to Europe/Helsinki local
 * days happens when read. Series are keyed by metering point, not by use place, because that is how
 * Datahub delivers them. No foreign key to locations on purpose: a per-row FK check would slow bulk
 * loads several-fold, and readings can arrive before a place is known to the portal.
 *
 * Quality: 'missing' intervals are stored with kwh NULL (never 0), so a sum cannot silently treat
 * a gap as zero use; readers count them and say the total is incomplete (DOMAIN "missing").
 */
export const meteringMigration: Migration = {
  id: '005_domain_metering',
  sql: `
create table meter_readings (
  metering_point_id char(18) not null,
  start_utc timestamptz not null,
  minutes smallint not null check (minutes in (15, 60)),
  kwh numeric(14, 4),
  quality text not null check (quality in ('measured', 'estimated', 'missing')),
  primary key (metering_point_id, start_utc),
  constraint meter_reading_missing_has_no_value check ((quality = 'missing') = (kwh is null))
);

-- District heating is read hourly, with the water temperatures that give the cooling (supply - return).
create table dh_readings (
  metering_point_id char(18) not null,
  start_utc timestamptz not null,
  kwh numeric(14, 4),
  supply_temp_c numeric(5, 2),
  return_temp_c numeric(5, 2),
  quality text not null check (quality in ('measured', 'estimated', 'missing')),
  primary key (metering_point_id, start_utc),
  constraint dh_reading_missing_has_no_value check ((quality = 'missing') = (kwh is null))
);

-- Production measured by the customer's own inverter (all of it, before netting against use); the
-- surplus sold to the grid is the MICROGENERATION metering point's series in meter_readings.
create table solar_production (
  metering_point_id char(18) not null,
  start_utc timestamptz not null,
  minutes smallint not null check (minutes in (15, 60)),
  kwh numeric(14, 4) not null check (kwh >= 0),
  primary key (metering_point_id, start_utc)
);

-- Day-ahead prices for the Finnish area, €/MWh VAT 0: hourly until delivery day 30.9.2025 and
-- 15-minute from 1.10.2025. The floor is -500 €/MWh; the cap is left to the market.
create table spot_prices (
  start_utc timestamptz primary key,
  minutes smallint not null check (minutes in (15, 60)),
  eur_mwh numeric(10, 3) not null check (eur_mwh >= -500)
);

-- Hourly outdoor temperature per weather area (locations.temperature_area).
create table outdoor_temperatures (
  area text not null,
  start_utc timestamptz not null,
  celsius numeric(5, 2) not null,
  primary key (area, start_utc)
);
`,
};
