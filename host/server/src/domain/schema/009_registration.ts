import type { Migration } from '@portal/core/server';

/** State of registration: strong identification attempts and failed invoice proofs (docs/registration.md). */
export const registrationMigration: Migration = {
  id: '009_domain_registration',
  sql: `
-- One OpenID Connect identification, started by the web under an id it chose (POST
-- /v3/user/strongauth/{uuid}). state, nonce and the PKCE verifier live only until it completes; the
-- outcome is the person's digest and name, which /v3/user/register consumes once.
create table strong_auth_attempts (
  id text primary key,
  user_id text not null references users(id) on delete cascade,
  state text,
  nonce text,
  code_verifier text,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  verified_at timestamptz,
  person_id_digest text,
  person_name text,
  consumed_at timestamptz,
  constraint verified_has_person check ((verified_at is null) = (person_id_digest is null))
);
create index strong_auth_attempts_user on strong_auth_attempts (user_id, created_at);

-- Failed customer-number + invoice-reference proofs, counted per user over the last hour (lockout).
create table registration_failures (
  user_id text not null references users(id) on delete cascade,
  failed_at timestamptz not null
);
create index registration_failures_user on registration_failures (user_id, failed_at);
`,
};
