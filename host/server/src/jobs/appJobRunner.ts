import type { FastifyInstance } from 'fastify';
import type { JobRunner } from './jobRunner';

const runners = new WeakMap<FastifyInstance, JobRunner>();

/** Binds the server's runner to it: closing the server stops polling and lets running jobs finish. */
export function attachJobRunner(app: FastifyInstance, runner: JobRunner): void {
  runners.set(app, runner);
  app.addHook('onClose', () => runner.stop());
}

/**
 * The job runner buildServer made for this server. main.ts starts it once the database is migrated;
 * tests never start it and run due jobs by hand (the test kit's `runJobs()`).
 */
export function jobRunnerOf(app: FastifyInstance): JobRunner {
  const runner = runners.get(app);
  if (!runner) throw new Error('This server was not built by buildServer: it has no job runner');
  return runner;
}
