import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/password';
import { DEMO_PASSWORD, DEMO_SEED, seedDemoDataIfEmpty } from '../../demo';
import { listOutbox } from '../../mail/outbox';
import { serverPluginsOfEveryDistribution } from '../../plugins/serverPluginsFromConfig';
import { serverMigrations } from '../../serverMigrations';
import { apiClient, startTestServer, TEST_COMPANY, type TestServer } from '../../testing/testServer';
import { createTestUser, loggedInClient, TEST_PASSWORD } from '../../testing/testUsers';
import { deleteWithBody } from '../accountSettingsTestKit';

/**
 * Account deletion on the real server with every plugin and the demo data set, so the person deleted
 * has what a real customer has: places, contracts, invoices, alerts, messages. The route is the settings
 * plugin's (its own test covers it alone); the deletion it runs is the host's userAccountsServiceRef delete,
 * whose reach across every plugin's tables is what this file checks.
 */
const CUSTOMER = 'asiakas@vare.example';
let server: TestServer;

const count = async (sql: string, params: unknown[] = []) =>
  Number((await server.database.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${sql}`, params)).rows[0]?.n);
const idOf = async (email: string) =>
  (await server.database.db.query<{ id: string }>('SELECT id FROM users WHERE lower(email) = lower($1)', [email])).rows[0]?.id;

beforeAll(async () => {
  const plugins = await serverPluginsOfEveryDistribution();
  server = await startTestServer({
    plugins,
    migrations: serverMigrations(plugins),
    company: { ...TEST_COMPANY, pluginIds: plugins.map((plugin) => plugin.id) },
  });
  server.clock.set(new Date('2026-02-06T10:00:00Z'));
  const today = server.clock.now();
  await seedDemoDataIfEmpty(
    server.database.db,
    {
      seed: DEMO_SEED,
      today,
      hashPassword,
      days: 38,
      afterCoreData: async (tx) => {
        for (const plugin of plugins) await plugin.demoData?.(tx, { seed: DEMO_SEED, today });
      },
    },
    { info: () => undefined },
  );
}, 120_000);
afterAll(() => server.close());

describe('DELETE /api/v2/user/{id}', () => {
  it('requires the password: without it 400 naming the field, a wrong one 403, and nothing is deleted', async () => {
    const client = await loggedInClient(server.app, CUSTOMER, DEMO_PASSWORD);
    const id = (await idOf(CUSTOMER))!;
    const missing = await deleteWithBody(server.app, client, `/api/v2/user/${id}`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.field).toBe('body.password');
    const wrong = await deleteWithBody(server.app, client, `/api/v2/user/${id}`, { password: 'not it' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.field).toBe('body.password');
    expect(await idOf(CUSTOMER)).toBe(id);
    expect((await client.get('/api/v2/me')).statusCode).toBe(200);
  });

  it("refuses another user's account with 404", async () => {
    const client = await loggedInClient(server.app, CUSTOMER, DEMO_PASSWORD);
    const other = (await idOf('asiakas@sv.example'))!;
    expect((await deleteWithBody(server.app, client, `/api/v2/user/${other}`, { password: DEMO_PASSWORD })).statusCode).toBe(404);
    expect(await idOf('asiakas@sv.example')).toBe(other);
  });

  it('deletes the person and their data, ends every session at once, and keeps the invoices', async () => {
    const id = (await idOf(CUSTOMER))!;
    const codes = (
      await server.database.db.query<{ customer_code: string }>("SELECT customer_code FROM customerships WHERE user_id = $1 AND company = 'VARE'", [
        id,
      ])
    ).rows.map((r) => r.customer_code);
    const invoices = await count('invoices WHERE customer_code = ANY($1)', [codes]);
    expect(invoices).toBeGreaterThan(0);
    const places = await count('location_access WHERE user_id = $1', [id]);
    expect(places).toBeGreaterThan(0);
    const laptop = await loggedInClient(server.app, CUSTOMER, DEMO_PASSWORD);
    const phone = await loggedInClient(server.app, CUSTOMER, DEMO_PASSWORD);

    const response = await deleteWithBody(server.app, laptop, `/api/v2/user/${id}`, { password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(204);
    expect(response.headers['set-cookie']).toBeDefined();

    expect((await phone.get('/api/v2/me')).statusCode).toBe(401);
    expect((await phone.post('/api/auth/v1/refresh-session', {})).statusCode).toBe(401);
    expect((await apiClient(server.app).post('/api/auth/v1/login', { email: CUSTOMER, password: DEMO_PASSWORD })).statusCode).toBe(401);
    for (const table of [
      'users WHERE id = $1',
      'sessions WHERE user_id = $1',
      'customerships WHERE user_id = $1',
      'location_access WHERE user_id = $1',
      'portal_messages WHERE user_id = $1',
    ]) {
      expect(await count(table, [id]), table).toBe(0);
    }
    // Accounting records stay (Accounting Act: 6 years after the year's end), keyed by customer code, not by person.
    expect(await count('invoices WHERE customer_code = ANY($1)', [codes])).toBe(invoices);
    // The only mail to the address is the one saying it is done; the security log keeps the id, not the address.
    expect((await listOutbox(server.database.db, CUSTOMER)).map((m) => m.kind)).toEqual(['account-deleted']);
    const audit = await server.database.db.query<{ email: string | null }>(
      "SELECT email FROM audit_log WHERE kind = 'account.deleted' AND user_id = $1",
      [id],
    );
    expect(audit.rows).toEqual([{ email: null }]);
  });

  it('answers 404 while generalSettings is off for the person', async () => {
    const user = await createTestUser(server.database.db, { email: 'flagged@example.com' });
    const override = await server.database.db.query(
      "INSERT INTO feature_flag_overrides (id, company, flag, user_id, value, created_at) VALUES ('ov-del', 'VARE', 'generalSettings', $1, false, now())",
      [user.id],
    );
    expect(override.affectedRows ?? 1).toBe(1);
    const client = await loggedInClient(server.app, user.email);
    expect((await deleteWithBody(server.app, client, `/api/v2/user/${user.id}`, { password: TEST_PASSWORD })).statusCode).toBe(404);
    expect(await idOf(user.email)).toBe(user.id);
  });
});
