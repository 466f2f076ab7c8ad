import { randomUUID } from 'node:crypto';
import type { Database, JobQueue, Queryable, ServerPlugin } from '@portal/core/server';
import { createJobRegistry, DEFAULT_RETRY_DELAY_SECONDS, DEFAULT_RETRY_LIMIT, type AnyJob, type JobRegistry } from './jobRegistry';

export interface JobQueueDeps {
  readonly db: Database;
  readonly plugins: readonly ServerPlugin[];
  readonly now: () => Date;
  /** Called after a job is queued, so this process's runner can look at once instead of at its next poll. */
  readonly onQueued?: () => void;
}

/** The queue with the registry it checks names against; the runner of the same server shares both. */
export interface ServerJobQueue extends JobQueue {
  readonly registry: JobRegistry;
}

const INSERT = `
  INSERT INTO jobs (id, name, data, state, singleton_key, start_after, retry_limit, retry_delay_seconds, created_at)
  VALUES ($1, $2, $3::jsonb, 'created', $4, $5, $6, $7, $8)
  ON CONFLICT (name, singleton_key) WHERE singleton_key IS NOT NULL AND state IN ('created', 'retry', 'active') DO NOTHING
  RETURNING id`;

/** Inserts one job row; answers its id, or null when a singleton with the same key is queued or running. */
export async function insertJob(
  target: Queryable,
  job: AnyJob,
  data: unknown,
  options: { startAfter: Date; singletonKey?: string; createdAt: Date },
): Promise<string | null> {
  const id = randomUUID();
  const { rows } = await target.query<{ id: string }>(INSERT, [
    id,
    job.name,
    JSON.stringify(data ?? null),
    options.singletonKey ?? null,
    options.startAfter,
    job.retryLimit ?? DEFAULT_RETRY_LIMIT,
    job.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS,
    options.createdAt,
  ]);
  return rows[0]?.id ?? null;
}

/**
 * The JobQueue of core's interface, kept in the database (docs/jobs.md): `send` and `publish` insert
 * rows, in the caller's transaction when given one, so a job exists exactly when the data it works on
 * was committed. Queuing needs no runner: the CLI queues, and a server's runner picks the job up.
 */
export function createJobQueue(deps: JobQueueDeps): ServerJobQueue {
  const { db, now } = deps;
  const registry = createJobRegistry(deps.plugins);
  const queued = () => deps.onQueued?.();
  return {
    registry,
    async send(name, data, options = {}) {
      const job = registry.get(name);
      if (!job) throw new Error(`No background job "${name}": declare it in a mounted plugin's jobs (or HOST_JOBS)`);
      const at = now();
      const id = await insertJob(options.tx ?? db, job, data, {
        startAfter: options.startAfter ?? at,
        singletonKey: options.singletonKey,
        createdAt: at,
      });
      if (id) queued();
      return id;
    },
    async publish(event, payload, options = {}) {
      const handlers = registry.onEvent(event);
      if (handlers.length === 0) return;
      const at = now();
      const insertAll = async (target: Queryable) => {
        for (const job of handlers) await insertJob(target, job, payload, { startAfter: at, createdAt: at });
      };
      // Without the caller's transaction, one of our own: all of the event's jobs or none.
      if (options.tx) await insertAll(options.tx);
      else await db.transaction(insertAll);
      queued();
    },
  };
}
