import type { Migration } from '@portal/core/server';

/**
 * Read-right grants (docs/representation.md). The access itself lives in the domain's
 * location_access (relation 'representative', READ_ONLY): activation writes those rows, revocation
 * and expiry delete them, and core's route guard and LocationAccess read only them. These tables keep
 * the grant's life: who, to whom, which places, until when.
 */
export const representationMigrations: readonly Migration[] = [
  {
    id: '001_representations',
    sql: `
create table representations (
  id text primary key,
  company text not null,
  grantor_id text not null references users(id) on delete cascade,
  -- Lower case; activation compares it with the signed-in user's e-mail.
  representative_email text not null check (representative_email = lower(representative_email)),
  -- Null until activated: the invitation may go to someone without an account yet.
  representative_id text references users(id) on delete cascade,
  status text not null check (status in ('pending', 'active', 'revoked', 'expired')),
  created_at timestamptz not null,
  activated_at timestamptz,
  -- The first instant the right no longer holds (start of the day after the last day, Helsinki).
  expires_at timestamptz not null,
  revoked_at timestamptz,
  revoked_by text references users(id) on delete set null,
  -- sha256 of the activation link's token; the token itself is only ever in the mail.
  token_hash text not null unique,
  check ((status = 'active') = (representative_id is not null and activated_at is not null and revoked_at is null)
         or status in ('revoked', 'expired'))
);
create index representations_grantor on representations (grantor_id, status);
create index representations_representative on representations (representative_id, status);
create index representations_expiry on representations (expires_at) where status in ('pending', 'active');

create table representation_places (
  representation_id text not null references representations(id) on delete cascade,
  location_identifier text not null references locations(location_identifier) on delete cascade,
  primary key (representation_id, location_identifier)
);
`,
  },
];
