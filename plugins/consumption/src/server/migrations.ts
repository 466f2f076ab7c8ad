import type { Migration } from '@portal/core/server';

/** The consumption plugin's own tables; the metering series themselves are the domain model's. */
export const consumptionMigrations: readonly Migration[] = [
  {
    id: '001_consumption_budgets',
    sql: `
-- A user's standing monthly budget for a place (requirements §3 budget; "consumption budget setting").
-- Per user, because a sub-user's budget is their own business, not the owner's.
create table consumption_budgets (
  user_id text not null references users(id) on delete cascade,
  location_identifier text not null references locations(location_identifier) on delete cascade,
  active boolean not null,
  monthly_budget numeric(12, 2) not null check (monthly_budget > 0),
  unit text not null check (unit in ('kWh', 'EUR')),
  updated_at timestamptz not null default now(),
  primary key (user_id, location_identifier)
);
`,
  },
  {
    id: '002_reactive_energy_readings',
    sql: `
-- Reactive energy (kvarh) of business metering points, for the reactivePower overlay (requirements §3
-- consumption data type KVARH). Same keying as meter_readings, and no FK for the same bulk-load reason.
create table reactive_energy_readings (
  metering_point_id char(18) not null,
  start_utc timestamptz not null,
  minutes smallint not null check (minutes in (15, 60)),
  kvarh numeric(14, 4) not null,
  primary key (metering_point_id, start_utc)
);
`,
  },
  {
    id: '003_dh_quality_limits',
    sql: `
-- District heating temperature classes per building type (requirements §3 limits; DOMAIN: keep them as data,
-- heat companies tune them). min inclusive, max exclusive, null = open. Return temperature: lower is
-- better (DOMAIN guidance: <30 excellent ... >55 excessive). Cooling (supply - return): higher is
-- better; a winter cooling below about 25 °C is worth investigating. Small houses get lower cooling
-- limits because their short radiator circuits cool the water less.
create table dh_quality_limits (
  building_type text not null
    check (building_type in ('DetachedHouse', 'SummerHouse', 'Apartment', 'RowHouse', 'CompanyBuilding')),
  measure text not null check (measure in ('returnTemperature', 'cooling')),
  class text not null check (class in ('excellent', 'veryGood', 'good', 'satisfying', 'passable', 'bad')),
  min_celsius numeric(5, 2),
  max_celsius numeric(5, 2),
  primary key (building_type, measure, class)
);

insert into dh_quality_limits (building_type, measure, class, min_celsius, max_celsius)
select b.building_type, l.measure, l.class, l.min_celsius, l.max_celsius
from (values ('DetachedHouse'), ('SummerHouse'), ('Apartment'), ('RowHouse')) as b(building_type)
cross join (values
  ('returnTemperature', 'excellent', null, 30),
  ('returnTemperature', 'veryGood', 30, 35),
  ('returnTemperature', 'good', 35, 40),
  ('returnTemperature', 'satisfying', 40, 46),
  ('returnTemperature', 'passable', 46, 55),
  ('returnTemperature', 'bad', 55, null)
) as l(measure, class, min_celsius, max_celsius);

insert into dh_quality_limits (building_type, measure, class, min_celsius, max_celsius) values
  ('CompanyBuilding', 'returnTemperature', 'excellent', null, 32),
  ('CompanyBuilding', 'returnTemperature', 'veryGood', 32, 37),
  ('CompanyBuilding', 'returnTemperature', 'good', 37, 42),
  ('CompanyBuilding', 'returnTemperature', 'satisfying', 42, 48),
  ('CompanyBuilding', 'returnTemperature', 'passable', 48, 55),
  ('CompanyBuilding', 'returnTemperature', 'bad', 55, null);

insert into dh_quality_limits (building_type, measure, class, min_celsius, max_celsius)
select b.building_type, 'cooling', l.class, l.min_celsius, l.max_celsius
from (values ('Apartment'), ('RowHouse'), ('CompanyBuilding')) as b(building_type)
cross join (values
  ('excellent', 45, null), ('veryGood', 40, 45), ('good', 35, 40),
  ('satisfying', 30, 35), ('passable', 25, 30), ('bad', null, 25)
) as l(class, min_celsius, max_celsius);

insert into dh_quality_limits (building_type, measure, class, min_celsius, max_celsius)
select b.building_type, 'cooling', l.class, l.min_celsius, l.max_celsius
from (values ('DetachedHouse'), ('SummerHouse')) as b(building_type)
cross join (values
  ('excellent', 40, null), ('veryGood', 35, 40), ('good', 30, 35),
  ('satisfying', 25, 30), ('passable', 20, 25), ('bad', null, 20)
) as l(class, min_celsius, max_celsius);
`,
  },
];
