import type { Migration } from '@portal/core/server';

/**
 * Use places. One row per metering point: a house with electricity and solar has two use places
 * (consumption and the production metering point), as the customer sees them in the portal.
 */
export const locationsMigration: Migration = {
  id: '002_domain_locations',
  sql: `
-- GS1 mod-10 over the first 17 digits (weights 3,1,3,... from the left for an 18-digit key), so a
-- mistyped metering point id can never be stored. Finnish metering points start with 643.
create function gsrn_is_valid(code text) returns boolean
language sql immutable strict as $$
  select case
    when code !~ '^[0-9]{18}$' then false
    else (
      select (10 - sum(substr(code, i, 1)::int * case when i % 2 = 1 then 3 else 1 end) % 10) % 10
      from generate_series(1, 17) as i
    ) = substr(code, 18, 1)::int
  end
$$;

-- B2B "composite location": a named group of a company's ordinary use places.
create table composite_locations (
  composite_location_identifier text primary key,
  company text not null references companies(code),
  customer_code text not null,
  name text not null
);

create table locations (
  location_identifier text primary key,
  company text not null references companies(code),
  customer_code text not null,
  metering_point_id char(18) not null unique
    check (metering_point_id like '643%' and gsrn_is_valid(metering_point_id)),
  utility_type text not null check (utility_type in ('ELECTRICITY', 'DISTRICT_HEATING', 'MICROGENERATION')),
  name text not null,
  street_address text not null,
  postal_code text not null check (postal_code ~ '^[0-9]{5}$'),
  city text not null,
  building_type text not null
    check (building_type in ('DetachedHouse', 'SummerHouse', 'Apartment', 'RowHouse', 'CompanyBuilding')),
  -- The business customer's own id for the place (cost centre, site number); null for households.
  company_reference_id text,
  labels text[] not null default '{}',
  composite_location_identifier text references composite_locations(composite_location_identifier) on delete set null,
  -- Metering resolution of this point: 15-minute meters or older hourly ones (DOMAIN: both exist).
  resolution_minutes smallint not null check (resolution_minutes in (15, 60)),
  -- Outdoor temperature series (outdoor_temperatures.area) that describes the place's weather.
  temperature_area text
);
create index locations_company on locations (company, customer_code);
create index locations_composite on locations (composite_location_identifier)
  where composite_location_identifier is not null;
`,
};
