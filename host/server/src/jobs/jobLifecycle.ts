import type { Queryable } from '@portal/core/server';

/**
 * The state changes of a job row, each one statement, so no transaction is held while a job runs
 * (on the embedded database a transaction holds its only connection). Every change after the claim
 * names the attempt it belongs to: a worker whose lease expired, and whose job has been handed on,
 * cannot overwrite the newer attempt's state.
 */
export interface ClaimedJob {
  readonly id: string;
  readonly name: string;
  readonly data: unknown;
  /** This attempt's number, 1 for the first run. */
  readonly attempt: number;
  readonly retryLimit: number;
  readonly retryDelaySeconds: number;
}

const addMs = (at: Date, ms: number) => new Date(at.getTime() + ms);

/**
 * Claims the oldest due job among `names` (this server's jobs; others wait for a server that has
 * them). SKIP LOCKED lets several replicas claim side by side without waiting for, or taking, each
 * other's rows.
 */
export async function claimDueJob(db: Queryable, names: readonly string[], now: Date, leaseMs: number): Promise<ClaimedJob | null> {
  const { rows } = await db.query<{ id: string; name: string; data: unknown; attempts: number; retry_limit: number; retry_delay_seconds: number }>(
    `UPDATE jobs SET state = 'active', attempts = attempts + 1, started_at = $1, lease_expires_at = $2,
            progress_done = NULL, progress_total = NULL
      WHERE id = (SELECT id FROM jobs
                   WHERE state IN ('created', 'retry') AND start_after <= $1 AND name = ANY($3::text[])
                   ORDER BY start_after, seq LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING id, name, data, attempts, retry_limit, retry_delay_seconds`,
    [now, addMs(now, leaseMs), names],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    data: row.data,
    attempt: row.attempts,
    retryLimit: row.retry_limit,
    retryDelaySeconds: row.retry_delay_seconds,
  };
}

export async function completeJob(db: Queryable, job: ClaimedJob, now: Date): Promise<void> {
  await db.query(
    `UPDATE jobs SET state = 'completed', completed_at = $3, lease_expires_at = NULL
      WHERE id = $1 AND state = 'active' AND attempts = $2`,
    [job.id, job.attempt, now],
  );
}

/** Seconds before the retry after failed attempt `attempt`: the delay, doubled for each earlier retry. */
export const retryDelaySeconds = (delaySeconds: number, attempt: number): number => delaySeconds * 2 ** (attempt - 1);

/** After a failed attempt: retried with backoff while attempts remain, else failed for good. */
export async function failJob(db: Queryable, job: ClaimedJob, error: string, now: Date): Promise<'retry' | 'failed'> {
  const retry = job.attempt <= job.retryLimit;
  const startAfter = retry ? addMs(now, retryDelaySeconds(job.retryDelaySeconds, job.attempt) * 1000) : null;
  await db.query(
    `UPDATE jobs SET state = $3, last_error = $4, lease_expires_at = NULL,
            start_after = COALESCE($5, start_after), completed_at = $6
      WHERE id = $1 AND state = 'active' AND attempts = $2`,
    // PostgreSQL text cannot hold NUL; an error message is for people, so it is dropped, not escaped.
    [job.id, job.attempt, retry ? 'retry' : 'failed', error.replaceAll('\u0000', '').slice(0, 2000), startAfter, retry ? null : now],
  );
  return retry ? 'retry' : 'failed';
}

/** Keeps the lease of a running attempt, with its progress when given. */
export async function renewLease(
  db: Queryable,
  job: ClaimedJob,
  now: Date,
  leaseMs: number,
  progress?: { done: number; total: number },
): Promise<void> {
  await db.query(
    `UPDATE jobs SET lease_expires_at = $3,
            progress_done = COALESCE($4, progress_done), progress_total = COALESCE($5, progress_total)
      WHERE id = $1 AND state = 'active' AND attempts = $2`,
    [job.id, job.attempt, addMs(now, leaseMs), progress?.done ?? null, progress?.total ?? null],
  );
}

export const LEASE_EXPIRED_ERROR = 'The server running it stopped before it finished (its lease expired)';

/**
 * An active job whose lease has run out lost its worker (a crash, a killed replica): the attempt
 * counts as failed and is retried with the same backoff, or fails for good after the last attempt.
 */
export async function expireLeases(db: Queryable, now: Date): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE jobs SET
            state = CASE WHEN attempts > retry_limit THEN 'failed' ELSE 'retry' END,
            start_after = $1::timestamptz + make_interval(secs => retry_delay_seconds * power(2, attempts - 1)),
            completed_at = CASE WHEN attempts > retry_limit THEN $1::timestamptz END,
            last_error = $2, lease_expires_at = NULL
      WHERE state = 'active' AND lease_expires_at <= $1
      RETURNING id`,
    [now, LEASE_EXPIRED_ERROR],
  );
  return rows.length;
}
