import { startTestServer, type ApiClient, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { B2B_PLACE_API, type MassExportStatus } from '../../contract/places';
import { b2bServerPlugin } from '../../server';
import { grantAll, insertPlace, insertQuarterReadings } from '../place/test/placeFixtures';

/** The mass export on core's job runner: progress in the database, the file to its owner only. */
let server: TestServer;
const MAIN = 'paa@example.fi';
const OTHER = 'muu@example.fi';
const COMPANY = '1500001';
let main: ApiClient;
let mainId: string;
const url = (userId: string, op: string) => B2B_PLACE_API.company(COMPANY, userId, op);

beforeAll(async () => {
  server = await startTestServer({
    plugins: [b2bServerPlugin],
    users: [
      { email: MAIN, uiMode: 'B2B' },
      { email: OTHER, uiMode: 'B2B' },
    ],
  });
  server.clock.set(new Date('2026-01-10T10:00:00Z'));
  mainId = server.users[MAIN]!.id;
  await server.db.query(
    `insert into customerships (user_id, company, customer_code, customer_type) values ($1, 'VARE', $3, 'B2B'), ($2, 'VARE', $3, 'B2B')`,
    [mainId, server.users[OTHER]!.id, COMPANY],
  );
  const a = await insertPlace(server.db, { id: 'E-1', customerCode: COMPANY, serial: 21 });
  await insertPlace(server.db, { id: 'E-2', customerCode: COMPANY, serial: 22, minutes: 60 });
  await insertQuarterReadings(server.db, a, 1, '2025-10-25T21:00:00Z', '2025-10-26T22:00:00Z');
  await grantAll(server.db, mainId, ['E-1', 'E-2'], 'owner', 'FULL_ACCESS');
  main = await server.loginAs(MAIN);
});

afterAll(async () => {
  await server?.close();
});

describe('mass export', () => {
  it('queues a job, reports progress and gives the whole year of each place when ready', async () => {
    const started = await main.post(url(mainId, 'massExport'), { locationIdentifiers: ['E-1', 'E-2'], year: 2025 });
    expect(started.statusCode, started.body).toBe(202);
    const status = started.json() as MassExportStatus;
    expect(status).toMatchObject({ state: 'queued', done: 0, total: 2 });
    const early = await main.get(`${url(mainId, 'massExport')}/${status.exportId}/download`);
    expect(early.statusCode).toBe(409);

    const runs = await server.runJobs();
    expect(runs.map((run) => [run.name, run.outcome])).toEqual([['b2b.mass-export', 'completed']]);
    const after = (await main.get(`${url(mainId, 'massExport')}/${status.exportId}`)).json() as MassExportStatus;
    expect(after).toMatchObject({ state: 'ready', done: 2, total: 2 });

    const file = await main.get(`${url(mainId, 'massExport')}/${status.exportId}/download`);
    expect(file.statusCode).toBe(200);
    const lines = file.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Käyttöpaikka;Nimi;Alkuaika;Loppuaika;Kulutus (kWh);Laatu');
    // 2025 has 8 760 hours: 35 040 quarters for the 15-minute meter, 8 760 hours for the hourly one.
    expect(lines.filter((l) => l.startsWith('E-1;'))).toHaveLength(35_040);
    expect(lines.filter((l) => l.startsWith('E-2;'))).toHaveLength(8_760);
    expect(lines.filter((l) => l.startsWith('E-1;') && l.endsWith(';mitattu'))).toHaveLength(100);
  });

  it("answers 404 to another user of the same company for someone else's export", async () => {
    const started = (await main.post(url(mainId, 'massExport'), { locationIdentifiers: ['E-1'], year: 2025 })).json() as MassExportStatus;
    const other = await server.loginAs(OTHER);
    const otherId = server.users[OTHER]!.id;
    expect((await other.get(`${url(otherId, 'massExport')}/${started.exportId}`)).statusCode).toBe(404);
    expect((await other.get(`${url(otherId, 'massExport')}/${started.exportId}/download`)).statusCode).toBe(404);
  });

  it('refuses a year out of range naming the field', async () => {
    const bad = await main.post(url(mainId, 'massExport'), { locationIdentifiers: ['E-1'], year: 1999 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('body.year');
  });
});
