import { readFileSync } from 'node:fs';
import { localDayRangeUtc } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  createTestUser,
  grantLocationAccess,
  loggedInClient,
  startTestServer,
  type ApiClient,
  type TestServer,
} from '@portal/core/server/testing';
import type { TimeseriesResponse } from '../../contract';
import { consumptionServerPlugin } from '../../server';
import { insertContract, insertDayReadings, insertLocation } from '../test/consumptionFixtures';

/**
 * The admin spot-price ingest on the real server and embedded database: permission, idempotency,
 * correction, all-or-nothing, and that loaded prices turn unpriced spot consumption into euros.
 */
let server: TestServer;
let developer: ApiClient;
let developerId: string;
let userAdmin: ApiClient;
let owner: { id: string; client: ApiClient };

const URL = '/api/admin/consumption-data/v1/spot-prices';
const HEADER = 'Delivery start (UTC);Resolution;Price (EUR/MWh)';
const CSV_HEADERS = { 'content-type': 'text/csv' };
/** 1.1.2023 in Finland: 24 hours from 31.12.2022 22:00 UTC, energy VAT 10 % (DOMAIN). */
const DAY = '2023-01-01';

/** One hourly line per hour of DAY; `price(hour)` is the €/MWh text with a decimal comma. */
function dayFile(price: (hour: number) => string): string {
  const { startUtc } = localDayRangeUtc(DAY);
  const lines = Array.from({ length: 24 }, (_, hour) => {
    const start = new Date(startUtc.getTime() + hour * 3_600_000).toISOString().replace('.000Z', 'Z');
    return `${start};PT60M;${price(hour)}`;
  });
  return [HEADER, ...lines].join('\n');
}
const flat = dayFile(() => '100,00');

const stored = async () =>
  (
    await server.database.db.query<{ start: string; minutes: number; eur_mwh: string }>(
      `select to_char(start_utc at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as start, minutes::int as minutes, eur_mwh::text as eur_mwh
         from spot_prices order by start_utc`,
    )
  ).rows;

const auditedLoads = async () =>
  (
    await server.database.db.query<{ user_id: string; inserted: number }>(
      `select user_id, (details->>'inserted')::int as inserted from audit_log
        where kind = 'admin.write' and action = 'consumption.spotPrices' order by seq`,
    )
  ).rows;

const euros = async (vat: 'VAT_0' | 'VAT_24') => {
  const response = await owner.client.get(
    `/api/v2/consumption/user/${owner.id}/location/L-SPOT/electricity/timeseries?mode=day&start=${DAY}&unit=EUR&vat=${vat}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as TimeseriesResponse).totals;
};

beforeAll(async () => {
  server = await startTestServer({ plugins: [consumptionServerPlugin] });
  const { db } = server.database;
  developerId = (await createTestUser(db, { email: 'dev@example.fi', groups: ['developers'] })).id;
  await createTestUser(db, { email: 'useradmin@example.fi', groups: ['users'] });
  const ownerUser = await createTestUser(db, { email: 'owner@example.fi' });
  const point = await insertLocation(db, { id: 'L-SPOT', utility: 'ELECTRICITY', serial: 21, resolution: 60 });
  await grantLocationAccess(db, { userId: ownerUser.id, locationIdentifier: 'L-SPOT', relation: 'owner', right: 'FULL_ACCESS' });
  await insertContract(db, 'K-SPOT', 'L-SPOT', { pricing: 'SPOT', margin: '0.5' });
  // Historical metering as the Datahub ingest would have loaded it: 1 kWh every hour, no prices yet.
  await insertDayReadings(db, point, DAY, 60, { kwh: '1' });
  developer = await loggedInClient(server.app, 'dev@example.fi');
  userAdmin = await loggedInClient(server.app, 'useradmin@example.fi');
  owner = { id: ownerUser.id, client: await loggedInClient(server.app, 'owner@example.fi') };
});

afterAll(async () => {
  await server?.close();
});

describe('POST /admin/consumption-data/v1/spot-prices', () => {
  it('needs a session (401) and admin.developerTools (403 for a user admin)', async () => {
    expect((await apiClient(server.app).post(URL, { csv: flat })).statusCode).toBe(401);
    expect((await userAdmin.post(URL, { csv: flat })).statusCode).toBe(403);
    expect((await owner.client.post(URL, flat, CSV_HEADERS)).statusCode).toBe(403);
    expect(await stored()).toHaveLength(0);
    expect(await auditedLoads()).toHaveLength(0);
  });

  it('leaves spot consumption unpriced while the day has no prices', async () => {
    const totals = await euros('VAT_0');
    expect(totals.unpricedIntervals).toBe(24);
  });

  it('loads a file, after which the day is priced: spot + margin, energy VAT of the delivery date', async () => {
    const response = await developer.post(URL, flat, CSV_HEADERS);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      lines: 24,
      firstStart: '2022-12-31T22:00:00.000Z',
      lastEnd: '2023-01-01T22:00:00.000Z',
      inserted: 24,
      updated: 0,
      unchanged: 0,
      replaced: 0,
    });
    // The admin write is in the audit log, with who did it and what the load changed.
    expect(await auditedLoads()).toEqual([{ user_id: developerId, inserted: 24 }]);
    // 24 h × 1 kWh × (10 c spot + 0.5 c margin) = 252 c; with the 10 % energy VAT of 1-4/2023: 277.2 c.
    expect(await euros('VAT_0')).toMatchObject({ unpricedIntervals: 0, eur: 2.52 });
    expect(await euros('VAT_24')).toMatchObject({ unpricedIntervals: 0, eur: 2.77 });
  });

  it("records the price feed's last success at the server's time, with the load (developers' integration health)", async () => {
    const { rows } = await server.database.db.query<{ at: Date }>(
      `select succeeded_at as at from integration_successes where integration = 'priceFeed'`,
    );
    expect(rows.map((row) => new Date(row.at).toISOString())).toEqual([server.clock.now().toISOString()]);
  });

  it('changes nothing when the same file is loaded again', async () => {
    const before = await stored();
    const again = await developer.post(URL, { csv: flat });
    expect(again.json()).toMatchObject({ lines: 24, inserted: 0, updated: 0, unchanged: 24, replaced: 0 });
    expect(await stored()).toEqual(before);
  });

  it('replaces a corrected price and leaves the others', async () => {
    // Hour 10 corrected to a negative price: (-4.5 + 0.5) c instead of 10.5 c, so 252 - 14.5 = 237.5 c.
    const corrected = dayFile((hour) => (hour === 10 ? '-45,00' : '100,00'));
    const response = await developer.post(URL, corrected, CSV_HEADERS);
    expect(response.json()).toMatchObject({ inserted: 0, updated: 1, unchanged: 23 });
    const rows = await stored();
    expect(rows[10]).toEqual({ start: '2023-01-01T08:00', minutes: 60, eur_mwh: '-45.000' });
    expect(rows.filter((row) => row.eur_mwh === '100.000')).toHaveLength(23);
    expect(await euros('VAT_0')).toMatchObject({ unpricedIntervals: 0, eur: 2.38 });
  });

  it('loads nothing from a file with a bad line and names the line and field', async () => {
    const before = await stored();
    const bad = [HEADER, '2023-01-02T00:00:00Z;PT60M;55,5', '2023-01-01T08:00:00Z;PT60M;1,00', '2023-01-02T01:00:00Z;PT60M;abc'].join('\n');
    const response = await developer.post(URL, { csv: bad });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST', field: 'body.csv', details: { line: 4, field: 'price' } } });
    const wrongLength = [HEADER, '2025-10-01T08:00:00Z;PT60M;55,5'].join('\n');
    expect((await developer.post(URL, wrongLength, CSV_HEADERS)).json()).toMatchObject({ error: { details: { line: 2, field: 'resolution' } } });
    expect(await stored()).toEqual(before);
  });

  it('replaces stored prices of another period length that the file covers', async () => {
    // Quarter prices on 30.9.2025 21:00-22:00 UTC, as a generator counting delivery days in Finnish time
    // would store them; the market still priced that hour as one (its delivery day is the CET day).
    await server.database.db.query(
      `insert into spot_prices (start_utc, minutes, eur_mwh)
       select g, 15, 50 from generate_series('2025-09-30T21:00:00Z'::timestamptz, '2025-09-30T21:45:00Z', interval '15 minutes') g`,
    );
    const hour = [HEADER, '2025-09-30T21:00:00Z;PT60M;61,5', '2025-09-30T22:00:00Z;PT15M;70'].join('\n');
    const response = await developer.post(URL, hour, CSV_HEADERS);
    expect(response.json()).toMatchObject({ inserted: 1, updated: 1, replaced: 3 });
    expect((await stored()).filter((row) => row.start.startsWith('2025-09-30'))).toEqual([
      { start: '2025-09-30T21:00', minutes: 60, eur_mwh: '61.500' },
      { start: '2025-09-30T22:00', minutes: 15, eur_mwh: '70.000' },
    ]);
  });

  it('loads an ENTSO-E A44 XML document too, and a bad one loads nothing and names the element', async () => {
    // globalThis: this file's URL constant is the route.
    const xml = readFileSync(new globalThis.URL('../../../fixtures/entsoe-a44-example.xml', import.meta.url), 'utf8');
    const response = await developer.post(URL, { csv: xml });
    expect(response.statusCode, response.body).toBe(200);
    // 1.10.2025: the quarter at 22:00 UTC was stored by the test before, the other 95 are new.
    expect(response.json()).toMatchObject({
      lines: 96,
      firstStart: '2025-09-30T22:00:00.000Z',
      lastEnd: '2025-10-01T22:00:00.000Z',
      inserted: 95,
      updated: 1,
    });
    const quarter = (await stored()).find((row) => row.start === '2025-10-01T07:45');
    expect(quarter).toEqual({ start: '2025-10-01T07:45', minutes: 15, eur_mwh: '-1.250' });

    const before = await stored();
    const bad = await developer.post(URL, { csv: xml.replace('<price.amount>-1.25</price.amount>', '<price.amount>-600</price.amount>') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'BAD_REQUEST', details: { field: 'price.amount' } } });
    expect(await stored()).toEqual(before);
  });
});
