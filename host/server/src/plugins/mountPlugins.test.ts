import { defineRoute, defineServerPlugin, CORE_API_VERSION } from '@portal/core/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serverMigrations } from '../serverMigrations';
import { apiClient, startTestServer, type TestServer } from '../testing/testServer';
import { createTestUser, loggedInClient } from '../testing/testUsers';

const notesPlugin = defineServerPlugin({
  id: 'notes',
  version: '1.0.0',
  apiVersion: CORE_API_VERSION,
  flag: 'messageBox',
  migrations: [{ id: '001_notes', sql: 'CREATE TABLE notes (user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE, text text NOT NULL)' }],
  routes(app, context) {
    defineRoute(app, {
      method: 'POST',
      url: '/v1/notes',
      access: 'session',
      status: 201,
      schemas: { body: z.object({ text: z.string().min(1).max(100) }), response: z.object({ count: z.number() }) },
      async handler({ body, user }) {
        await context.db.query('INSERT INTO notes (user_id, text) VALUES ($1, $2)', [user.id, body.text]);
        const { rows } = await context.db.query<{ n: number }>('SELECT count(*)::int AS n FROM notes WHERE user_id = $1', [user.id]);
        return { count: rows[0]!.n };
      },
    });
    defineRoute(app, {
      method: 'GET',
      url: '/v1/notes/broken',
      access: 'session',
      schemas: { response: z.object({ count: z.number() }) },
      handler: () => ({ count: 'many' }) as unknown as { count: number },
    });
  },
});

const otherPlugin = defineServerPlugin({
  id: 'not-shipped',
  version: '1.0.0',
  apiVersion: CORE_API_VERSION,
  routes(app) {
    defineRoute(app, { method: 'GET', url: '/v1/not-shipped', access: 'session', schemas: { response: z.object({}) }, handler: () => ({}) });
  },
});

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    plugins: [notesPlugin, otherPlugin],
    company: { code: 'VARE', pluginIds: ['notes'], flagDefaults: { messageBox: true } },
  });
  await createTestUser(server.database.db, { email: 'anna@example.com' });
  await createTestUser(server.database.db, { email: 'flagged-off@example.com' });
});
afterAll(() => server.close());

describe('server plugins', () => {
  it("mounts a shipped plugin's routes under /api and runs its migrations", async () => {
    const client = await loggedInClient(server.app, 'anna@example.com');
    const response = await client.post('/api/v1/notes', { text: 'hello' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ count: 1 });
    const { rows } = await server.database.db.query("SELECT id FROM schema_migrations WHERE package = 'notes'");
    expect(rows).toEqual([{ id: '001_notes' }]);
  });

  it('does not mount a plugin the company does not ship', async () => {
    const response = await apiClient(server.app).get('/api/v1/not-shipped');
    expect(response.statusCode).toBe(404);
  });

  it("answers 404 while the plugin's flag is off for the user, and checks the session otherwise", async () => {
    expect((await apiClient(server.app).post('/api/v1/notes', { text: 'x' })).statusCode).toBe(401);
    const admin = await createTestUser(server.database.db, { email: 'flags-admin@example.com', groups: ['origin-VARE'] });
    const adminClient = await loggedInClient(server.app, admin.email);
    const off = await createTestUser(server.database.db, { email: 'off@example.com' });
    await adminClient.post('/api/admin/feature-flags/v1/override', { flag: 'messageBox', value: false, userId: off.id });
    const offClient = await loggedInClient(server.app, 'off@example.com');
    const response = await offClient.post('/api/v1/notes', { text: 'hello' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('answers 500 INTERNAL, not the bad data, when a handler breaks its response schema', async () => {
    const client = await loggedInClient(server.app, 'anna@example.com');
    const response = await client.get('/api/v1/notes/broken');
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('INTERNAL');
    expect(response.body).not.toContain('many');
  });

  it('refuses to start with a plugin built for another core API or a duplicate id', async () => {
    const old = defineServerPlugin({ id: 'old', version: '0.1.0', apiVersion: CORE_API_VERSION + 1 });
    await expect(startTestServer({ plugins: [old], migrations: serverMigrations() })).rejects.toThrow(/core API/);
    await expect(startTestServer({ plugins: [otherPlugin, otherPlugin], migrations: serverMigrations() })).rejects.toThrow(/Duplicate/);
  });
});
