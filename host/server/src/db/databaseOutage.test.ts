import { createServer, Socket, type AddressInfo, type Server } from 'node:net';
import { composeFlagCatalogue, defineFlags, type Database } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { createTestClock } from '@portal/core/server/testing';
import { createTestDatabase, usingRealPostgres, type TestDatabase } from '../testing/testDatabase';
import { apiClient, TEST_COMPANY } from '../testing/testServer';
import { createTestUser, loggedInClient } from '../testing/testUsers';
import { openPgDatabase } from './pgDatabase';

/**
 * PostgreSQL going away and coming back (issue 10, faults), without restarting anything: the server
 * talks to the real PostgreSQL through a TCP proxy that this test can cut (every open connection
 * reset, new ones refused) and restore. While it is cut the API answers 503 with the standard error
 * body within the connect timeout; once it is back the next request succeeds on the same server;
 * a write caught in flight is reported failed and left no trace. bench/faults/ does the same with
 * PostgreSQL itself stopped and started under load.
 */
class FaultProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private holding = false;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async up(): Promise<void> {
    const server = createServer((client) => {
      const upstream = new Socket();
      upstream.connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.pipe(upstream);
      // In "hold" PostgreSQL's answers stop short of the server: a request is caught mid-query.
      upstream.on('data', (chunk: Buffer) => {
        if (!this.holding) client.write(chunk);
      });
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
    this.holding = false;
  }

  hold(): void {
    this.holding = true;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.resetAndDestroy();
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}

describe.skipIf(!usingRealPostgres())('PostgreSQL outage', () => {
  let database: TestDatabase;
  let proxied: Database;
  let app: FastifyInstance;
  let proxy: FaultProxy;

  beforeAll(async () => {
    database = await createTestDatabase();
    await createTestUser(database.db, { email: 'anna@example.com' });
    await createTestUser(database.db, { email: 'admin@example.com', groups: ['superusers'] });
    const url = new URL(process.env.DATABASE_URL!);
    proxy = new FaultProxy({ host: url.hostname, port: Number(url.port || 5432) });
    await proxy.up();
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    proxied = openPgDatabase({ url: url.toString(), schema: database.schema, maxConnections: 4, connectTimeoutMs: 1_000 });
    // No plugins are mounted; the override below needs a flag the portal declares.
    const flagCatalogue = composeFlagCatalogue([{ id: 'chat', flags: defineFlags({ chat: { default: false, description: 'Chat' } }) }]);
    app = await buildServer({ db: proxied, company: { ...TEST_COMPANY, flagCatalogue }, clock: createTestClock() });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await proxied?.close();
    await proxy?.down();
    await database?.close();
  });

  it('answers 503 with the error body while the database is unreachable, and recovers without a restart', async () => {
    const anna = await loggedInClient(app, 'anna@example.com');
    expect((await anna.get('/api/v2/me')).statusCode).toBe(200);

    await proxy.down();
    const started = Date.now();
    const during = await Promise.all([
      anna.get('/api/v2/me'),
      apiClient(app).post('/api/auth/v1/login', { email: 'anna@example.com', password: 'x-x-x-x-x' }),
    ]);
    for (const response of during) {
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: expect.any(String) } });
      expect(response.headers['retry-after']).toBe('5');
    }
    // Refused connections fail at once; nothing waits for long.
    expect(Date.now() - started).toBeLessThan(5_000);

    await proxy.up();
    const after = await anna.get('/api/v2/me');
    expect(after.statusCode, after.body).toBe(200);
  });

  it('reports a write cut off in flight as failed, and it left nothing behind', async () => {
    const admin = await loggedInClient(app, 'admin@example.com');
    const overrides = async () => (await database.db.query('SELECT id FROM feature_flag_overrides')).rows.length;
    const auditEntries = async () => (await database.db.query("SELECT seq FROM audit_log WHERE kind = 'admin.write'")).rows.length;
    const [overridesBefore, auditBefore] = [await overrides(), await auditEntries()];

    proxy.hold();
    const write = admin.post('/api/admin/feature-flags/v1/override', { flag: 'chat', value: false });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await proxy.down();
    const response = await write;
    expect(response.statusCode, response.body).toBe(503);
    expect(response.json().error.code).toBe('SERVICE_UNAVAILABLE');

    await proxy.up();
    // PostgreSQL rolled the cut transaction back: neither the override nor its audit entry exists.
    expect(await overrides()).toBe(overridesBefore);
    expect(await auditEntries()).toBe(auditBefore);
    const retried = await admin.post('/api/admin/feature-flags/v1/override', { flag: 'chat', value: false });
    expect(retried.statusCode, retried.body).toBe(201);
    expect(await overrides()).toBe(overridesBefore + 1);
  });
});
