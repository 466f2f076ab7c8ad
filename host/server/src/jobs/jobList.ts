import type { BackgroundJob, Queryable } from '@portal/core/server';

interface JobRow {
  id: string;
  name: string;
  state: BackgroundJob['state'];
  attempts: number;
  retry_limit: number;
  last_error: string | null;
  progress_done: number | null;
  progress_total: number | null;
  created_at: Date;
  start_after: Date;
  started_at: Date | null;
  completed_at: Date | null;
}

const COLUMNS = `id, name, state, attempts, retry_limit, last_error, progress_done, progress_total,
                 created_at, start_after, started_at, completed_at`;

function toBackgroundJob(row: JobRow): BackgroundJob {
  return {
    id: row.id,
    name: row.name,
    state: row.state,
    attempts: row.attempts,
    retryLimit: row.retry_limit,
    lastError: row.last_error,
    progress: row.progress_total === null ? null : { done: row.progress_done ?? 0, total: row.progress_total },
    createdAt: row.created_at.toISOString(),
    startAfter: row.start_after.toISOString(),
    startedAt: row.started_at?.toISOString() ?? null,
    completedAt: row.completed_at?.toISOString() ?? null,
  };
}

/** A page of jobs, newest first. */
export async function listJobs(db: Queryable, page: number, limit: number): Promise<{ total: number; jobs: BackgroundJob[] }> {
  const { rows } = await db.query<JobRow>(`SELECT ${COLUMNS} FROM jobs ORDER BY created_at DESC, seq DESC LIMIT $1 OFFSET $2`, [limit, page * limit]);
  const count = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM jobs');
  return { total: count.rows[0]?.total ?? 0, jobs: rows.map(toBackgroundJob) };
}

/** The latest `amount` jobs of one name, newest first. */
export async function latestJobsNamed(db: Queryable, name: string, amount: number): Promise<BackgroundJob[]> {
  const { rows } = await db.query<JobRow>(`SELECT ${COLUMNS} FROM jobs WHERE name = $1 ORDER BY created_at DESC, seq DESC LIMIT $2`, [name, amount]);
  return rows.map(toBackgroundJob);
}
