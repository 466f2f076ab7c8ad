import type { CompanyCode, Database, FlagCatalogue, JobContext, NotificationSender } from '@portal/core/server';
import { createJobFlags, type FlagDefaultsOf } from './jobFlags';
import { claimDueJob, completeJob, expireLeases, failJob, renewLease, type ClaimedJob } from './jobLifecycle';
import type { ServerJobQueue } from './jobQueue';
import { createScheduleSlots } from './scheduleSlots';

/** What became of one run (the test kit's runJobs answers a list of these). */
export interface JobRunResult {
  readonly id: string;
  readonly name: string;
  readonly outcome: 'completed' | 'retry' | 'failed';
  /** The error message of a failed attempt. */
  readonly error?: string;
}

export interface JobRunnerLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface JobRunnerDeps {
  readonly db: Database;
  readonly queue: ServerJobQueue;
  readonly notifications: NotificationSender;
  readonly now: () => Date;
  readonly log: JobRunnerLog;
  /** The server's own company: a per-user flag check for someone with no customership asks it. */
  readonly company: CompanyCode;
  /** Every company's flag defaults (the runner evaluates all companies' rows): JobContext.isFlagOn. */
  readonly flagDefaults: FlagDefaultsOf;
  /** The server's flag catalogue (its plugins' declarations). */
  readonly flagCatalogue: FlagCatalogue;
  /** How long a running attempt holds its job without renewal (default 5 minutes). */
  readonly leaseMs?: number;
}

export interface StartOptions {
  /** How often an idle worker looks for due jobs (default 1 s). A send in this process wakes it at once. */
  readonly pollMs?: number;
  /** Jobs this process runs at once (default 2), so one long job (a mass message) does not hold up the rest. */
  readonly concurrency?: number;
}

export interface JobRunner {
  /**
   * Runs, one after another, every job due at `now()` (queuing due schedule slots first), including
   * jobs those jobs queue, until none is due. For tests and one-off use; not with `start()`.
   */
  runDue(): Promise<JobRunResult[]>;
  /** Starts polling in the background (main.ts). */
  start(options?: StartOptions): void;
  /** Looks for due jobs now rather than at the next poll. */
  wake(): void;
  /** Stops polling and waits for the jobs that are running to finish. */
  stop(): Promise<void>;
}

const DEFAULT_LEASE_MS = 5 * 60_000;
/** A job queuing jobs without end would otherwise keep runDue going forever. */
const RUN_DUE_LIMIT = 10_000;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)) || 'failed';

/**
 * The background-job runner behind core's JobQueue (docs/jobs.md): claims due jobs from the queue
 * table, runs them with their JobContext, and records the outcome (completed, retried with backoff,
 * failed). Several runners — replicas, or workers of one process — share the table safely.
 */
export function createJobRunner(deps: JobRunnerDeps): JobRunner {
  const { db, queue, notifications, now, log, company, flagDefaults, flagCatalogue } = deps;
  const leaseMs = deps.leaseMs ?? DEFAULT_LEASE_MS;
  const names = queue.registry.names;
  const queueDueSlots = createScheduleSlots(db, queue.registry, now, now());

  async function execute(job: ClaimedJob): Promise<JobRunResult> {
    const definition = queue.registry.get(job.name);
    // Claimed by name from this registry, so the definition is there.
    if (!definition) throw new Error(`No background job "${job.name}"`);
    const context: JobContext = {
      db,
      now,
      jobs: queue,
      notifications,
      jobId: job.id,
      progress: (done, total) => renewLease(db, job, now(), leaseMs, { done, total }),
      // Fresh per run: memoised within it, and an administrator's change reaches the next run.
      ...createJobFlags(db, company, flagDefaults, flagCatalogue),
    };
    // A long job keeps its lease; the timer does not keep the process alive on its own.
    const heartbeat = setInterval(
      () => {
        renewLease(db, job, now(), leaseMs).catch((error: unknown) => log.warn({ err: error, jobId: job.id }, 'job lease renewal failed'));
      },
      Math.max(1000, Math.floor(leaseMs / 3)),
    );
    heartbeat.unref();
    try {
      await definition.run(job.data, context);
    } catch (error) {
      clearInterval(heartbeat);
      const message = messageOf(error);
      const outcome = await failJob(db, job, message, now());
      log.error({ err: error, jobId: job.id, job: job.name, attempt: job.attempt, outcome }, 'background job failed');
      return { id: job.id, name: job.name, outcome, error: message };
    }
    clearInterval(heartbeat);
    await completeJob(db, job, now());
    return { id: job.id, name: job.name, outcome: 'completed' };
  }

  async function claimNext(): Promise<ClaimedJob | null> {
    await queueDueSlots();
    await expireLeases(db, now());
    return claimDueJob(db, names, now(), leaseMs);
  }

  let stopping = false;
  let workers: Promise<void>[] = [];
  const sleepers = new Set<() => void>();
  const wakeAll = () => {
    for (const wake of [...sleepers]) wake();
  };
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      sleepers.add(done);
    });

  async function work(pollMs: number): Promise<void> {
    while (!stopping) {
      let job: ClaimedJob | null = null;
      try {
        job = await claimNext();
        if (job) await execute(job);
      } catch (error) {
        // The database away, most likely: the lease brings an interrupted job back later.
        log.error({ err: error, jobId: job?.id }, 'background job runner failed');
        job = null;
      }
      if (!job && !stopping) await sleep(pollMs);
    }
  }

  return {
    async runDue() {
      if (workers.length > 0) throw new Error('runDue: the runner is already polling in the background');
      const results: JobRunResult[] = [];
      for (;;) {
        const job = await claimNext();
        if (!job) return results;
        if (results.length >= RUN_DUE_LIMIT) throw new Error(`runDue: over ${RUN_DUE_LIMIT} jobs; do jobs keep queuing each other?`);
        results.push(await execute(job));
      }
    },
    start(options = {}) {
      if (workers.length > 0 || stopping) return;
      const pollMs = options.pollMs ?? 1000;
      workers = Array.from({ length: Math.max(1, options.concurrency ?? 2) }, () => work(pollMs));
    },
    wake: wakeAll,
    async stop() {
      stopping = true;
      wakeAll();
      await Promise.all(workers);
    },
  };
}
