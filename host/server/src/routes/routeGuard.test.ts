// Core's route guard as the host installs it, on synthetic plugins: the order of its answers, mode
// gating (issue 19), the development hints, and the start-up errors for undeclared routes.
import { Writable } from 'node:stream';
import { CORE_API_VERSION, defineRoute, defineServerPlugin } from '@portal/core/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serverMigrations } from '../serverMigrations';
import { apiClient, startTestServer, type TestServer } from '../testing/testServer';
import { createTestUser, loggedInClient } from '../testing/testUsers';

const businessPlugin = defineServerPlugin({
  id: 'business-only',
  version: '1.0.0',
  apiVersion: CORE_API_VERSION,
  flag: 'messageBox',
  modes: ['B2B'],
  routes(app) {
    defineRoute(app, {
      method: 'POST',
      url: '/v1/business/:id/notes',
      access: 'session',
      pathParams: { id: 'ownUserId' },
      schemas: {
        params: z.object({ id: z.string() }),
        body: z.object({ text: z.string().min(1) }),
        response: z.object({ by: z.string() }),
      },
      handler: ({ user }) => ({ by: user.id }),
    });
  },
});

const b2cRoutePlugin = defineServerPlugin({
  id: 'mixed',
  version: '1.0.0',
  apiVersion: CORE_API_VERSION,
  routes(app) {
    defineRoute(app, {
      method: 'GET',
      url: '/v1/mixed/consumer-only',
      access: 'session',
      modes: ['B2C'],
      schemas: { response: z.object({ ok: z.boolean() }) },
      handler: () => ({ ok: true }),
    });
  },
});

// A plugin whose mode refusal is 'forbidden' (the b2b plugin's): the customerships decide, not the stored mode.
const companyPlugin = defineServerPlugin({
  id: 'company-only',
  version: '1.0.0',
  apiVersion: CORE_API_VERSION,
  modes: ['B2B'],
  modeRefusal: 'forbidden',
  routes(app) {
    defineRoute(app, {
      method: 'GET',
      url: '/v1/company/:id/summary',
      access: 'session',
      pathParams: { id: 'ownUserId' },
      schemas: { params: z.object({ id: z.string() }), response: z.object({ by: z.string() }) },
      handler: ({ user }) => ({ by: user.id }),
    });
  },
});

const notShipped = defineServerPlugin({
  id: 'not-shipped',
  version: '1.0.0',
  apiVersion: CORE_API_VERSION,
  routes(app) {
    defineRoute(app, {
      method: 'GET',
      url: '/v1/not-shipped/:id',
      access: 'session',
      pathParams: { id: { resource: 'thing' } },
      schemas: { params: z.object({ id: z.string() }), response: z.object({}) },
      handler: () => ({}),
    });
  },
});

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

let server: TestServer;
let b2b: { id: string };
let b2c: { id: string };
let both: { id: string };
let stale: { id: string };

beforeAll(async () => {
  server = await startTestServer({
    plugins: [businessPlugin, b2cRoutePlugin, companyPlugin, notShipped],
    company: { code: 'VARE', pluginIds: ['business-only', 'mixed', 'company-only'], flagDefaults: { messageBox: true } },
    logger: { level: 'info', stream: logStream },
    developmentHints: true,
  });
  b2b = await createTestUser(server.database.db, { email: 'b2b@example.com', uiMode: 'B2B' });
  b2c = await createTestUser(server.database.db, { email: 'b2c@example.com', uiMode: 'B2C' });
  await createTestUser(server.database.db, { email: 'admin@example.com', groups: ['origin-VARE'] });
  // A person with both sides, showing the B2C one; and a B2B-mode user whose only customership is B2C.
  both = await createTestUser(server.database.db, { email: 'both@example.com', uiMode: 'B2C' });
  stale = await createTestUser(server.database.db, { email: 'stale@example.com', uiMode: 'B2B' });
  const insert = `insert into customerships (user_id, company, customer_code, customer_type) values ($1, $2, $3, $4)`;
  await server.database.db.query(insert, [both.id, 'VARE', '1000100', 'B2C']);
  await server.database.db.query(insert, [both.id, 'VARE', '1500100', 'B2B']);
  await server.database.db.query(insert, [stale.id, 'VARE', '1000101', 'B2C']);
  await server.database.db.query(insert, [stale.id, 'SV', '1500101', 'B2B']);
  await server.database.db.query(insert, [b2c.id, 'VARE', '1000102', 'B2C']);
});
afterAll(() => server.close());

describe("core's route guard", () => {
  it('answers 401 before anything else, even to a body that is not JSON', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/v1/business/${b2b.id}/notes`,
      headers: { 'x-web-version': '1', 'content-type': 'application/json' },
      payload: '{"text":',
    });
    expect(response.statusCode).toBe(401);
  });

  it('serves a plugin limited to B2B to a B2B user, and answers 404 to a B2C user (issue 19)', async () => {
    const business = await loggedInClient(server.app, 'b2b@example.com');
    expect((await business.post(`/api/v1/business/${b2b.id}/notes`, { text: 'hi' })).json()).toEqual({ by: b2b.id });
    const consumer = await loggedInClient(server.app, 'b2c@example.com');
    const refused = await consumer.post(`/api/v1/business/${b2c.id}/notes`, { text: 'hi' });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('B2B');
  });

  it("with modeRefusal 'forbidden', answers 403 to a user without a B2B customership here, and serves one who has it in either mode", async () => {
    const consumer = await loggedInClient(server.app, 'b2c@example.com');
    const refused = await consumer.get(`/api/v1/company/${b2c.id}/summary`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
    // B2B at another company only: still no B2B side in this portal.
    const staleClient = await loggedInClient(server.app, 'stale@example.com');
    expect((await staleClient.get(`/api/v1/company/${stale.id}/summary`)).statusCode).toBe(403);
    // Another user's id is nobody to a B2C-only caller: 404, not the mode's 403.
    expect((await staleClient.get(`/api/v1/company/${b2c.id}/summary`)).statusCode).toBe(404);
    const person = await loggedInClient(server.app, 'both@example.com');
    expect((await person.get(`/api/v1/company/${both.id}/summary`)).json()).toEqual({ by: both.id });
    // The own user id is checked before the side: another id is 404 for one who has it too.
    expect((await person.get(`/api/v1/company/${b2c.id}/summary`)).statusCode).toBe(404);
  });

  it('limits a single route to a mode, the rest of its plugin serving both', async () => {
    expect((await (await loggedInClient(server.app, 'b2c@example.com')).get('/api/v1/mixed/consumer-only')).statusCode).toBe(200);
    expect((await (await loggedInClient(server.app, 'b2b@example.com')).get('/api/v1/mixed/consumer-only')).statusCode).toBe(404);
  });

  it('checks the own user id on the raw parameter, before the body is parsed', async () => {
    const business = await loggedInClient(server.app, 'b2b@example.com');
    expect((await business.post(`/api/v1/business/${b2c.id}/notes`, { text: '' })).statusCode).toBe(404);
    expect((await business.post(`/api/v1/business/${b2b.id}/notes`, { text: '' })).json().error.field).toBe('body.text');
  });

  it('logs a development hint when a flag is off, never in the response', async () => {
    const admin = await loggedInClient(server.app, 'admin@example.com');
    await admin.post('/api/admin/feature-flags/v1/override', { flag: 'messageBox', value: false, userId: b2b.id });
    logLines.length = 0;
    const response = await (await loggedInClient(server.app, 'b2b@example.com')).post(`/api/v1/business/${b2b.id}/notes`, { text: 'hi' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('messageBox');
    expect(logLines.join('')).toContain('feature flag \\"messageBox\\" is off');
  });

  it("logs a development hint for a path of a plugin not in the company's set", async () => {
    logLines.length = 0;
    const response = await apiClient(server.app).get('/api/v1/not-shipped/42');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('not-shipped"');
    expect(logLines.join('')).toContain('belongs to plugin \\"not-shipped\\", which is not in company VARE');
  });

  it('refuses to start with a route without an access declaration, or with an undeclared path parameter', async () => {
    const noAccess = defineServerPlugin({
      id: 'careless',
      version: '1.0.0',
      apiVersion: CORE_API_VERSION,
      routes(app) {
        defineRoute(app, { method: 'GET', url: '/v1/careless', schemas: { response: z.object({}) }, handler: () => ({}) } as never);
      },
    });
    const company = { code: 'VARE' as const, pluginIds: ['careless'], flagDefaults: {} };
    await expect(startTestServer({ plugins: [noAccess], company, migrations: serverMigrations() })).rejects.toThrow(/declare who may call it/);
    const undeclared = defineServerPlugin({
      id: 'careless',
      version: '1.0.0',
      apiVersion: CORE_API_VERSION,
      routes(app) {
        defineRoute(app, {
          method: 'GET',
          url: '/v1/careless/:id',
          access: 'session',
          schemas: { params: z.object({ id: z.string() }), response: z.object({}) },
          handler: () => ({}),
        });
      },
    });
    await expect(startTestServer({ plugins: [undeclared], company, migrations: serverMigrations() })).rejects.toThrow(/declare what :id names/);
    const raw = defineServerPlugin({
      id: 'careless',
      version: '1.0.0',
      apiVersion: CORE_API_VERSION,
      routes(app) {
        app.get('/v1/careless/raw', async () => ({}));
      },
    });
    await expect(startTestServer({ plugins: [raw], company, migrations: serverMigrations() })).rejects.toThrow(/without core's defineRoute/);
  });
});
