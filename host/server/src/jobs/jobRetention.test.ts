import { afterAll, beforeAll, expect, it } from 'vitest';
import { pruneExpired } from '../housekeeping';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

it('housekeeping drops finished jobs after 30 days and keeps queued ones however old', async () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60_000);
  const insert = (id: string, state: string, completedAt: Date | null) =>
    database.db.query(
      `INSERT INTO jobs (id, name, data, state, start_after, retry_limit, retry_delay_seconds, created_at, completed_at)
       VALUES ($1, 'core.x', '{}', $2, $3, 3, 30, $3, $4)`,
      [id, state, daysAgo(60), completedAt],
    );
  await insert('old-done', 'completed', daysAgo(31));
  await insert('old-failed', 'failed', daysAgo(31));
  await insert('recent-done', 'completed', daysAgo(29));
  await insert('old-queued', 'created', null);
  await insert('old-retry', 'retry', null);
  await pruneExpired(database.db, now);
  const { rows } = await database.db.query<{ id: string }>('SELECT id FROM jobs ORDER BY id');
  expect(rows.map((row) => row.id)).toEqual(['old-queued', 'old-retry', 'recent-done']);
});
