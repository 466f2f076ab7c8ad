import { CORE_API_VERSION, createServiceFactory, createServiceRef, defineRoute, defineServerPlugin, optionalService } from '@portal/core/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildServer } from '../app';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { TEST_COMPANY, startTestServer } from '../testing/testServer';
import { createTestUser, loggedInClient } from '../testing/testUsers';

/** A service one test plugin keeps and another reads, the way b2b reads invoices. */
interface NoteCount {
  count(userId: string): Promise<number>;
}
const noteCountRef = createServiceRef<NoteCount>({ id: 'test.notes.count' });

const keeperPlugin = defineServerPlugin({
  id: 'keeper',
  version: '1.0.0',
  apiVersion: CORE_API_VERSION,
  provides: [createServiceFactory({ service: noteCountRef, factory: () => ({ count: async (userId) => userId.length }) })],
});

function readerPlugin(id: string, optional: boolean) {
  return defineServerPlugin({
    id,
    version: '1.0.0',
    apiVersion: CORE_API_VERSION,
    deps: { notes: optional ? optionalService(noteCountRef) : noteCountRef },
    routes(app, _context, { notes }) {
      defineRoute(app, {
        method: 'GET',
        url: `/v1/${id}`,
        access: 'session',
        schemas: { response: z.object({ count: z.number().nullable() }) },
        handler: async ({ user }) => ({ count: notes ? await notes.count(user.id) : null }),
      });
    },
  });
}

describe('services between server plugins', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('refuses to start when a required provider is missing from the company set, naming the plugin and the service', async () => {
    const reader = readerPlugin('reader', false);
    await expect(
      buildServer({ db: database.db, company: { ...TEST_COMPANY, pluginIds: ['reader'] }, plugins: [keeperPlugin, reader] }),
    ).rejects.toThrow('Server plugin "reader" needs the service "test.notes.count", which no plugin in company VARE\'s set provides');
  });

  it("serves a plugin's routes with the service its deps name, from the provider in the set", async () => {
    const server = await startTestServer({
      plugins: [keeperPlugin, readerPlugin('reader', false)],
      company: { ...TEST_COMPANY, pluginIds: ['keeper', 'reader'] },
    });
    try {
      const user = await createTestUser(server.database.db, { email: 'reader@example.com' });
      const response = await (await loggedInClient(server.app, user.email)).get('/api/v1/reader');
      expect(response.json()).toEqual({ count: user.id.length });
    } finally {
      await server.close();
    }
  });

  it('lets the host provide a service a plugin requires, like a plugin would', async () => {
    const hostCount = createServiceFactory({ service: noteCountRef, factory: () => ({ count: async () => 42 }) });
    const server = await startTestServer({
      plugins: [readerPlugin('reader', false)],
      company: { ...TEST_COMPANY, pluginIds: ['reader'] },
      hostServices: [hostCount],
    });
    try {
      await createTestUser(server.database.db, { email: 'host-reader@example.com' });
      const response = await (await loggedInClient(server.app, 'host-reader@example.com')).get('/api/v1/reader');
      expect(response.json()).toEqual({ count: 42 });
    } finally {
      await server.close();
    }
  });

  it('starts without the provider of an optional dependency, and the plugin works without it', async () => {
    const server = await startTestServer({
      plugins: [keeperPlugin, readerPlugin('lenient', true)],
      company: { ...TEST_COMPANY, pluginIds: ['lenient'] },
    });
    try {
      await createTestUser(server.database.db, { email: 'lenient@example.com' });
      const response = await (await loggedInClient(server.app, 'lenient@example.com')).get('/api/v1/lenient');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ count: null });
    } finally {
      await server.close();
    }
  });
});
