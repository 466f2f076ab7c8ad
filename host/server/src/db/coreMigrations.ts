import type { Migration } from '@portal/core/server';

/**
 * Core's tables: accounts, sessions, the mail outbox, login throttling and feature-flag overrides.
 * Ids are text UUIDs made by the server; every time is given by the server's clock (never SQL now()),
 * so tests can move time. Other packages' tables reference users(id) ON DELETE CASCADE.
 */
export const CORE_MIGRATIONS: readonly Migration[] = [
  {
    id: '001_users',
    sql: `
      CREATE TABLE users (
        id text PRIMARY KEY,
        email text NOT NULL,
        name text NOT NULL DEFAULT '',
        phone text,
        -- scrypt$N$r$p$salt$hash; NULL means the account cannot log in with a password.
        password_hash text,
        verified boolean NOT NULL DEFAULT false,
        must_reset_password boolean NOT NULL DEFAULT false,
        ui_mode text NOT NULL DEFAULT 'B2C' CHECK (ui_mode IN ('B2C', 'B2B')),
        subscribed_to_tips boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      -- One account per address whatever its case.
      CREATE UNIQUE INDEX users_email_key ON users (lower(email));

      CREATE TABLE user_groups (
        user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        group_name text NOT NULL,
        PRIMARY KEY (user_id, group_name)
      );
    `,
  },
  {
    id: '002_sessions',
    sql: `
      -- A session is one login; its token rotates on refresh. Only SHA-256 hashes of tokens are stored.
      CREATE TABLE sessions (
        id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL,
        idle_expires_at timestamptz NOT NULL,
        absolute_expires_at timestamptz NOT NULL
      );
      CREATE INDEX sessions_user_id ON sessions (user_id);
      CREATE INDEX sessions_absolute_expires_at ON sessions (absolute_expires_at);

      -- The refresh tokens of a session are its family: deleting the session revokes them all.
      CREATE TABLE refresh_tokens (
        token_hash text PRIMARY KEY,
        session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        used_at timestamptz
      );
      CREATE INDEX refresh_tokens_session_id ON refresh_tokens (session_id);
    `,
  },
  {
    id: '003_account_codes',
    sql: `
      -- Sign-up confirmation and password-reset codes, and forced-reset tickets; hashed, expiring, few tries.
      CREATE TABLE account_codes (
        id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('signup', 'reset', 'force_reset')),
        code_hash text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        used_at timestamptz
      );
      CREATE INDEX account_codes_user_purpose ON account_codes (user_id, purpose);

      CREATE TABLE outbox (
        id text PRIMARY KEY,
        recipient text NOT NULL,
        kind text NOT NULL,
        subject text NOT NULL,
        body text NOT NULL,
        created_at timestamptz NOT NULL,
        sent_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        last_error text
      );
      CREATE INDEX outbox_unsent ON outbox (created_at) WHERE sent_at IS NULL;
      CREATE INDEX outbox_recipient ON outbox (lower(recipient), created_at);

      -- Failed logins only; kept in the database so the limit holds across replicas.
      CREATE TABLE login_attempts (
        id bigserial PRIMARY KEY,
        account text NOT NULL,
        address text NOT NULL,
        at timestamptz NOT NULL
      );
      CREATE INDEX login_attempts_account ON login_attempts (account, at);
      CREATE INDEX login_attempts_address ON login_attempts (address, at);
    `,
  },
  {
    id: '004_feature_flag_overrides',
    sql: `
      CREATE TABLE feature_flag_overrides (
        id text PRIMARY KEY,
        company text NOT NULL,
        flag text NOT NULL,
        user_id text REFERENCES users (id) ON DELETE CASCADE,
        value boolean NOT NULL,
        created_at timestamptz NOT NULL,
        created_by text
      );
      -- At most one company-wide and one per-user override of a flag.
      CREATE UNIQUE INDEX feature_flag_overrides_key ON feature_flag_overrides (company, flag, coalesce(user_id, ''));
    `,
  },
  {
    id: '005_outbox_order',
    sql: `
      -- Mails written in the same instant (one clock tick) still list in the order they were written.
      ALTER TABLE outbox ADD COLUMN seq bigserial;
    `,
  },
  {
    id: '006_audit_log',
    sql: `
      -- The security audit log (host/server/src/audit). No foreign key to users: an entry outlives
      -- the account it names. Append-only by trigger, which PGlite and PostgreSQL both run (revoking
      -- privileges would not do on PGlite, whose one connection is the superuser, nor for the table's
      -- owner on PostgreSQL, which the server's role is).
      CREATE TABLE audit_log (
        seq bigserial PRIMARY KEY,
        at timestamptz NOT NULL,
        kind text NOT NULL,
        user_id text,
        email text,
        action text,
        ip text,
        user_agent text,
        details jsonb NOT NULL DEFAULT '{}'::jsonb
      );
      CREATE INDEX audit_log_user ON audit_log (user_id, seq);
      CREATE INDEX audit_log_kind ON audit_log (kind, seq);
      CREATE INDEX audit_log_at ON audit_log (at);
      CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END
      $$;
      CREATE TRIGGER audit_log_no_update_or_delete BEFORE UPDATE OR DELETE ON audit_log
        FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
      CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
        FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
    `,
  },
];

export const CORE_MIGRATION_SET = { package: '@portal/core', migrations: CORE_MIGRATIONS } as const;
