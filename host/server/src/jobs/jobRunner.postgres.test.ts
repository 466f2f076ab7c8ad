import { defineJob, defineServerPlugin, type Database } from '@portal/core/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgDatabase } from '../db/pgDatabase';
import { createNotificationSender } from '../notify/notificationSender';
import { createTestDatabase, usingRealPostgres, type TestDatabase } from '../testing/testDatabase';
import { createJobQueue } from './jobQueue';
import { createJobRunner, type JobRunner } from './jobRunner';
import { createScheduleSlots } from './scheduleSlots';

/**
 * Several replicas on one PostgreSQL: two runners, each on its own connection pool as separate
 * processes would be, race over the same queue. Every job must run exactly once, and a schedule slot
 * must be queued once however many replicas look at the same moment.
 */
const JOBS = 400;

const plugin = defineServerPlugin({
  id: 'race',
  version: '0.0.0',
  apiVersion: 1,
  jobs: [
    defineJob<{ n: number }>({
      name: 'race.work',
      async run(data, context) {
        // The effect a double run would repeat; the primary key would fail the second run too, but
        // the count of rows and attempts below is what proves no job ran twice.
        await context.db.query('INSERT INTO race_effects (job_id, n, runner) VALUES ($1, $2, $3)', [
          context.jobId,
          data.n,
          (context.db as RunnerDb).runner,
        ]);
      },
    }),
    defineJob({ name: 'race.every-minute', schedule: '* * * * *', run: async () => undefined }),
  ],
});

type RunnerDb = Database & { runner: string };

let database: TestDatabase;
const pools: Database[] = [];
let clock = new Date('2026-01-15T10:00:00.000Z');
const now = () => clock;

function pool(): Database {
  const db = openPgDatabase({ url: process.env.DATABASE_URL!, schema: database.schema, maxConnections: 6 });
  pools.push(db);
  return db;
}

function replica(name: string): JobRunner {
  const db = Object.assign(pool(), { runner: name });
  const queue = createJobQueue({ db, plugins: [plugin], now });
  const notifications = createNotificationSender({ db, plugins: [plugin], jobs: queue, now });
  return createJobRunner({
    db,
    queue,
    notifications,
    now,
    log: { error: () => undefined, warn: () => undefined },
    company: 'VARE',
    flagDefaults: () => ({}),
    flagCatalogue: [],
  });
}

describe.skipIf(!usingRealPostgres())('job runner on PostgreSQL with two replicas', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.query('CREATE TABLE race_effects (job_id text PRIMARY KEY, n integer NOT NULL, runner text NOT NULL)');
  });
  afterAll(async () => {
    for (const db of pools) await db.close();
    await database?.close();
  });

  it('runs each of many jobs exactly once while two runners poll side by side', async () => {
    const a = replica('a');
    const b = replica('b');
    const queue = createJobQueue({ db: database.db, plugins: [plugin], now });
    for (let n = 0; n < JOBS; n += 1) await queue.send('race.work', { n });
    a.start({ pollMs: 5, concurrency: 4 });
    b.start({ pollMs: 5, concurrency: 4 });
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { rows } = await database.db.query<{ left: number }>(
        "SELECT count(*)::int AS left FROM jobs WHERE name = 'race.work' AND state <> 'completed'",
      );
      if (rows[0]?.left === 0 || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await Promise.all([a.stop(), b.stop()]);

    const effects = await database.db.query<{ n: number; runs: number; runners: number }>(
      'SELECT count(*)::int AS runs, count(DISTINCT n)::int AS n, count(DISTINCT runner)::int AS runners FROM race_effects',
    );
    expect(effects.rows[0]).toEqual({ runs: JOBS, n: JOBS, runners: 2 });
    const jobs = await database.db.query<{ state: string; attempts: number; count: number }>(
      "SELECT state, attempts, count(*)::int AS count FROM jobs WHERE name = 'race.work' GROUP BY state, attempts",
    );
    expect(jobs.rows).toEqual([{ state: 'completed', attempts: 1, count: JOBS }]);
  });

  it('queues one schedule slot once when several replicas look at the same moment', async () => {
    const since = clock;
    const lookers = Array.from({ length: 6 }, (_, i) =>
      createScheduleSlots(i % 2 ? pool() : database.db, createJobQueue({ db: database.db, plugins: [plugin], now }).registry, now, since),
    );
    clock = new Date('2026-01-15T10:01:00.000Z');
    const queued = await Promise.all([...lookers, ...lookers].map((look) => look()));
    expect(queued.reduce((sum, n) => sum + n, 0)).toBe(1);
    clock = new Date('2026-01-15T10:02:30.000Z');
    const next = await Promise.all(lookers.map((look) => look()));
    expect(next.reduce((sum, n) => sum + n, 0)).toBe(1);
    const { rows } = await database.db.query<{ start_after: Date }>(
      "SELECT start_after FROM jobs WHERE name = 'race.every-minute' ORDER BY start_after",
    );
    expect(rows.map((row) => row.start_after.toISOString())).toEqual(['2026-01-15T10:01:00.000Z', '2026-01-15T10:02:00.000Z']);
  });
});
