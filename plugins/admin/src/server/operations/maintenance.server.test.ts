import { CORE_API_VERSION, defineRoute, defineServerPlugin } from '@portal/core/server';
import { startTestServer, type ApiClient, type TestServer } from '@portal/core/server/testing';
import { z } from 'zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_OPERATIONS_API, type MaintenanceOrigin, type MaintenanceSchedule } from '../../contract/operations';
import { adminServerPlugin } from '../../server';

/** Maintenance per origin and its windows (requirements §4, §7), the host's 503 gate and the switching job. */
let server: TestServer;
let superuser: ApiClient;
let kuoAdmin: ApiClient;
let customer: ApiClient;
let developer: ApiClient;
const SUPERUSER = 'admin@example.fi';
const KUO_ADMIN = 'admin-kuo@example.fi';
const CUSTOMER = 'asiakas@example.fi';
const DEVELOPER = 'dev@example.fi';
const START = new Date('2026-01-15T10:00:00Z');

/** A customer-integration route (external API key), to see the gate treat such calls like customers'. */
const apiKeyPlugin = defineServerPlugin({
  id: 'gate-probe',
  version: '0.0.0',
  apiVersion: CORE_API_VERSION,
  routes(app) {
    defineRoute(app, {
      method: 'GET',
      url: '/v1/gate-probe',
      access: 'apiKey',
      schemas: { response: z.object({ ok: z.boolean() }) },
      handler: () => ({ ok: true }),
    });
  },
});

const vareState = async (): Promise<MaintenanceOrigin> => {
  const response = await superuser.get(ADMIN_OPERATIONS_API.maintenance);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { origins: MaintenanceOrigin[] }).origins.find((o) => o.origin === 'VARE')!;
};

/** Moves the clock; a jump past a session's lifetime needs fresh sign-ins (the test kit's login route). */
const moveClock = async (iso: string): Promise<void> => {
  server.clock.set(new Date(iso));
  superuser = await server.loginAs(SUPERUSER);
  customer = await server.loginAs(CUSTOMER);
};

const auditActions = async (): Promise<string[]> =>
  (await server.db.query<{ action: string }>(`select action from audit_log where kind = 'admin.write' order by seq`)).rows.map((row) => row.action);

beforeAll(async () => {
  server = await startTestServer({
    plugins: [adminServerPlugin, apiKeyPlugin],
    users: [
      { email: SUPERUSER, groups: ['adminUsers', 'superusers', 'users'] },
      { email: KUO_ADMIN, groups: ['adminUsers', 'origin-KUO', 'users'] },
      { email: DEVELOPER, groups: ['developers'] },
      CUSTOMER,
    ],
    now: START,
  });
});

afterAll(() => server.close());

beforeEach(async () => {
  server.clock.set(START);
  await server.db.query('delete from admin_maintenance');
  await server.db.query('delete from admin_maintenance_schedules');
  // Fresh sessions at the reset clock: the tests move the clock past a session's lifetime and back.
  superuser = await server.loginAs(SUPERUSER);
  kuoAdmin = await server.loginAs(KUO_ADMIN);
  customer = await server.loginAs(CUSTOMER);
  developer = await server.loginAs(DEVELOPER);
});

describe('PUT /admin/maintenance/v1/{origin}', () => {
  it('switches VARE on with a note and off again, audited, and GET shows it', async () => {
    const on = await superuser.put(ADMIN_OPERATIONS_API.maintenanceOrigin('VARE'), { active: true, message: '  Huoltokatko klo 12 asti ' });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({
      origin: 'VARE',
      active: true,
      message: 'Huoltokatko klo 12 asti',
      since: START.toISOString(),
      scheduleId: null,
    });
    expect(await vareState()).toMatchObject({ active: true });
    const off = await superuser.put(ADMIN_OPERATIONS_API.maintenanceOrigin('VARE'), { active: false });
    expect(off.json()).toMatchObject({ active: false, message: null, since: null });
    expect(await auditActions()).toEqual(expect.arrayContaining(['admin.maintenance.toggle']));
    const { rows } = await server.db.query<{ n: number }>(
      `select count(*)::int as n from audit_log where action = 'admin.maintenance.toggle' and user_id = $1`,
      [server.users[SUPERUSER]!.id],
    );
    expect(rows[0]!.n).toBe(2);
  });

  it("answers 403 to KUO's administrator for VARE and changes nothing; KUO itself is theirs", async () => {
    const refused = await kuoAdmin.put(ADMIN_OPERATIONS_API.maintenanceOrigin('VARE'), { active: true });
    expect(refused.statusCode).toBe(403);
    expect(await vareState()).toMatchObject({ active: false });
    expect((await kuoAdmin.put(ADMIN_OPERATIONS_API.maintenanceOrigin('KUO'), { active: true })).statusCode).toBe(200);
    const listed = (await kuoAdmin.get(ADMIN_OPERATIONS_API.maintenance)).json() as { origins: MaintenanceOrigin[] };
    expect(listed.origins.map((origin) => [origin.origin, origin.active])).toEqual([['KUO', true]]);
  });

  it('answers 404 for an origin that is no company, 403 to an admin of no company, 403 to a customer, 400 naming a bad field', async () => {
    expect((await superuser.put(ADMIN_OPERATIONS_API.maintenanceOrigin('XYZ'), { active: true })).statusCode).toBe(404);
    expect((await developer.get(ADMIN_OPERATIONS_API.maintenance)).statusCode).toBe(403);
    expect((await customer.put(ADMIN_OPERATIONS_API.maintenanceOrigin('VARE'), { active: true })).statusCode).toBe(403);
    const bad = await superuser.put(ADMIN_OPERATIONS_API.maintenanceOrigin('VARE'), { active: 'yes' });
    expect([bad.statusCode, bad.json().error.field]).toEqual([400, 'body.active']);
    const long = await superuser.put(ADMIN_OPERATIONS_API.maintenanceOrigin('VARE'), { active: true, message: 'x'.repeat(501) });
    expect([long.statusCode, long.json().error.field]).toEqual([400, 'body.message']);
    expect(await vareState()).toMatchObject({ active: false });
  });
});

describe('the host gate while VARE is in maintenance', () => {
  it('answers 503 MAINTENANCE to a customer, lets an administrator and the auth calls through, and the public status says so', async () => {
    expect((await customer.get('/api/v2/me')).statusCode).toBe(200);
    await superuser.put(ADMIN_OPERATIONS_API.maintenanceOrigin('VARE'), { active: true, message: 'Päivitämme järjestelmää' });

    const refused = await customer.get('/api/v2/me');
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error).toMatchObject({ code: 'MAINTENANCE', details: { message: 'Päivitämme järjestelmää' } });
    expect((await superuser.get('/api/v2/me')).statusCode).toBe(200);
    expect((await kuoAdmin.get('/api/v2/me')).statusCode).toBe(200);
    // Logging in still works (administrators must get in); the customer's session then meets the gate.
    const again = await server.loginAs(CUSTOMER);
    expect((await again.get('/api/v2/me')).statusCode).toBe(503);

    const asCustomer = (await customer.get('/api/v1/maintenance')).json();
    expect(asCustomer).toMatchObject({ company: 'VARE', active: true, message: 'Päivitämme järjestelmää', bypass: false });
    expect((await server.client().get('/api/v1/maintenance')).json()).toMatchObject({ active: true, bypass: false });
    // Without a session the guard's 401 comes first: the web signs in again, and an administrator gets through.
    expect((await server.client().get('/api/v2/me')).statusCode).toBe(401);
    expect((await superuser.get('/api/v1/maintenance')).json()).toMatchObject({ active: true, bypass: true });

    await superuser.put(ADMIN_OPERATIONS_API.maintenanceOrigin('VARE'), { active: false });
    expect((await customer.get('/api/v2/me')).statusCode).toBe(200);
    expect((await customer.get('/api/v1/maintenance')).json()).toMatchObject({ active: false, bypass: false });
  });

  it('answers 503 to an external-API (key) call too: an integration has no administrator behind it', async () => {
    expect((await server.client().get('/api/v1/gate-probe')).statusCode).toBe(401);
    await superuser.put(ADMIN_OPERATIONS_API.maintenanceOrigin('VARE'), { active: true });
    const refused = await server.client().get('/api/v1/gate-probe');
    expect([refused.statusCode, refused.json().error.code]).toEqual([503, 'MAINTENANCE']);
  });

  it("does not close this portal for another company's maintenance", async () => {
    await superuser.put(ADMIN_OPERATIONS_API.maintenanceOrigin('KUO'), { active: true });
    expect((await customer.get('/api/v2/me')).statusCode).toBe(200);
  });
});

describe('maintenance windows', () => {
  const schedule = (client: ApiClient, body: Record<string, unknown>) => client.post(ADMIN_OPERATIONS_API.schedules, body);

  it('a window switches maintenance on at its start and off at its end by itself (job runner)', async () => {
    const created = await schedule(superuser, {
      origin: 'VARE',
      startsAt: '2026-01-15T10:00:30Z',
      endsAt: '2026-01-15T10:01:30Z',
      message: 'Ajastettu huolto',
    });
    expect(created.statusCode, created.body).toBe(201);
    const window = created.json() as MaintenanceSchedule;
    expect(window).toMatchObject({ origin: 'VARE', state: 'upcoming', message: 'Ajastettu huolto' });
    await server.runJobs();
    expect(await vareState()).toMatchObject({ active: false });

    await moveClock('2026-01-15T10:00:30Z');
    await server.runJobs();
    expect(await vareState()).toMatchObject({ active: true, scheduleId: window.id, message: 'Ajastettu huolto' });
    expect((await customer.get('/api/v2/me')).statusCode).toBe(503);
    const listed = (await superuser.get(ADMIN_OPERATIONS_API.schedules)).json() as { schedules: MaintenanceSchedule[] };
    expect(listed.schedules.map((s) => [s.id, s.state])).toEqual([[window.id, 'running']]);

    // Ending in one minute: switched off by itself, and the ended window leaves the list.
    await moveClock('2026-01-15T10:01:30Z');
    await server.runJobs();
    expect(await vareState()).toMatchObject({ active: false });
    expect((await customer.get('/api/v2/me')).statusCode).toBe(200);
    expect(((await superuser.get(ADMIN_OPERATIONS_API.schedules)).json() as { schedules: unknown[] }).schedules).toEqual([]);
    expect(await auditActions()).toContain('admin.maintenance.schedule');
  });

  it('the minute schedule alone also switches a window (a lost start/end run changes nothing)', async () => {
    await server.db.query(
      `insert into admin_maintenance_schedules (id, origin, starts_at, ends_at, created_at)
       values ('00000000-0000-4000-8000-000000000001', 'VARE', '2026-01-15T11:00:10Z', '2026-01-15T11:02:10Z', $1)`,
      [START],
    );
    // Later than the other tests' clocks: the schedule's 10:0x slots were taken by them already.
    await moveClock('2026-01-15T11:01:05Z');
    const ran = await server.runJobs();
    expect(ran.map((run) => [run.name, run.outcome])).toContainEqual(['admin.maintenance-windows', 'completed']);
    expect(await vareState()).toMatchObject({ active: true });
    await moveClock('2026-01-15T11:03:05Z');
    await server.runJobs();
    expect(await vareState()).toMatchObject({ active: false });
  });

  it('cancelling a running window switches maintenance off; cancelling again answers 404', async () => {
    const window = (
      await schedule(superuser, { origin: 'VARE', startsAt: '2026-01-15T10:00:00Z', endsAt: '2026-01-15T12:00:00Z' })
    ).json() as MaintenanceSchedule;
    await server.runJobs();
    expect(await vareState()).toMatchObject({ active: true });
    expect((await kuoAdmin.delete(ADMIN_OPERATIONS_API.schedule(window.id))).statusCode).toBe(403);
    expect((await superuser.delete(ADMIN_OPERATIONS_API.schedule(window.id))).statusCode).toBe(204);
    expect(await vareState()).toMatchObject({ active: false });
    expect((await superuser.delete(ADMIN_OPERATIONS_API.schedule(window.id))).statusCode).toBe(404);
    // The end run finds nothing to do: the administrator's decision stands.
    await moveClock('2026-01-15T12:00:00Z');
    await server.runJobs();
    expect(await vareState()).toMatchObject({ active: false });
    expect(await auditActions()).toContain('admin.maintenance.cancelSchedule');
  });

  it("an administrator's switch during a window ends that window: its end does not undo a later switch", async () => {
    await schedule(superuser, { origin: 'VARE', startsAt: '2026-01-15T10:00:00Z', endsAt: '2026-01-15T11:00:00Z' });
    await server.runJobs();
    await superuser.put(ADMIN_OPERATIONS_API.maintenanceOrigin('VARE'), { active: false });
    await moveClock('2026-01-15T10:30:00Z');
    await server.runJobs();
    expect(await vareState()).toMatchObject({ active: false });
    await superuser.put(ADMIN_OPERATIONS_API.maintenanceOrigin('VARE'), { active: true });
    await moveClock('2026-01-15T11:00:00Z');
    await server.runJobs();
    expect(await vareState()).toMatchObject({ active: true, scheduleId: null });
  });

  it('refuses a window that ends before it starts or has ended (400 body.endsAt), another company (403), a foreign list filter (403)', async () => {
    const backwards = await schedule(superuser, { origin: 'VARE', startsAt: '2026-01-15T12:00:00Z', endsAt: '2026-01-15T11:00:00Z' });
    expect([backwards.statusCode, backwards.json().error.field]).toEqual([400, 'body.endsAt']);
    const past = await schedule(superuser, { origin: 'VARE', startsAt: '2026-01-15T08:00:00Z', endsAt: '2026-01-15T09:00:00Z' });
    expect([past.statusCode, past.json().error.field]).toEqual([400, 'body.endsAt']);
    const badDate = await schedule(superuser, { origin: 'VARE', startsAt: '15.1.2026', endsAt: '2026-01-15T11:00:00Z' });
    expect([badDate.statusCode, badDate.json().error.field]).toEqual([400, 'body.startsAt']);
    expect((await schedule(kuoAdmin, { origin: 'VARE', startsAt: '2026-01-15T11:00:00Z', endsAt: '2026-01-15T12:00:00Z' })).statusCode).toBe(403);
    expect((await kuoAdmin.get(`${ADMIN_OPERATIONS_API.schedules}?origin=VARE`)).statusCode).toBe(403);
    expect(((await superuser.get(ADMIN_OPERATIONS_API.schedules)).json() as { schedules: unknown[] }).schedules).toEqual([]);
  });

  it("lists only the companies' windows the administrator may handle", async () => {
    await schedule(superuser, { origin: 'VARE', startsAt: '2026-01-16T10:00:00Z', endsAt: '2026-01-16T11:00:00Z' });
    await schedule(superuser, { origin: 'KUO', startsAt: '2026-01-16T10:00:00Z', endsAt: '2026-01-16T11:00:00Z' });
    const seen = (await kuoAdmin.get(ADMIN_OPERATIONS_API.schedules)).json() as { schedules: MaintenanceSchedule[] };
    expect(seen.schedules.map((s) => s.origin)).toEqual(['KUO']);
  });
});
