import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineServerPlugin, type ServerPluginContext } from '@portal/core/server';
import { listOutbox } from '../mail/outbox';
import { startTestServer, type TestServer } from '../testing/testServer';
import { createTestUser } from '../testing/testUsers';
import { TEST_NOTIFICATION_COMPANY, testNotificationPlugin } from './testing/testNotificationPlugin';

/**
 * Delivery through the server's own NotificationSender and the real job runner (TestServer.runJobs):
 * what a plugin's `context.notifications.notify` does in the running portal.
 */
let server: TestServer;
let context: ServerPluginContext | undefined;
// The test plugin keeps the context the host gives it, as a plugin's routes and jobs would use it.
const plugin = defineServerPlugin({
  ...testNotificationPlugin,
  routes: (_app, given) => {
    context = given;
  },
});

beforeAll(async () => {
  server = await startTestServer({ plugins: [plugin], company: TEST_NOTIFICATION_COMPANY });
});
afterAll(() => server.close());

describe('delivery on the real job runner', () => {
  it('holds a 23:30 notification and the runner delivers it at 7:00, once', async () => {
    const user = await createTestUser(server.database.db, { email: 'runner@example.com' });
    server.clock.set(new Date('2026-01-14T21:30:00Z'));
    await context!.notifications.notify({ kind: 'testalerts.price', userId: user.id, payload: { cents: 3 }, dedupeKey: 'runner:1' });
    expect(await server.runJobs()).toEqual([]);
    expect(await listOutbox(server.database.db, 'runner@example.com')).toHaveLength(0);

    server.clock.set(new Date('2026-01-15T05:00:00Z'));
    expect((await server.runJobs()).map((run) => [run.name, run.outcome])).toEqual([['core.deliver-notifications', 'completed']]);
    expect((await listOutbox(server.database.db, 'runner@example.com')).map((mail) => mail.subject)).toEqual(['Hintaraja ylittyi']);

    // Asked again (a re-run of the plugin's evaluation): nothing new is queued or sent.
    await context!.notifications.notify({ kind: 'testalerts.price', userId: user.id, payload: { cents: 3 }, dedupeKey: 'runner:1' });
    server.clock.set(new Date('2026-01-15T06:00:00Z'));
    await server.runJobs();
    expect(await listOutbox(server.database.db, 'runner@example.com')).toHaveLength(1);
  });

  it('sends a critical one at once at night', async () => {
    const user = await createTestUser(server.database.db, { email: 'runner-night@example.com' });
    server.clock.set(new Date('2026-01-16T01:00:00Z'));
    await context!.notifications.notify({ kind: 'testalerts.power-cut', userId: user.id, payload: { place: 'Koti' }, dedupeKey: 'runner:cut' });
    await server.runJobs();
    expect((await listOutbox(server.database.db, 'runner-night@example.com')).map((mail) => mail.subject)).toEqual(['Sähkökatko']);
  });
});
