import { defineJob, defineServerPlugin, type JobQueue } from '@portal/core/server';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../testing';
import { jobRunnerOf } from './appJobRunner';

/** The runner as main.ts uses it: polling in the background, woken by a send, stopped by close(). */
describe('background polling', () => {
  it('runs a sent job at once, not at the next poll, and close() lets a running job finish', async () => {
    const events: string[] = [];
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    let jobs: JobQueue | undefined;
    const plugin = defineServerPlugin({
      id: 'lifetest',
      // The server's own queue, as a route would use it.
      routes: (_app, context) => {
        jobs = context.jobs;
      },
      version: '0.0.0',
      apiVersion: 1,
      jobs: [
        defineJob({
          name: 'lifetest.slow',
          async run() {
            events.push('started');
            started();
            await released;
            events.push('finished');
          },
        }),
      ],
    });
    const server = await startTestServer({ plugins: [plugin], company: { code: 'VARE', pluginIds: ['lifetest'], flagDefaults: {} } });
    const runner = jobRunnerOf(server.app);
    // A poll interval far longer than the test: only the wake-up after the send can start the job.
    runner.start({ pollMs: 600_000, concurrency: 1 });
    await expect(server.runJobs()).rejects.toThrow(/already polling/);
    const id = await jobs!.send('lifetest.slow', {});
    await running;
    const closing = server.close().then(() => events.push('closed'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toEqual(['started']);
    release();
    await closing;
    expect(events).toEqual(['started', 'finished', 'closed']);
    expect(id).not.toBeNull();
  });
});
