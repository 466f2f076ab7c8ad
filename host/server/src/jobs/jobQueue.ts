import type { Database, JobQueue, ServerPlugin } from '@portal/core/server';

export interface JobQueueDeps {
  readonly db: Database;
  readonly plugins: readonly ServerPlugin[];
  readonly now: () => Date;
}

/**
 * PLACEHOLDER until issue 11's job runner lands (branch `jobs`): the interface is final, the runner is
 * not. Anything that queues work fails loudly instead of dropping it.
 */
export function createJobQueue(_deps: JobQueueDeps): JobQueue {
  const notYet = (): never => {
    throw new Error('The background job runner is not built yet');
  };
  return { send: async () => notYet(), publish: async () => notYet() };
}
