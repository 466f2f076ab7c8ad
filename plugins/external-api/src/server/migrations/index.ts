import type { Migration } from '@portal/core/server';

/**
 * The plugin's own tables, in the order they run (after core's users and the domain model). A
 * migration never changes once released: add a new one instead.
 */
export const externalApiMigrations: readonly Migration[] = [
  {
    id: '001_external_api_keys',
    sql: `
-- API keys of a business customer (company + customer code), made by its main user (docs/external-api.md).
-- Only the SHA-256 of the key is kept: the key is 256 random bits, so its hash cannot be reversed or
-- guessed, and a fast hash lets every call be checked without a slow password hash.
create table external_api_keys (
  id text primary key,
  company text not null,
  customer_code text not null,
  created_by text not null references users(id) on delete cascade,
  name text not null check (char_length(name) between 1 and 60),
  prefix text not null,
  key_hash char(64) not null unique,
  created_at timestamptz not null,
  expires_on date,
  revoked_at timestamptz
);
create index external_api_keys_company on external_api_keys (company, customer_code);

-- What each call of a key writes, kept apart from the key itself (one row per key, one upsert per call):
-- the fixed-window rate limit (the window's start and the calls in it) and the last use.
create table external_api_key_usage (
  key_id text primary key references external_api_keys(id) on delete cascade,
  window_start timestamptz not null,
  calls integer not null,
  last_used_at timestamptz not null
);
`,
  },
];
