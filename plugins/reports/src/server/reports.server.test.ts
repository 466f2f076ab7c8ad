import { startTestServer, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS_API } from '../contract/paths';
import { reportsServerPlugin } from '../server';

/**
 * The plugin's route on the real server and database (core's server test kit). Named *.server.test.ts
 * so vitest runs it in Node, not in the browser-like jsdom of the web tests.
 */
let server: TestServer;
const OWNER = 'owner@example.fi';
const OTHER = 'other@example.fi';

beforeAll(async () => {
  server = await startTestServer({ plugins: [reportsServerPlugin], users: [OWNER, OTHER] });
  const insert = 'insert into reports_items (id, user_id, title, created_at) values ($1, $2, $3, $4)';
  await server.db.query(insert, ['a', server.users[OWNER]!.id, 'First', new Date('2026-01-10T08:00:00Z')]);
  await server.db.query(insert, ['b', server.users[OTHER]!.id, 'Not yours', new Date('2026-01-11T08:00:00Z')]);
});

afterAll(async () => {
  await server?.close();
});

describe('GET REPORTS_API.items', () => {
  it("answers the owner with their own items only", async () => {
    const owner = await server.loginAs(OWNER);
    const response = await owner.get(REPORTS_API.items(server.users[OWNER]!.id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: [{ id: 'a', title: 'First', createdAt: '2026-01-10T08:00:00.000Z' }] });
  });

  it("answers 404 for another user's id, exactly like a missing one", async () => {
    const owner = await server.loginAs(OWNER);
    expect((await owner.get(REPORTS_API.items(server.users[OTHER]!.id))).statusCode).toBe(404);
    expect((await owner.get(REPORTS_API.items('no-such-user'))).statusCode).toBe(404);
  });

  it('answers 401 without a session', async () => {
    expect((await server.client().get(REPORTS_API.items(server.users[OWNER]!.id))).statusCode).toBe(401);
  });

  it('answers 404 while the reports flag is off for the caller', async () => {
    const owner = await server.loginAs(OWNER);
    const override = await server.setFlag('reports', false, { user: server.users[OWNER] });
    try {
      expect((await owner.get(REPORTS_API.items(server.users[OWNER]!.id))).statusCode).toBe(404);
    } finally {
      await server.removeFlag(override);
    }
  });
});
