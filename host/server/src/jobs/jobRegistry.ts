import { DOMAIN_EVENTS, type DomainEventName, type JobDefinition, type ServerPlugin } from '@portal/core/server';
import { checkSchedule } from './helsinkiSchedule';
import { HOST_JOBS } from './hostJobs';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each job has its own data type
export type AnyJob = JobDefinition<any>;

/** Defaults of JobDefinition.retryLimit and .retryDelaySeconds. */
export const DEFAULT_RETRY_LIMIT = 3;
export const DEFAULT_RETRY_DELAY_SECONDS = 30;

/** Every job one server can run: the host's own (HOST_JOBS) and its mounted plugins'. */
export interface JobRegistry {
  get(name: string): AnyJob | undefined;
  readonly names: readonly string[];
  /** Jobs declared `on` this event. */
  onEvent(event: DomainEventName): readonly AnyJob[];
  /** Jobs with a schedule. */
  readonly scheduled: readonly (AnyJob & { readonly schedule: string })[];
}

const NAME = /^[a-z][a-z0-9-]*\.[a-z0-9][a-z0-9.-]*$/;

function checkJob(job: AnyJob, owner: string, seen: Map<string, string>): void {
  const where = `Job "${job.name}" of ${owner === 'core' ? 'the host (HOST_JOBS)' : `plugin "${owner}"`}`;
  if (!NAME.test(job.name) || !job.name.startsWith(`${owner}.`)) {
    throw new Error(`${where}: name it "${owner}.<job>" in lower case (letters, digits, dashes)`);
  }
  const other = seen.get(job.name);
  if (other !== undefined) throw new Error(`${where}: the name is already used by ${other === 'core' ? 'HOST_JOBS' : `plugin "${other}"`}`);
  seen.set(job.name, owner);
  if (job.schedule !== undefined) {
    try {
      checkSchedule(job.schedule);
    } catch (error) {
      throw new Error(`${where}: schedule ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  for (const event of job.on ?? []) {
    if (!(DOMAIN_EVENTS as readonly string[]).includes(event)) throw new Error(`${where}: no domain event "${event}"`);
  }
  if (job.retryLimit !== undefined && !(Number.isInteger(job.retryLimit) && job.retryLimit >= 0)) {
    throw new Error(`${where}: retryLimit must be a whole number ≥ 0`);
  }
  if (job.retryDelaySeconds !== undefined && !(Number.isInteger(job.retryDelaySeconds) && job.retryDelaySeconds >= 0)) {
    throw new Error(`${where}: retryDelaySeconds must be a whole number ≥ 0`);
  }
}

/**
 * Collects and checks the jobs at start-up: a duplicate name, a name outside its owner's namespace, a
 * bad cron expression or an unknown event stops the server from starting, rather than a job that
 * silently never runs.
 */
export function createJobRegistry(plugins: readonly ServerPlugin[], hostJobs: readonly AnyJob[] = HOST_JOBS): JobRegistry {
  const seen = new Map<string, string>();
  const byName = new Map<string, AnyJob>();
  const add = (job: AnyJob, owner: string) => {
    checkJob(job, owner, seen);
    byName.set(job.name, job);
  };
  for (const job of hostJobs) add(job, 'core');
  for (const plugin of plugins) for (const job of plugin.jobs ?? []) add(job, plugin.id);
  const all = [...byName.values()];
  return {
    get: (name) => byName.get(name),
    names: [...byName.keys()],
    onEvent: (event) => all.filter((job) => job.on?.includes(event)),
    scheduled: all.filter((job): job is AnyJob & { schedule: string } => job.schedule !== undefined),
  };
}
