import type { Database } from '@portal/core/server';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { createTestUser } from '../testing/testUsers';
import { DEFAULT_AUTH_POLICY } from './authPolicy';
import { createSessionAuth } from './sessionAuth';
import { createSession, endSession, findSession } from './sessionStore';

let database: TestDatabase;
let userId: string;
const now = () => new Date();

/** The database, counting the session lookups that reach it. */
function countingDatabase(db: Database): { db: Database; lookups: () => number } {
  let lookups = 0;
  return {
    db: {
      ...db,
      query(sql, params) {
        if (typeof sql !== 'string' && sql.name === 'session_lookup') lookups += 1;
        return db.query(sql, params);
      },
    },
    lookups: () => lookups,
  };
}

/** Just what the session lookup reads of a request: its cookie over http. */
const requestWith = (sessionToken: string) => ({ protocol: 'http', cookies: { portal_session: sessionToken } }) as unknown as FastifyRequest;

beforeAll(async () => {
  database = await createTestDatabase();
  userId = (await createTestUser(database.db, { email: 'single-flight@example.fi' })).id;
});
afterAll(() => database.close());

describe('session lookup', () => {
  it('lets concurrent requests of one session share one lookup, and nothing outlives it', async () => {
    const counting = countingDatabase(database.db);
    const sessions = createSessionAuth(counting.db, now, DEFAULT_AUTH_POLICY);
    const { sessionToken } = await createSession(database.db, userId, now(), DEFAULT_AUTH_POLICY);

    const users = await Promise.all(Array.from({ length: 5 }, () => sessions.requireUser(requestWith(sessionToken))));
    expect(users.map((u) => u.id)).toEqual(Array(5).fill(userId));
    expect(counting.lookups()).toBe(1);

    // The next request after the lookup settled asks the database again: a shared lookup is not a cache.
    await sessions.requireUser(requestWith(sessionToken));
    expect(counting.lookups()).toBe(2);
  });

  it('does not let a request join a lookup that read the session before it ended', async () => {
    // The first lookup reads the live session, then is held before it answers.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow: Database = {
      ...database.db,
      async query(sql, params) {
        const result = await database.db.query(sql, params);
        if (typeof sql !== 'string' && sql.name === 'session_lookup') await held;
        return result as never;
      },
    };
    const sessions = createSessionAuth(slow, now, DEFAULT_AUTH_POLICY);
    const { sessionToken } = await createSession(database.db, userId, now(), DEFAULT_AUTH_POLICY);
    const before = sessions.current(requestWith(sessionToken));
    await new Promise((resolve) => setTimeout(resolve, 50));

    const session = await findSession(database.db, sessionToken, now());
    await endSession(database.db, session!.id);
    sessions.forgetSharedLookups();

    const after = sessions.requireUser(requestWith(sessionToken));
    release();
    await expect(after).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    // The held one answers what it read: it was asked before the logout.
    expect((await before)?.user.id).toBe(userId);
  });

  it('keeps sessions apart: two tokens, two lookups, each its own user', async () => {
    const other = await createTestUser(database.db, { email: 'single-flight-2@example.fi' });
    const counting = countingDatabase(database.db);
    const sessions = createSessionAuth(counting.db, now, DEFAULT_AUTH_POLICY);
    const first = await createSession(database.db, userId, now(), DEFAULT_AUTH_POLICY);
    const second = await createSession(database.db, other.id, now(), DEFAULT_AUTH_POLICY);
    const [a, b] = await Promise.all([sessions.requireUser(requestWith(first.sessionToken)), sessions.requireUser(requestWith(second.sessionToken))]);
    expect([a.id, b.id]).toEqual([userId, other.id]);
    expect(counting.lookups()).toBe(2);
  });
});
