import type { Migration } from '@portal/core/server';

/**
 * The business customer's own facts about a place (setLocationDetails): floor area for kWh/m²
 * comparisons and a cost centre. Kept apart from the contract system's `locations` row, which the
 * portal does not own. Composites live in the domain's composite_locations (+ locations.composite_location_identifier,
 * so a place can be in one composite at most: requirements §3 isAlreadyACompositeLocation).
 */
export const placeMigrations: readonly Migration[] = [
  {
    id: '101_b2b_location_details',
    sql: `
create table b2b_location_details (
  location_identifier text primary key references locations(location_identifier) on delete cascade,
  floor_area_m2 numeric(12, 2) check (floor_area_m2 > 0),
  cost_centre text check (char_length(cost_centre) <= 40),
  updated_at timestamptz not null default now(),
  updated_by text references users(id) on delete set null
);
`,
  },
];
