import { ADMIN_GROUPS, defineJob, defineServerPlugin, type JobContext } from '@portal/core/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiClient, createTestClock, createTestUser, loggedInClient, startTestServer, type TestServer } from '../testing';
import { claimDueJob, LEASE_EXPIRED_ERROR } from './jobLifecycle';

/**
 * The runner on the real server and database, driven by the test clock: nothing polls, `runJobs()`
 * runs what is due. On PostgreSQL when DATABASE_URL is set.
 */
interface Seen {
  name: string;
  data: unknown;
  jobId: string;
  at: string;
}
const seen: Seen[] = [];
const failures = new Map<string, number>();

const record = (name: string) => async (data: unknown, context: JobContext) => {
  seen.push({ name, data, jobId: context.jobId, at: context.now().toISOString() });
};

const testPlugin = defineServerPlugin({
  id: 'jobtest',
  version: '0.0.0',
  apiVersion: 1,
  jobs: [
    defineJob({ name: 'jobtest.echo', run: record('jobtest.echo') }),
    defineJob<{ total: number }>({
      name: 'jobtest.counted',
      async run(data, context) {
        for (let done = 1; done <= data.total; done += 1) await context.progress(done, data.total);
        seen.push({ name: 'jobtest.counted', data, jobId: context.jobId, at: context.now().toISOString() });
      },
    }),
    defineJob<{ key: string; fails: number }>({
      name: 'jobtest.flaky',
      retryLimit: 2,
      retryDelaySeconds: 10,
      async run(data) {
        const count = (failures.get(data.key) ?? 0) + 1;
        failures.set(data.key, count);
        if (count <= data.fails) throw new Error(`flaky failure ${count}`);
        seen.push({ name: 'jobtest.flaky', data, jobId: '', at: '' });
      },
    }),
    defineJob<{ n: number }>({
      name: 'jobtest.chain',
      async run(data, context) {
        seen.push({ name: 'jobtest.chain', data, jobId: context.jobId, at: context.now().toISOString() });
        if (data.n > 1) await context.jobs.send('jobtest.chain', { n: data.n - 1 });
      },
    }),
    defineJob({
      name: 'jobtest.nul-error',
      retryLimit: 0,
      run: async () => {
        throw new Error('bad\u0000byte');
      },
    }),
    defineJob({ name: 'jobtest.on-readings', on: ['metering.readings-loaded'], run: record('jobtest.on-readings') }),
    defineJob({ name: 'jobtest.on-readings-too', on: ['metering.readings-loaded'], run: record('jobtest.on-readings-too') }),
  ],
});

/** Scheduled jobs on a server of their own, so the other tests' clock moves do not reach their slots. */
const schedulePlugin = defineServerPlugin({
  id: 'schedtest',
  version: '0.0.0',
  apiVersion: 1,
  jobs: [
    defineJob({ name: 'schedtest.at-seven', schedule: '0 7 * * *', run: record('schedtest.at-seven') }),
    defineJob({ name: 'schedtest.at-half-past-three', schedule: '30 3 * * *', run: record('schedtest.at-half-past-three') }),
  ],
});

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ plugins: [testPlugin], company: { code: 'VARE', pluginIds: ['jobtest'], flagDefaults: {} } });
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  seen.length = 0;
  // Each test starts from an empty queue at a time no schedule slot is near.
  await server.runJobs();
  await server.database.db.query('DELETE FROM jobs');
});

async function queue() {
  const { createJobQueue } = await import('./jobQueue');
  return createJobQueue({ db: server.database.db, plugins: [testPlugin], now: () => server.clock.now() });
}

async function row(id: string) {
  const { rows } = await server.database.db.query<{ state: string; attempts: number; last_error: string | null; start_after: Date }>(
    'SELECT state, attempts, last_error, start_after FROM jobs WHERE id = $1',
    [id],
  );
  return rows[0];
}

describe('send and runJobs', () => {
  it('runs a sent job with its data and context, and nothing twice', async () => {
    const id = await (await queue()).send('jobtest.echo', { hello: 'world' });
    expect(seen).toEqual([]);
    const ran = await server.runJobs();
    expect(ran).toEqual([{ id, name: 'jobtest.echo', outcome: 'completed' }]);
    expect(seen).toEqual([{ name: 'jobtest.echo', data: { hello: 'world' }, jobId: id, at: server.clock.now().toISOString() }]);
    expect(await row(id!)).toMatchObject({ state: 'completed', attempts: 1 });
    expect(await server.runJobs()).toEqual([]);
  });

  it('waits for startAfter by the server clock', async () => {
    const start = server.clock.now();
    await (await queue()).send('jobtest.echo', {}, { startAfter: new Date(start.getTime() + 60_000) });
    expect(await server.runJobs()).toEqual([]);
    server.clock.advance(60_000);
    expect((await server.runJobs()).map((run) => run.name)).toEqual(['jobtest.echo']);
  });

  it('runs the jobs that jobs queue, until none is due', async () => {
    await (await queue()).send('jobtest.chain', { n: 3 });
    const ran = await server.runJobs();
    expect(ran.map((run) => run.outcome)).toEqual(['completed', 'completed', 'completed']);
    expect(seen.map((entry) => entry.data)).toEqual([{ n: 3 }, { n: 2 }, { n: 1 }]);
  });

  it('refuses a job name no plugin declares', async () => {
    await expect((await queue()).send('jobtest.nope', {})).rejects.toThrow(/No background job "jobtest.nope"/);
  });

  it('queues inside the caller transaction: a rolled-back send leaves no job', async () => {
    const jobQueue = await queue();
    await expect(
      server.database.db.transaction(async (tx) => {
        await jobQueue.send('jobtest.echo', { n: 1 }, { tx });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await server.runJobs()).toEqual([]);
    await server.database.db.transaction((tx) => jobQueue.send('jobtest.echo', { n: 2 }, { tx }));
    expect(seen).toEqual([]);
    await server.runJobs();
    expect(seen.map((entry) => entry.data)).toEqual([{ n: 2 }]);
  });

  it('keeps one queued job per singleton key', async () => {
    const jobQueue = await queue();
    const first = await jobQueue.send('jobtest.echo', { n: 1 }, { singletonKey: 'k' });
    expect(first).not.toBeNull();
    expect(await jobQueue.send('jobtest.echo', { n: 2 }, { singletonKey: 'k' })).toBeNull();
    expect(await jobQueue.send('jobtest.echo', { n: 3 }, { singletonKey: 'other' })).not.toBeNull();
    await server.runJobs();
    expect(seen.map((entry) => entry.data)).toEqual([{ n: 1 }, { n: 3 }]);
    // Once it has run, the key is free again.
    expect(await jobQueue.send('jobtest.echo', { n: 4 }, { singletonKey: 'k' })).not.toBeNull();
  });

  it('records progress for the administrators', async () => {
    const id = await (await queue()).send('jobtest.counted', { total: 3 });
    await server.runJobs();
    const { rows } = await server.database.db.query('SELECT progress_done, progress_total FROM jobs WHERE id = $1', [id]);
    expect(rows[0]).toEqual({ progress_done: 3, progress_total: 3 });
  });
});

describe('publish', () => {
  const payload = { meteringPoints: [{ meteringPointId: 'mp-1', days: ['2026-01-14'] }] };

  it('queues one run of every job declared on the event', async () => {
    await (await queue()).publish('metering.readings-loaded', payload);
    const ran = await server.runJobs();
    expect(ran.map((run) => run.name).sort()).toEqual(['jobtest.on-readings', 'jobtest.on-readings-too']);
    expect(seen.map((entry) => entry.data)).toEqual([payload, payload]);
  });

  it('in a rolled-back transaction queues nothing', async () => {
    const jobQueue = await queue();
    await expect(
      server.database.db.transaction(async (tx) => {
        await jobQueue.publish('metering.readings-loaded', payload, { tx });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await server.runJobs()).toEqual([]);
  });

  it('an event no job listens to queues nothing', async () => {
    await (await queue()).publish('market.spot-prices-loaded', { days: ['2026-01-16'] });
    expect(await server.runJobs()).toEqual([]);
  });
});

describe('retries', () => {
  it('retries a failed job after its delay, doubled each time, then fails it for good', async () => {
    const jobQueue = await queue();
    const id = (await jobQueue.send('jobtest.flaky', { key: 'always', fails: 99 }))!;
    const t0 = server.clock.now().getTime();

    expect(await server.runJobs()).toEqual([{ id, name: 'jobtest.flaky', outcome: 'retry', error: 'flaky failure 1' }]);
    expect(await row(id)).toMatchObject({ state: 'retry', attempts: 1, last_error: 'flaky failure 1' });
    expect((await row(id))!.start_after.getTime()).toBe(t0 + 10_000);

    server.clock.advance(9_999);
    expect(await server.runJobs()).toEqual([]);
    server.clock.advance(1);
    expect((await server.runJobs()).map((run) => run.outcome)).toEqual(['retry']);
    // The second retry waits twice as long.
    expect((await row(id))!.start_after.getTime()).toBe(t0 + 10_000 + 20_000);
    server.clock.advance(19_999);
    expect(await server.runJobs()).toEqual([]);
    server.clock.advance(1);
    // retryLimit 2: the third attempt is the last.
    expect(await server.runJobs()).toEqual([{ id, name: 'jobtest.flaky', outcome: 'failed', error: 'flaky failure 3' }]);
    expect(await row(id)).toMatchObject({ state: 'failed', attempts: 3, last_error: 'flaky failure 3' });
    server.clock.advance(24 * 60 * 60_000);
    expect((await server.runJobs()).filter((run) => run.id === id)).toEqual([]);
  });

  it('records an error message PostgreSQL text could not hold', async () => {
    const id = (await (await queue()).send('jobtest.nul-error', {}))!;
    expect((await server.runJobs()).map((run) => run.outcome)).toEqual(['failed']);
    expect(await row(id)).toMatchObject({ state: 'failed', attempts: 1, last_error: 'badbyte' });
  });

  it('completes a job that succeeds on a retry', async () => {
    const id = (await (await queue()).send('jobtest.flaky', { key: 'once', fails: 1 }))!;
    await server.runJobs();
    server.clock.advance(10_000);
    expect((await server.runJobs()).map((run) => run.outcome)).toEqual(['completed']);
    expect(await row(id)).toMatchObject({ state: 'completed', attempts: 2 });
  });

  it('hands on a job whose worker stopped once its lease expires', async () => {
    const id = (await (await queue()).send('jobtest.echo', { n: 1 }))!;
    // A worker (another replica) claims it with a one-minute lease and dies.
    const claimed = await claimDueJob(server.database.db, ['jobtest.echo'], server.clock.now(), 60_000);
    expect(claimed?.id).toBe(id);
    expect(await server.runJobs()).toEqual([]);
    server.clock.advance(60_000);
    // The lost attempt counts as a failure, retried after the job's backoff (30 s by default).
    expect(await server.runJobs()).toEqual([]);
    expect(await row(id)).toMatchObject({ state: 'retry', attempts: 1, last_error: LEASE_EXPIRED_ERROR });
    server.clock.advance(30_000);
    expect((await server.runJobs()).map((run) => run.outcome)).toEqual(['completed']);
    expect(await row(id)).toMatchObject({ state: 'completed', attempts: 2 });
    expect(seen).toHaveLength(1);
  });
});

describe('schedules (Europe/Helsinki)', () => {
  async function scheduleServer(start: string) {
    return startTestServer({
      plugins: [schedulePlugin],
      company: { code: 'VARE', pluginIds: ['schedtest'], flagDefaults: {} },
      clock: createTestClock(new Date(start)),
    });
  }
  const names = (runs: readonly { name: string }[]) => runs.map((run) => run.name);

  it('queues each slot once: advance the clock to 7:00, run due jobs', async () => {
    // Started at 12:00 in Helsinki: the first 7:00 is tomorrow's.
    const scheduled = await scheduleServer('2026-01-15T10:00:00Z');
    const atSeven = async () => names(await scheduled.runJobs()).filter((name) => name === 'schedtest.at-seven');
    try {
      expect(await scheduled.runJobs()).toEqual([]);
      scheduled.clock.set(new Date('2026-01-16T04:59:59Z'));
      expect(await atSeven()).toEqual([]);
      scheduled.clock.set(new Date('2026-01-16T05:00:00Z'));
      expect(await atSeven()).toEqual(['schedtest.at-seven']);
      expect(seen.at(-1)).toMatchObject({ data: {}, at: '2026-01-16T05:00:00.000Z' });
      expect(await scheduled.runJobs()).toEqual([]);
      scheduled.clock.set(new Date('2026-01-16T21:00:00Z'));
      expect(await scheduled.runJobs()).toEqual([]);
      // A long stop: the latest missed slot of each schedule runs once, not every missed day.
      scheduled.clock.set(new Date('2026-06-01T04:30:00Z'));
      expect(names(await scheduled.runJobs()).sort()).toEqual(['schedtest.at-half-past-three', 'schedtest.at-seven']);
      // In summer 7:00 is 04:00 UTC.
      scheduled.clock.set(new Date('2026-06-02T03:59:59Z'));
      expect(await atSeven()).toEqual([]);
      scheduled.clock.set(new Date('2026-06-02T04:00:00Z'));
      expect(await atSeven()).toEqual(['schedtest.at-seven']);
      const { rows } = await scheduled.database.db.query<{ n: number }>("SELECT count(*)::int AS n FROM jobs WHERE name = 'schedtest.at-seven'");
      expect(rows[0]?.n).toBe(3);
    } finally {
      await scheduled.close();
    }
  });

  it('runs a 03:30 job once on the spring-forward and the fall-back day', async () => {
    const scheduled = await scheduleServer('2026-03-28T12:00:00Z');
    const halfPastThree = async () => names(await scheduled.runJobs()).filter((name) => name === 'schedtest.at-half-past-three');
    try {
      // 2026-03-29: 03:00 EET becomes 04:00 EEST; 03:30 does not exist and the job runs at 04:30.
      scheduled.clock.set(new Date('2026-03-29T01:29:59Z'));
      expect(await halfPastThree()).toEqual([]);
      scheduled.clock.set(new Date('2026-03-29T01:30:00Z'));
      expect(await halfPastThree()).toEqual(['schedtest.at-half-past-three']);
      scheduled.clock.set(new Date('2026-03-30T00:29:59Z'));
      expect(await halfPastThree()).toEqual([]);
      scheduled.clock.set(new Date('2026-03-30T00:30:00Z'));
      expect(await halfPastThree()).toEqual(['schedtest.at-half-past-three']);

      scheduled.clock.set(new Date('2026-10-24T12:00:00Z'));
      await scheduled.runJobs();
      // 2026-10-25: 04:00 EEST becomes 03:00 EET; 03:30 comes at 00:30 and again at 01:30 UTC.
      scheduled.clock.set(new Date('2026-10-25T00:30:00Z'));
      expect(await halfPastThree()).toEqual(['schedtest.at-half-past-three']);
      scheduled.clock.set(new Date('2026-10-25T01:30:00Z'));
      expect(await halfPastThree()).toEqual([]);
      scheduled.clock.set(new Date('2026-10-25T23:00:00Z'));
      expect(await halfPastThree()).toEqual([]);
      scheduled.clock.set(new Date('2026-10-26T01:30:00Z'));
      expect(await halfPastThree()).toEqual(['schedtest.at-half-past-three']);
    } finally {
      await scheduled.close();
    }
  });
});

describe('GET /api/admin/background-process/v1', () => {
  let developer: Awaited<ReturnType<typeof loggedInClient>>;
  let messaging: Awaited<ReturnType<typeof loggedInClient>>;
  let customer: Awaited<ReturnType<typeof loggedInClient>>;

  beforeAll(async () => {
    const db = server.database.db;
    await createTestUser(db, { email: 'dev@example.fi', groups: ['developers'] });
    await createTestUser(db, { email: 'msg@example.fi', groups: ['messaging'] });
    await createTestUser(db, { email: 'customer@example.fi' });
    developer = await loggedInClient(server.app, 'dev@example.fi');
    messaging = await loggedInClient(server.app, 'msg@example.fi');
    customer = await loggedInClient(server.app, 'customer@example.fi');
    expect(ADMIN_GROUPS).toContain('developers');
  });

  it('lists jobs newest first with state, attempts, last error, progress and times, a page at a time', async () => {
    const jobQueue = await queue();
    const first = await jobQueue.send('jobtest.flaky', { key: 'list', fails: 99 });
    await server.runJobs();
    server.clock.advance(1000);
    const second = await jobQueue.send('jobtest.counted', { total: 2 });
    await server.runJobs();
    server.clock.advance(1000);
    const third = await jobQueue.send('jobtest.echo', {}, { startAfter: new Date(server.clock.now().getTime() + 3_600_000) });

    const page0 = await developer.get('/api/admin/background-process/v1/list?page=0&limit=2');
    expect(page0.statusCode).toBe(200);
    const body = page0.json();
    expect(body).toMatchObject({ page: 0, limit: 2, total: 3 });
    expect(body.jobs.map((job: { id: string }) => job.id)).toEqual([third, second]);
    expect(body.jobs[0]).toMatchObject({ name: 'jobtest.echo', state: 'created', attempts: 0, lastError: null, progress: null, startedAt: null });
    expect(body.jobs[1]).toMatchObject({ name: 'jobtest.counted', state: 'completed', attempts: 1, progress: { done: 2, total: 2 } });
    const page1 = (await developer.get('/api/admin/background-process/v1/list?page=1&limit=2')).json();
    expect(page1.jobs).toHaveLength(1);
    expect(page1.jobs[0]).toMatchObject({ id: first, state: 'retry', attempts: 1, retryLimit: 2, lastError: 'flaky failure 1' });
  });

  it('answers 400 naming the field for a bad page or limit', async () => {
    for (const [query, field] of [
      ['page=-1', 'query.page'],
      ['page=x', 'query.page'],
      ['limit=0', 'query.limit'],
      ['limit=101', 'query.limit'],
    ]) {
      const response = await developer.get(`/api/admin/background-process/v1/list?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(JSON.stringify(response.json()), query).toContain(field);
    }
  });

  it('needs developer tools for the list and messaging for the mass messages', async () => {
    expect((await customer.get('/api/admin/background-process/v1/list')).statusCode).toBe(403);
    expect((await messaging.get('/api/admin/background-process/v1/list')).statusCode).toBe(403);
    expect((await apiClient(server.app).get('/api/admin/background-process/v1/list')).statusCode).toBe(401);
    expect((await customer.get('/api/admin/background-process/v1/mass-message')).statusCode).toBe(403);
    expect((await messaging.get('/api/admin/background-process/v1/mass-message')).statusCode).toBe(200);
    expect((await developer.get('/api/admin/background-process/v1/mass-message')).statusCode).toBe(200);
  });

  it('lists the latest mass-message jobs with their progress', async () => {
    const at = server.clock.now();
    const insert = (id: string, minutes: number, done: number) =>
      server.database.db.query(
        `INSERT INTO jobs (id, name, data, state, start_after, attempts, retry_limit, retry_delay_seconds, progress_done, progress_total, created_at)
         VALUES ($1, 'messages.mass-message', '{}', 'active', $2, 1, 3, 30, $3, 500, $2)`,
        [id, new Date(at.getTime() + minutes * 60_000), done],
      );
    await insert('mm-1', 1, 500);
    await insert('mm-2', 2, 120);
    await insert('mm-3', 3, 0);
    const response = await messaging.get('/api/admin/background-process/v1/mass-message?amount=2');
    expect(response.statusCode).toBe(200);
    expect(response.json().jobs.map((job: { id: string; progress: unknown }) => [job.id, job.progress])).toEqual([
      ['mm-3', { done: 0, total: 500 }],
      ['mm-2', { done: 120, total: 500 }],
    ]);
    const bad = await messaging.get('/api/admin/background-process/v1/mass-message?amount=0');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('query.amount');
  });
});
