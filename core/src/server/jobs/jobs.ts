import type { FeatureFlagKey } from '../../flags/featureFlags';
import type { Database, Queryable } from '../database';
import type { NotificationSender } from '../notify/notifications';
import type { DomainEventName, DomainEventPayloads } from './domainEvents';

/**
 * A background job a server plugin (or core) declares. The host runs it on a queue kept in the
 * database, so several server replicas share the work and a job runs to completion exactly once
 * (a failed attempt is retried with backoff; design `run` so that a retry after a crash midway does
 * no harm, e.g. deliver through `notifications.notify`, which records each delivery once).
 */
export interface JobDefinition<D = unknown> {
  /** `<plugin id>.<job>`, e.g. `alerts.evaluate-consumption`; unique in the server. */
  readonly name: string;
  /** Does the work. Throw to fail the attempt; it is retried until `retryLimit`. */
  run(data: D, context: JobContext): Promise<void>;
  /**
   * Runs on a schedule: a five-field cron expression in Europe/Helsinki local time (e.g. `0 14 * * *`
   * is 14:00 Finnish time in winter and summer alike). Scheduled runs get `{}` as data.
   */
  readonly schedule?: string;
  /** Runs once per published event of these names, with the event's payload as data. */
  readonly on?: readonly DomainEventName[];
  /** Attempts after the first failure (default 3). */
  readonly retryLimit?: number;
  /** Seconds before the first retry (default 30); doubled on each further retry. */
  readonly retryDelaySeconds?: number;
}

export interface JobContext {
  readonly db: Database;
  /** The server's clock (a test clock in tests). */
  now(): Date;
  readonly jobs: JobQueue;
  readonly notifications: NotificationSender;
  /** The queue's id of this run, for log lines and idempotency keys. */
  readonly jobId: string;
  /** Work done so far, shown to administrators in the background-process list (e.g. a mass message). */
  progress(done: number, total: number): Promise<void>;
  /**
   * Whether `flag` is on for a customer of `company` (and for `userId` when given): the company's
   * default from its distribution, then its company-wide override, then the user's own — the same
   * rule the routes use (docs/jobs.md "Feature flags in jobs"). One runner serves every company's
   * rows, so pass the company of the row (e.g. `locations.company`), not the server's. A company
   * code the portal does not know is off. Memoised per run: each company's overrides are read once,
   * however many rows ask.
   */
  isFlagOn(flag: FeatureFlagKey, scope: JobFlagScope): Promise<boolean>;
  /**
   * For per-user rows that have no company (price subscriptions): the users of `userIds` for whom
   * `flag` is on at some company where they have a customership, or — a user with no customership —
   * at the server's own company (whose portal they subscribed in). One query for the whole list.
   */
  usersWithFlagOn(flag: FeatureFlagKey, userIds: readonly string[]): Promise<ReadonlySet<string>>;
}

/** Whose flag a job asks about: a company's customers, or one user of that company. */
export interface JobFlagScope {
  /** The company of the row (a CompanyCode; anything else counts as off). */
  readonly company: string;
  /** With a user, that user's override (if any) wins over the company's. */
  readonly userId?: string | null;
}

export interface SendJobOptions {
  /** Not before this time (e.g. the start of a push window). Default: now. */
  readonly startAfter?: Date;
  /** While a job with the same name and key is queued or running, another send is ignored (answers null). */
  readonly singletonKey?: string;
  /** Queue inside this transaction: the job exists only if it commits. */
  readonly tx?: Queryable;
}

export interface PublishOptions {
  /** Queue the event's jobs inside this transaction. */
  readonly tx?: Queryable;
}

/** Queues work for the background runner. */
export interface JobQueue {
  /** Queues one run of the job `name`; answers the job id, or null when a singleton is already queued. */
  send<D>(name: string, data: D, options?: SendJobOptions): Promise<string | null>;
  /** Announces an event: queues one run of every job declared `on` it. */
  publish<E extends DomainEventName>(event: E, payload: DomainEventPayloads[E], options?: PublishOptions): Promise<void>;
}

/** What administrators see of a job (GET /admin/background-process/v1/list). */
export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export function defineJob<D>(job: JobDefinition<D>): JobDefinition<D> {
  return Object.freeze(job);
}
