import type { Migration } from '@portal/core/server';
import type { MigrationSet } from '../db/migrations';

/**
 * The background-job queue (docs/jobs.md). Every time in it is written by the server from its
 * injectable clock, never by SQL now(), so a test clock decides what is due.
 */
const JOB_MIGRATIONS: readonly Migration[] = [
  {
    id: '001_jobs',
    sql: `
      CREATE TABLE jobs (
        id text PRIMARY KEY,
        -- Insertion order: "newest first" among jobs queued at the same clock time.
        seq bigint GENERATED ALWAYS AS IDENTITY,
        name text NOT NULL,
        data jsonb NOT NULL,
        state text NOT NULL CHECK (state IN ('created', 'retry', 'active', 'completed', 'cancelled', 'failed')),
        singleton_key text,
        -- Not run before this time (a retry's backoff, a push window, a schedule slot).
        start_after timestamptz NOT NULL,
        -- Attempts started so far; also the fence a worker's result must match (a retried job has moved on).
        attempts integer NOT NULL DEFAULT 0,
        retry_limit integer NOT NULL,
        retry_delay_seconds integer NOT NULL,
        -- While active: when the worker counts as gone and the attempt as failed (renewed while it runs).
        lease_expires_at timestamptz,
        last_error text,
        progress_done integer,
        progress_total integer,
        created_at timestamptz NOT NULL,
        started_at timestamptz,
        completed_at timestamptz
      );
      CREATE INDEX jobs_due ON jobs (start_after) WHERE state IN ('created', 'retry');
      CREATE INDEX jobs_leased ON jobs (lease_expires_at) WHERE state = 'active';
      CREATE INDEX jobs_newest ON jobs (created_at DESC, seq DESC);
      CREATE INDEX jobs_by_name ON jobs (name, created_at DESC, seq DESC);
      -- One queued or running job per (name, singleton key): a second send is ignored.
      CREATE UNIQUE INDEX jobs_singleton ON jobs (name, singleton_key)
        WHERE singleton_key IS NOT NULL AND state IN ('created', 'retry', 'active');

      -- The last schedule slot queued per scheduled job: a slot is queued by the one replica whose
      -- conditional upsert moves it forward, so several replicas queue each slot exactly once.
      CREATE TABLE job_schedules (
        name text PRIMARY KEY,
        last_slot_at timestamptz NOT NULL
      );
    `,
  },
];

export const JOB_MIGRATION_SET: MigrationSet = { package: '@portal/host-server/jobs', migrations: JOB_MIGRATIONS };
