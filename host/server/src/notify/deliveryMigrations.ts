import type { Migration } from '@portal/core/server';
import type { MigrationSet } from '../db/migrations';

/**
 * Delivery's own tables (issue 11 item 2), a set apart from `portal_messages` so the push branch and
 * the plugins can add theirs without touching these.
 */
const DELIVERY_MIGRATIONS: readonly Migration[] = [
  {
    id: '001_notification_delivery',
    sql: `
      -- One row per person, channel (other than the in-portal message) and notification: the unique key
      -- is what makes a retry, a re-run or a second replica deliver it at most once.
      CREATE TABLE notification_deliveries (
        id text PRIMARY KEY,
        -- Insertion order: a digest lists its notifications in the order they happened.
        seq bigserial NOT NULL,
        user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        channel text NOT NULL CHECK (channel IN ('email', 'push', 'sms')),
        kind text NOT NULL,
        dedupe_key text NOT NULL,
        payload jsonb NOT NULL,
        language text NOT NULL CHECK (language IN ('fi', 'sv', 'en')),
        -- E-mail address or phone number at the time of the notification; push looks up subscriptions.
        address text,
        due_at timestamptz NOT NULL,
        -- pending → sending → sent | failed | gone; skipped = nothing to send to (no address, no transport).
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'gone', 'skipped')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        created_at timestamptz NOT NULL,
        claimed_at timestamptz,
        sent_at timestamptz,
        UNIQUE (user_id, channel, dedupe_key)
      );
      CREATE INDEX notification_deliveries_due ON notification_deliveries (due_at) WHERE status = 'pending';

      -- An explicit choice per person, kind and channel; no row = the kind's default channels.
      CREATE TABLE notification_preferences (
        user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind text NOT NULL,
        channel text NOT NULL CHECK (channel IN ('email', 'push', 'sms')),
        enabled boolean NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, kind, channel)
      );

      -- The person's push window in minutes of the local day; no row = DEFAULT_PUSH_WINDOW.
      CREATE TABLE notification_push_windows (
        user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        start_minute integer NOT NULL CHECK (start_minute BETWEEN 0 AND 1439),
        end_minute integer NOT NULL CHECK (end_minute BETWEEN 0 AND 1439),
        updated_at timestamptz NOT NULL
      );

      -- The development SMS sink: what a real provider would have been given (GET /api/dev/sms-outbox).
      CREATE TABLE sms_outbox (
        seq bigserial PRIMARY KEY,
        id text NOT NULL UNIQUE,
        recipient text NOT NULL,
        body text NOT NULL,
        created_at timestamptz NOT NULL
      );

      -- The key unsubscribe links are signed with, made once and shared by every replica.
      CREATE TABLE notification_signing_keys (
        name text PRIMARY KEY,
        secret text NOT NULL
      );
    `,
  },
];

export const DELIVERY_MIGRATION_SET: MigrationSet = { package: '@portal/host-server/delivery', migrations: DELIVERY_MIGRATIONS };
