import type { Migration } from '@portal/core/server';

/** Who sees which use place, and the user's own ordering and naming of them. */
export const accessMigration: Migration = {
  id: '003_domain_location_access',
  sql: `
-- One grant per user and place. A representative acts for someone else and may only look (requirements §6),
-- which the table itself enforces so no code path can hand out more.
create table location_access (
  user_id text not null references users(id) on delete cascade,
  location_identifier text not null references locations(location_identifier) on delete cascade,
  relation text not null check (relation in ('owner', 'subUser', 'representative')),
  access_right text not null check (access_right in ('READ_ONLY', 'FULL_ACCESS')),
  primary key (user_id, location_identifier),
  constraint representative_is_read_only check (relation <> 'representative' or access_right = 'READ_ONLY')
);
create index location_access_location on location_access (location_identifier);

-- The user's order of the content list (SPEC "content order"). Positions are not unique on purpose:
-- a reorder rewrites them all in one transaction, and ties fall back to the identifier.
create table content_order (
  user_id text not null references users(id) on delete cascade,
  location_identifier text not null references locations(location_identifier) on delete cascade,
  position integer not null check (position >= 0),
  primary key (user_id, location_identifier)
);

-- The user's own display name for a place (SPEC "location name"); the official name stays in locations.
create table location_names (
  user_id text not null references users(id) on delete cascade,
  location_identifier text not null references locations(location_identifier) on delete cascade,
  display_name text not null check (char_length(display_name) between 1 and 100),
  primary key (user_id, location_identifier)
);

-- Per-location features (requirements §3 "features"); absent means disabled, read-only and unknown.
create table location_features (
  location_identifier text not null references locations(location_identifier) on delete cascade,
  feature text not null,
  enabled boolean not null,
  read_only boolean not null,
  qualifiers jsonb not null default '[]',
  primary key (location_identifier, feature)
);
`,
};
