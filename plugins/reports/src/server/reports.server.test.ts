import { createTestUser, grantLocationAccess, startTestServer, type TestServer } from '@portal/core/server/testing';
import { withGsrnCheckDigit } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsageReport, UsageReportList } from '../contract';
import { REPORTS_API } from '../contract/paths';
import { reportsServerPlugin } from '../server';

/** Reports on the real server and database: the job makes a real PDF and a CSV whose totals are the raw data's. */
let server: TestServer;
let ownerId: string;
let strangerId: string;
const OWNER = 'report-owner@example.fi';

async function insertPlace(id: string, serial: number, customerCode: string): Promise<string> {
  const point = withGsrnCheckDigit(`643${String(serial).padStart(14, '0')}`);
  await server.db.query(
    `insert into locations (location_identifier, company, customer_code, metering_point_id, utility_type, name,
       street_address, postal_code, city, building_type, resolution_minutes)
     values ($1, 'VARE', $2, $3, 'ELECTRICITY', 'Koti', 'Testikatu 1', '65100', 'Vaasa', 'DetachedHouse', 15)`,
    [id, customerCode, point],
  );
  return point;
}

beforeAll(async () => {
  server = await startTestServer({ plugins: [reportsServerPlugin], users: [OWNER], flags: { reports: true }, now: new Date('2025-02-10T10:00:00Z') });
  ownerId = server.users[OWNER]!.id;
  strangerId = (await createTestUser(server.db, { email: 'report-stranger@example.fi' }))!.id;
  const point = await insertPlace('R-1', 21, 'C1');
  await insertPlace('R-FOREIGN', 22, 'C2');
  // 2024 in quarters (a leap year with both DST days), local time: one 15-minute point every quarter,
  // with a missing one and an estimated one, and a few in 2023 and 2025 that must not count.
  await server.db.query(
    `insert into meter_readings (metering_point_id, start_utc, minutes, kwh, quality)
     select $1, g, 15, round((0.05 + 0.0371 * (extract(epoch from g)::bigint % 7))::numeric, 4), 'measured'
       from generate_series('2023-12-31T20:00:00Z'::timestamptz, '2025-01-01T02:00:00Z'::timestamptz, interval '15 minutes') g`,
    [point],
  );
  await server.db.query(`update meter_readings set kwh = null, quality = 'missing' where start_utc = '2024-03-31T00:00:00Z'`);
  await server.db.query(`update meter_readings set quality = 'estimated' where start_utc = '2024-10-27T00:15:00Z'`);
  await grantLocationAccess(server.db, { userId: ownerId, locationIdentifier: 'R-1', relation: 'owner', right: 'FULL_ACCESS' });
  await grantLocationAccess(server.db, { userId: strangerId, locationIdentifier: 'R-FOREIGN', relation: 'owner', right: 'FULL_ACCESS' });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('usage reports', () => {
  let report: UsageReport;

  it('asks for a report: 202 pending, then the job makes it ready', async () => {
    const owner = await server.loginAs(OWNER);
    const created = await owner.post(REPORTS_API.create(ownerId, 'R-1'), { year: 2024 });
    expect(created.statusCode).toBe(202);
    report = created.json() as UsageReport;
    expect(report).toMatchObject({
      year: 2024,
      status: 'pending',
      companyName: 'Vare Energia Oy',
      name: 'Kulutusraportti 2024 – Koti',
      date: '2025-02-10',
    });
    // Not made yet: nothing to download.
    expect((await owner.get(REPORTS_API.pdf(ownerId, report.reportId))).statusCode).toBe(404);

    const runs = await server.runJobs();
    expect(runs.map((r) => [r.name, r.outcome])).toContainEqual(['reports.generate', 'completed']);
    const list = (await owner.get(REPORTS_API.list(ownerId))).json() as UsageReportList;
    expect(list.reports).toEqual([{ ...report, status: 'ready' }]);
    expect(list.places).toEqual([{ locationIdentifier: 'R-1', name: 'Koti', years: [2025, 2024, 2023] }]);
  });

  it('the PDF is a PDF', async () => {
    const owner = await server.loginAs(OWNER);
    const response = await owner.get(REPORTS_API.pdf(ownerId, report.reportId));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const body = response.rawPayload;
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.subarray(-8).toString('latin1')).toContain('%%EOF');
  });

  it("the CSV's months and total equal the raw data, in Finnish format", async () => {
    const owner = await server.loginAs(OWNER);
    const response = await owner.get(REPORTS_API.csv(ownerId, report.reportId));
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n')
      .map((l) => l.split(';'));
    expect(lines[0]![3]).toBe('Kulutus (kWh)');
    expect(lines).toHaveLength(14);
    const fromDb = async (where: string) =>
      (
        await server.db.query<{ kwh: string }>(
          `select sum(kwh)::text as kwh from meter_readings where start_utc >= '2023-12-31T22:00:00Z' and start_utc < '2024-12-31T22:00:00Z' ${where}`,
        )
      ).rows[0]!.kwh;
    const finnish = (s: string) => s.replace('.', ',');
    expect(lines[13]![2]).toBe('Yhteensä');
    expect(lines[13]![3]).toBe(finnish(await fromDb('')));
    expect(lines[3]![3]).toBe(finnish(await fromDb(`and to_char(start_utc at time zone 'Europe/Helsinki', 'MM') = '03'`)));
    // The months add up to the total, exactly.
    const tenThousandths = (s: string) => BigInt(s.replace(',', ''));
    expect(lines.slice(1, 13).reduce((sum, l) => sum + tenThousandths(l[3]!), 0n)).toBe(tenThousandths(lines[13]![3]!));
    // Quality counts: 2976 − 4 quarters in March (spring DST), one missing; October has 100 − 96 more.
    expect(lines[3]!.slice(4)).toEqual(['2971', '0', '1']);
    expect(lines[10]!.slice(4)).toEqual(['2979', '1', '0']);
  });

  it("answers 404 for another customer's place and report, 400 naming the field for a bad year", async () => {
    const owner = await server.loginAs(OWNER);
    expect((await owner.post(REPORTS_API.create(ownerId, 'R-FOREIGN'), { year: 2024 })).statusCode).toBe(404);
    const bad = await owner.post(REPORTS_API.create(ownerId, 'R-1'), { year: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('year');
    const stranger = await server.addUser('report-stranger2@example.fi');
    const other = await server.loginAs(stranger.email);
    expect((await other.get(REPORTS_API.pdf(stranger.id, report.reportId))).statusCode).toBe(404);
    expect((await other.get(REPORTS_API.pdf(ownerId, report.reportId))).statusCode).toBe(404);
    expect(((await other.get(REPORTS_API.list(stranger.id))).json() as UsageReportList).reports).toEqual([]);
  });

  it('answers 404 while the reports flag is off', async () => {
    const owner = await server.loginAs(OWNER);
    const override = await server.setFlag('reports', false, { user: server.users[OWNER] });
    try {
      expect((await owner.get(REPORTS_API.list(ownerId))).statusCode).toBe(404);
    } finally {
      await server.removeFlag(override);
    }
  });
});
