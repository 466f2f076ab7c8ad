import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestUser, loggedInClient, startTestServer, type ApiClient, type TestServer } from '@portal/core/server/testing';
import { consumptionServerPlugin } from '../../server';
import { meteringPointOf } from '../test/consumptionFixtures';

/** The admin ingest route on the real server: permission, idempotency, correction, all-or-nothing. */
let server: TestServer;
let developer: ApiClient;
let userAdmin: ApiClient;
const URL = '/api/admin/consumption-data/v1/ingest';
const MP = meteringPointOf(11);
const HEADER = 'Metering point;Start time (UTC);Quantity (kWh);Quality';
const lines = (...rows: string[]) => [HEADER, ...rows].join('\n');
const day = lines(`${MP};2025-03-30T00:00:00Z;0,25;OK`, `${MP};2025-03-30T00:15:00Z;0,5;OK`, `${MP};2025-03-30T00:30:00Z;;Missing`);
const CSV_HEADERS = { 'content-type': 'text/csv' };

const stored = async () =>
  (
    await server.database.db.query<{ start: string; kwh: string | null; quality: string }>(
      `select to_char(start_utc at time zone 'UTC', 'HH24:MI') as start, kwh::text as kwh, quality
         from meter_readings where metering_point_id = $1 order by start_utc`,
      [MP],
    )
  ).rows;

const auditedLoads = async () =>
  (
    await server.database.db.query<{ email: string; inserted: number }>(
      `select u.email, (a.details->>'inserted')::int as inserted from audit_log a join users u on u.id = a.user_id
        where a.kind = 'admin.write' and a.action = 'consumption.ingest' order by a.seq`,
    )
  ).rows;

beforeAll(async () => {
  server = await startTestServer({ plugins: [consumptionServerPlugin] });
  await createTestUser(server.database.db, { email: 'dev@example.fi', groups: ['developers'] });
  await createTestUser(server.database.db, { email: 'useradmin@example.fi', groups: ['users'] });
  developer = await loggedInClient(server.app, 'dev@example.fi');
  userAdmin = await loggedInClient(server.app, 'useradmin@example.fi');
});

afterAll(async () => {
  await server?.close();
});

describe('POST /admin/consumption-data/v1/ingest', () => {
  it('needs a session (401) and admin.developerTools (403 for a user admin)', async () => {
    expect((await apiClient(server.app).post(URL, { csv: day })).statusCode).toBe(401);
    expect((await userAdmin.post(URL, { csv: day })).statusCode).toBe(403);
    expect(await stored()).toHaveLength(0);
    expect(await auditedLoads()).toHaveLength(0);
  });

  it('loads a file, and loading it again changes nothing', async () => {
    const first = await developer.post(URL, day, CSV_HEADERS);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ lines: 3, inserted: 3, updated: 0, unchanged: 0, meteringPoints: [MP] });
    const again = await developer.post(URL, { csv: day });
    expect(again.json()).toMatchObject({ inserted: 0, updated: 0, unchanged: 3 });
    expect(await stored()).toEqual([
      { start: '00:00', kwh: '0.2500', quality: 'measured' },
      { start: '00:15', kwh: '0.5000', quality: 'measured' },
      { start: '00:30', kwh: null, quality: 'missing' },
    ]);
    // Each load is an admin write in the audit log, by the developer, with what it changed.
    expect(await auditedLoads()).toEqual([
      { email: 'dev@example.fi', inserted: 3 },
      { email: 'dev@example.fi', inserted: 0 },
    ]);
  });

  it("records the metering feed's last success at the server's time, with the load (developers' integration health)", async () => {
    const recorded = async () =>
      (
        await server.database.db.query<{ at: Date }>(`select succeeded_at as at from integration_successes where integration = 'meteringFeed'`)
      ).rows.map((r) => new Date(r.at).toISOString());
    expect(await recorded()).toEqual([server.clock.now().toISOString()]);
    // A file that loads nothing (a bad line) is no success: the record does not move.
    server.clock.advance(60_000);
    const bad = await developer.post(URL, { csv: lines(`${MP};2025-03-30T00:00:00Z;abc;OK`) });
    expect(bad.statusCode).toBe(400);
    expect(await recorded()).toEqual([new Date(server.clock.now().getTime() - 60_000).toISOString()]);
  });

  it("replaces a corrected interval with the file's value and quality", async () => {
    const correction = lines(`${MP};2025-03-30T00:30:00Z;0,3;Estimated`, `${MP};2025-03-30T00:15:00Z;0,5;OK`);
    const response = await developer.post(URL, { csv: correction });
    expect(response.json()).toMatchObject({ inserted: 0, updated: 1, unchanged: 1 });
    expect((await stored())[2]).toEqual({ start: '00:30', kwh: '0.3000', quality: 'estimated' });
  });

  it('loads nothing from a file with a bad line and names the line and field', async () => {
    const before = await stored();
    const bad = lines(`${MP};2025-03-30T00:45:00Z;0,7;OK`, `${MP};2025-03-30T00:00:00Z;9,9;OK`, `${MP};2025-03-30T01:00:00Z;abc;OK`);
    const response = await developer.post(URL, { csv: bad });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST', field: 'body.csv', details: { line: 4, field: 'quantity' } } });
    expect(await stored()).toEqual(before);
    // A refused load wrote nothing, so there is no admin write to record.
    expect(await auditedLoads()).toHaveLength(3);
  });

  it('restricts a multi-point file to the asked metering point', async () => {
    const other = meteringPointOf(12);
    const mixed = lines(`${other};2025-03-30T00:00:00Z;1;OK`, `${MP};2025-03-30T00:45:00Z;0,7;OK`, `${MP};2025-03-30T01:00:00Z;0,7;OK`);
    const response = await developer.post(URL, { csv: mixed, meteringPoint: MP });
    expect(response.json()).toMatchObject({ lines: 3, skipped: 1, inserted: 2, meteringPoints: [MP] });
    const others = await server.database.db.query('select 1 from meter_readings where metering_point_id = $1', [other]);
    expect(others.rows).toHaveLength(0);
  });
});
