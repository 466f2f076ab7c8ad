import { composeFlagCatalogue, CORE_API_VERSION, defineFlags, defineServerPlugin } from '@portal/core/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, startTestServer, type TestServer } from '../testing/testServer';
import { createTestUser, loggedInClient } from '../testing/testUsers';
import type { UserRecord } from '../users/userStore';

let server: TestServer;
let customer: UserRecord;

/** Two plugins' declarations: the company's catalogue is composed from them. */
const billing = defineServerPlugin({
  id: 'billing',
  version: '1.0.0',
  apiVersion: CORE_API_VERSION,
  flags: defineFlags({ invoices: { default: false, description: 'Invoices page' } }),
});
const energy = defineServerPlugin({
  id: 'energy',
  version: '1.0.0',
  apiVersion: CORE_API_VERSION,
  flags: defineFlags({
    solar: { default: true, description: 'Solar panels' },
    consumption: { default: false, description: 'Consumption page' },
    microgeneration: { default: true, description: 'Microgeneration' },
  }),
});

beforeAll(async () => {
  const plugins = [billing, energy];
  server = await startTestServer({
    plugins,
    // The catalogue production composes (the test server's default would turn every flag on).
    company: {
      code: 'VARE',
      pluginIds: ['billing', 'energy'],
      flagDefaults: { invoices: true, solar: false },
      flagCatalogue: composeFlagCatalogue(plugins),
    },
  });
  const { db } = server.database;
  customer = await createTestUser(db, { email: 'customer@example.com' });
  await createTestUser(db, { email: 'vare-admin@example.com', groups: ['origin-VARE'] });
  await createTestUser(db, { email: 'sv-admin@example.com', groups: ['origin-SV'] });
  await createTestUser(db, { email: 'super@example.com', groups: ['superusers'] });
  await createTestUser(db, { email: 'messaging@example.com', groups: ['messaging', 'developers'] });
});
afterAll(() => server.close());

describe('GET /api/v1/features', () => {
  it("answers every flag of the company's plugins: company defaults, else the declared default", async () => {
    const response = await apiClient(server.app).get('/api/v1/features');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.company).toBe('VARE');
    expect(body.flags).toEqual({ invoices: true, solar: false, consumption: false, microgeneration: true });
  });

  it('ignores a stored override of a flag no plugin declares any more (e.g. the removed `menu`)', async () => {
    await server.database.db.query(
      `INSERT INTO feature_flag_overrides (id, company, flag, user_id, value, created_at) VALUES (gen_random_uuid(), 'VARE', 'menu', NULL, true, now())`,
    );
    try {
      expect((await apiClient(server.app).get('/api/v1/features')).json().flags).not.toHaveProperty('menu');
      const admin = await loggedInClient(server.app, 'super@example.com');
      const list = await admin.get('/api/admin/feature-flags/v1');
      expect(list.statusCode).toBe(200);
      expect(list.json().overrides).toEqual([]);
    } finally {
      await server.database.db.query(`DELETE FROM feature_flag_overrides WHERE flag = 'menu'`);
    }
  });
});

describe('admin feature flags', () => {
  it("are refused without a session (401) and to non-admins and other companies' admins (403)", async () => {
    expect((await apiClient(server.app).get('/api/admin/feature-flags/v1')).statusCode).toBe(401);
    // Issue 10: the body and the id were validated before the session (400); an anonymous caller
    // must learn nothing about the input rules.
    expect((await apiClient(server.app).post('/api/admin/feature-flags/v1/override', { flag: 42 })).statusCode).toBe(401);
    expect((await apiClient(server.app).delete('/api/admin/feature-flags/v1/override/not-a-uuid')).statusCode).toBe(401);
    for (const email of ['customer@example.com', 'sv-admin@example.com', 'messaging@example.com']) {
      const client = await loggedInClient(server.app, email);
      expect((await client.get('/api/admin/feature-flags/v1')).statusCode).toBe(403);
      const post = await client.post('/api/admin/feature-flags/v1/override', { flag: 'solar', value: true });
      expect(post.statusCode).toBe(403);
      expect(post.json().error.code).toBe('FORBIDDEN');
    }
    const { rows } = await server.database.db.query('SELECT 1 FROM feature_flag_overrides');
    expect(rows).toHaveLength(0);
  });

  it("let this company's admin override a flag company-wide and per user, and remove it", async () => {
    const admin = await loggedInClient(server.app, 'vare-admin@example.com');
    const wide = await admin.post('/api/admin/feature-flags/v1/override', { flag: 'solar', value: true });
    expect(wide.statusCode).toBe(201);
    expect(wide.json()).toMatchObject({ flag: 'solar', value: true, userId: null });
    const personal = await admin.post('/api/admin/feature-flags/v1/override', { flag: 'invoices', value: false, userId: customer.id });
    expect(personal.statusCode).toBe(201);

    const customerClient = await loggedInClient(server.app, 'customer@example.com');
    const own = (await customerClient.get('/api/v1/features')).json().flags;
    expect(own).toMatchObject({ solar: true, invoices: false });
    const anonymous = (await apiClient(server.app).get('/api/v1/features')).json().flags;
    expect(anonymous).toMatchObject({ solar: true, invoices: true });

    const list = (await admin.get('/api/admin/feature-flags/v1')).json();
    expect(list.defaults.solar).toBe(false);
    expect(list.overrides).toHaveLength(2);

    // Same flag and user again replaces rather than duplicates.
    await admin.post('/api/admin/feature-flags/v1/override', { flag: 'solar', value: false });
    expect((await admin.get('/api/admin/feature-flags/v1')).json().overrides).toHaveLength(2);

    expect((await admin.delete(`/api/admin/feature-flags/v1/override/${personal.json().id}`)).statusCode).toBe(204);
    expect((await admin.delete(`/api/admin/feature-flags/v1/override/${personal.json().id}`)).statusCode).toBe(404);
    expect((await customerClient.get('/api/v1/features')).json().flags.invoices).toBe(true);
  });

  it('list the catalogue composed from the plugins, with owner, default and description', async () => {
    const admin = await loggedInClient(server.app, 'super@example.com');
    const list = (await admin.get('/api/admin/feature-flags/v1')).json();
    expect(list.catalogue).toEqual([
      { key: 'invoices', pluginId: 'billing', default: false, description: 'Invoices page' },
      { key: 'solar', pluginId: 'energy', default: true, description: 'Solar panels' },
      { key: 'consumption', pluginId: 'energy', default: false, description: 'Consumption page' },
      { key: 'microgeneration', pluginId: 'energy', default: true, description: 'Microgeneration' },
    ]);
    expect(list.defaults).toEqual({ invoices: true, solar: false, consumption: false, microgeneration: true });
  });

  it('let a superuser in, and name an unknown flag or user as the bad field', async () => {
    const admin = await loggedInClient(server.app, 'super@example.com');
    expect((await admin.get('/api/admin/feature-flags/v1')).statusCode).toBe(200);
    const badFlag = await admin.post('/api/admin/feature-flags/v1/override', { flag: 'noSuchFlag', value: true });
    expect(badFlag.json().error).toMatchObject({ code: 'BAD_REQUEST', field: 'body.flag' });
    const badUser = await admin.post('/api/admin/feature-flags/v1/override', { flag: 'solar', value: true, userId: 'nobody' });
    expect(badUser.statusCode).toBe(404);
    expect(badUser.json().error.field).toBe('body.userId');
  });
});
