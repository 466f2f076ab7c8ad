import { startTestServer, type ApiClient, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERTS_API } from '../../contract/paths';
import { alertsServerPlugin } from '../../server';
import { grant, insertPlace } from '../test/alertsFixtures';

/**
 * POST /admin/disruptions/v1 and the notices it queues: the first notice once an unplanned cut has
 * lasted 3 minutes (critical: sent at once even at night, on each channel with the subscription's own
 * address), an update when the estimate changes, "restored" inside each channel's own window; a cut
 * shorter than 3 minutes notifies no one; a planned one waits for the window.
 */
let server: TestServer;
let admin: ApiClient;
let owner: ApiClient;
let ownerId = '';
let heatId = '';
const OWNER = 'sahko@example.fi';
const HEAT = 'lampo@example.fi';
const ADMIN = 'viestinta@example.fi';
let elMp = '';
let dhMp = '';
const NIGHT = new Date('2026-01-16T00:00:00Z'); // 02:00 in Helsinki
const MIN = 60_000;

const iso = (ms: number) => new Date(NIGHT.getTime() + ms).toISOString();
const messages = async (userId: string) =>
  (
    await server.db.query<{ kind: string; title: string; dedupe_key: string }>(
      'select kind, title, dedupe_key from portal_messages where user_id = $1 order by created_at, dedupe_key',
      [userId],
    )
  ).rows;
const deliveries = async (userId: string, kind: string) =>
  (
    await server.db.query<{ channel: string; address: string | null; due_at: Date }>(
      'select channel, address, due_at from notification_deliveries where user_id = $1 and kind = $2 order by channel',
      [userId, kind],
    )
  ).rows.map((row) => ({ channel: row.channel, address: row.address, due: row.due_at.toISOString() }));

async function post(body: Record<string, unknown>) {
  // The test clock jumps past the 30-minute idle timeout: sign in again as an integration would.
  admin = await server.loginAs(ADMIN);
  const response = await admin.post(ALERTS_API.adminDisruptions, {
    utilityType: 'ELECTRICITY',
    planned: false,
    meteringPoints: [elMp],
    startedAt: NIGHT.toISOString(),
    estimatedRestorationAt: null,
    restoredAt: null,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { notice: string; revision: number; subscribers: number };
}

const runJobs = async () => {
  for (const run of await server.runJobs()) expect(run.outcome, `${run.name}: ${run.error}`).toBe('completed');
};

beforeAll(async () => {
  server = await startTestServer({
    plugins: [alertsServerPlugin],
    users: [OWNER, HEAT, { email: ADMIN, groups: ['messaging'] }],
    now: NIGHT,
  });
  ownerId = server.users[OWNER]!.id;
  heatId = server.users[HEAT]!.id;
  elMp = await insertPlace(server.db, { id: 'D-EL', utility: 'ELECTRICITY', serial: 31 });
  dhMp = await insertPlace(server.db, { id: 'D-DH', utility: 'DISTRICT_HEATING', serial: 32 });
  await grant(server.db, ownerId, 'D-EL');
  await grant(server.db, heatId, 'D-DH');
  owner = await server.loginAs(OWNER);
  admin = await server.loginAs(ADMIN);
  const window = { pushStartHour: 7, pushStartMinute: 0, pushEndHour: 23, pushEndMinute: 0 };
  expect(
    (
      await owner.put(ALERTS_API.disruptionElectricity(ownerId, 'D-EL'), {
        active: true,
        emailSettings: { active: true, address: 'katkot@example.fi', ...window },
        phoneSettings: { active: true, address: '+358401234567', pushStartHour: 8, pushStartMinute: 30, pushEndHour: 21, pushEndMinute: 0 },
      })
    ).statusCode,
  ).toBe(200);
  const heat = await server.loginAs(HEAT);
  expect(
    (
      await heat.put(ALERTS_API.districtHeating(heatId, 'D-DH'), {
        returnTemperature: { active: false, days: 3 },
        disruption: { active: true, emailNotifications: false, smsNotifications: true, email: null, mobileNumber: '+358501112223', ...window },
      })
    ).statusCode,
  ).toBe(200);
});

afterAll(async () => {
  await server?.close();
});

describe('POST /admin/disruptions/v1', () => {
  it('needs a session (401) and the messaging permission (403), and names a bad field (400)', async () => {
    const body = {
      id: 'X',
      utilityType: 'ELECTRICITY',
      planned: false,
      meteringPoints: [elMp],
      startedAt: NIGHT.toISOString(),
      estimatedRestorationAt: null,
      restoredAt: null,
    };
    expect((await server.client().post(ALERTS_API.adminDisruptions, body)).statusCode).toBe(401);
    expect((await owner.post(ALERTS_API.adminDisruptions, body)).statusCode).toBe(403);
    const badPoint = await admin.post(ALERTS_API.adminDisruptions, { ...body, meteringPoints: ['123'] });
    expect(badPoint.statusCode).toBe(400);
    expect(badPoint.json().error.field).toBe('body.meteringPoints.0');
    const early = await admin.post(ALERTS_API.adminDisruptions, { ...body, restoredAt: iso(-MIN) });
    expect(early.json().error.field).toBe('body.restoredAt');
    expect(Number((await server.db.query<{ n: string }>('select count(*) as n from alert_disruptions')).rows[0]!.n)).toBe(0);
  });

  it("refuses another company's disruption id (400 body.id) and leaves it as it was", async () => {
    await server.db.query(
      `insert into alert_disruptions (id, company, utility_type, planned, started_at, revision, created_at, updated_at)
       values ('SV-CUT', 'SV', 'ELECTRICITY', false, $1, 1, $1, $1)`,
      [NIGHT.toISOString()],
    );
    const response = await admin.post(ALERTS_API.adminDisruptions, {
      id: 'SV-CUT',
      utilityType: 'ELECTRICITY',
      planned: false,
      meteringPoints: [elMp],
      startedAt: NIGHT.toISOString(),
      estimatedRestorationAt: iso(60 * MIN),
      restoredAt: null,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('body.id');
    const stored = await server.db.query<{ company: string; estimated_restoration_at: Date | null }>(
      `select company, estimated_restoration_at from alert_disruptions where id = 'SV-CUT'`,
    );
    expect(stored.rows).toEqual([{ company: 'SV', estimated_restoration_at: null }]);
    expect(
      Number((await server.db.query<{ n: string }>(`select count(*) as n from alert_disruption_points where disruption_id = 'SV-CUT'`)).rows[0]!.n),
    ).toBe(0);
    await server.db.query(`delete from alert_disruptions where id = 'SV-CUT'`);
  });

  it('tells an unplanned cut after 3 minutes at once even at night, updates on a new estimate, and restores inside each window', async () => {
    expect(await post({ id: 'CUT-1', estimatedRestorationAt: iso(120 * MIN) })).toEqual({
      id: 'CUT-1',
      revision: 1,
      notice: 'first',
      subscribers: 1,
    });
    await runJobs();
    expect(await messages(ownerId)).toEqual([]); // not yet 3 minutes

    server.clock.set(new Date(NIGHT.getTime() + 3 * MIN));
    await runJobs();
    expect(await messages(ownerId)).toEqual([{ kind: 'alerts.disruption', title: 'Sähkökatko: Paikka D-EL', dedupe_key: 'disruption:CUT-1:1:D-EL' }]);
    // Critical: due now at 02:03, on both channels, to the subscription's own addresses.
    expect(await deliveries(ownerId, 'alerts.disruption')).toEqual([
      { channel: 'email', address: 'katkot@example.fi', due: iso(3 * MIN) },
      { channel: 'sms', address: '+358401234567', due: iso(3 * MIN) },
    ]);
    expect((await (await server.loginAs(OWNER)).get(ALERTS_API.disruptionElectricity(ownerId, 'D-EL'))).json().triggeredRecently).toBe(true);

    expect(await post({ id: 'CUT-1', estimatedRestorationAt: iso(120 * MIN) })).toMatchObject({ notice: 'none', revision: 1 });
    expect(await post({ id: 'CUT-1', estimatedRestorationAt: iso(180 * MIN) })).toMatchObject({ notice: 'update', revision: 2 });
    await runJobs();
    expect((await messages(ownerId)).map((m) => m.title)).toEqual(['Sähkökatko: Paikka D-EL', 'Sähkökatko (päivitetty): Paikka D-EL']);

    server.clock.set(new Date(NIGHT.getTime() + 60 * MIN));
    expect(await post({ id: 'CUT-1', estimatedRestorationAt: iso(180 * MIN), restoredAt: iso(55 * MIN) })).toMatchObject({ notice: 'restored' });
    await runJobs();
    expect((await messages(ownerId)).at(-1)).toEqual({
      kind: 'alerts.disruption-restored',
      title: 'Sähkökatko on ohi: Paikka D-EL',
      dedupe_key: 'disruption:CUT-1:restored:D-EL',
    });
    // Good news waits: e-mail at 7:00, SMS at 8:30 (the phone's own window), Helsinki time.
    expect(await deliveries(ownerId, 'alerts.disruption-restored')).toEqual([
      { channel: 'email', address: 'katkot@example.fi', due: '2026-01-16T05:00:00.000Z' },
      { channel: 'sms', address: '+358401234567', due: '2026-01-16T06:30:00.000Z' },
    ]);
    expect(await post({ id: 'CUT-1', estimatedRestorationAt: iso(180 * MIN), restoredAt: iso(55 * MIN) })).toMatchObject({ notice: 'none' });
  });

  it('tells no one of a cut shorter than 3 minutes', async () => {
    const start = server.clock.now().getTime();
    const before = (await messages(ownerId)).length;
    await post({ id: 'BLINK', startedAt: new Date(start).toISOString() });
    server.clock.set(new Date(start + 2 * MIN));
    expect(await post({ id: 'BLINK', startedAt: new Date(start).toISOString(), restoredAt: new Date(start + 90_000).toISOString() })).toMatchObject({
      notice: 'none',
    });
    server.clock.set(new Date(start + 10 * MIN));
    await runJobs();
    expect(await messages(ownerId)).toHaveLength(before);
  });

  it('announces a planned cut inside the window, and a district heating cut by SMS', async () => {
    const now = server.clock.now().getTime();
    expect(await post({ id: 'PLAN-1', planned: true, startedAt: new Date(now + 48 * 60 * MIN).toISOString() })).toMatchObject({ notice: 'first' });
    expect(await post({ id: 'DH-1', utilityType: 'DISTRICT_HEATING', meteringPoints: [dhMp], startedAt: new Date(now).toISOString() })).toMatchObject(
      { notice: 'first', subscribers: 1 },
    );
    server.clock.set(new Date(now + 3 * MIN));
    await runJobs();
    expect((await messages(ownerId)).at(-1)).toMatchObject({ kind: 'alerts.disruption-planned', dedupe_key: 'disruption:PLAN-1:1:D-EL' });
    expect((await deliveries(ownerId, 'alerts.disruption-planned'))[0]!.due).toBe('2026-01-16T05:00:00.000Z');
    expect(await messages(heatId)).toEqual([
      { kind: 'alerts.disruption', title: 'Kaukolämpökatko: Paikka D-DH', dedupe_key: 'disruption:DH-1:1:D-DH' },
    ]);
    expect((await deliveries(heatId, 'alerts.disruption')).map((d) => [d.channel, d.address])).toEqual([['sms', '+358501112223']]);
  });
});
