import {
  createTestUser,
  grantLocationAccess,
  loggedInClient,
  startTestServer,
  TEST_COMPANY,
  type ApiClient,
  type TestServer,
} from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserPriceResponse } from '../contract';
import { marketPriceServerPlugin } from '../server';
import { insertContract, insertDayPrices, insertPlace } from './test/marketFixtures';

/**
 * The person's own all-in price on the real server and database (clock 15.1.2026 10:00 UTC). Prices
 * 80 €/MWh all day; the place is metered 1 kWh per quarter on 1.1.2026, 2 kWh in the cheap quarters.
 */
let server: TestServer;
let owner: { id: string; client: ApiClient };
let stranger: { id: string; client: ApiClient };
const path = (userId: string, place: string, query = '') => `/api/v2/energyprice/user/${userId}/location/${place}${query}`;

beforeAll(async () => {
  server = await startTestServer({ plugins: [marketPriceServerPlugin], company: { ...TEST_COMPANY, pluginIds: ['market-price'] } });
  const { db } = server.database;
  const ownerUser = await createTestUser(db, { email: 'owner@example.fi' });
  const strangerUser = await createTestUser(db, { email: 'stranger@example.fi' });
  const point = await insertPlace(db, 'L-SPOT', 31);
  await insertPlace(db, 'L-FIXED', 32);
  await insertPlace(db, 'L-HEAT', 33, 'DISTRICT_HEATING');
  await insertPlace(db, 'L-OTHER', 34);
  await insertContract(db, 'K-SPOT', 'L-SPOT', { type: 'ELECTRICITY_AND_NETWORK', pricing: 'SPOT', margin: '0.5', transfer: '4', taxClass: 'I' });
  await insertContract(db, 'K-FIXED', 'L-FIXED', { pricing: 'FIXED', fixed: '9' });
  for (const id of ['L-SPOT', 'L-FIXED', 'L-HEAT'])
    await grantLocationAccess(db, { userId: ownerUser.id, locationIdentifier: id, relation: 'owner', right: 'FULL_ACCESS' });
  await grantLocationAccess(db, { userId: strangerUser.id, locationIdentifier: 'L-OTHER', relation: 'owner', right: 'FULL_ACCESS' });
  await insertDayPrices(db, '2026-01-15', 15, () => '80.000');
  // 1.1.2026: quarters 0–47 at 40 €/MWh with 2 kWh each, 48–95 at 120 €/MWh with 1 kWh each.
  await insertDayPrices(db, '2026-01-01', 15, (i) => (i < 48 ? '40.000' : '120.000'));
  await db.query(
    `insert into meter_readings (metering_point_id, start_utc, minutes, kwh, quality)
     select $1, t, 15, case when t < timestamptz '2026-01-01T10:00:00Z' then 2 else 1 end, 'measured'
       from generate_series(timestamptz '2025-12-31T22:00:00Z', timestamptz '2026-01-01T21:45:00Z', interval '15 minutes') t`,
    [point],
  );
  owner = { id: ownerUser.id, client: await loggedInClient(server.app, 'owner@example.fi') };
  stranger = { id: strangerUser.id, client: await loggedInClient(server.app, 'stranger@example.fi') };
});

afterAll(async () => {
  await server?.close();
});

describe('GET /api/v2/energyprice/user/:id/location/:locationIdentifier', () => {
  it('adds margin, transfer and electricity tax to the spot price, each with the VAT of the day', async () => {
    const response = await owner.client.get(path(owner.id, 'L-SPOT'));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as UserPriceResponse;
    expect(body.contract).toEqual({ pricing: 'SPOT', marginCKwh: 0.5, fixedPriceCKwh: null, transferCKwh: 4, taxClass: 'I' });
    expect(body.days[0]!.periods).toHaveLength(96);
    // 8 + 0.5 + 4 + 2.253 c/kWh VAT 0, × 1.255: 10.04 + 0.6275 + 5.02 + 2.827515 = 18.515015 → 18.52.
    expect(body.days[0]!.periods[0]).toEqual({
      start: '2026-01-14T22:00:00.000Z',
      end: '2026-01-14T22:15:00.000Z',
      spot: 10.04,
      margin: 0.63,
      transfer: 5.02,
      tax: 2.83,
      total: 18.52,
    });
    expect(body.days[1]).toEqual({ date: '2026-01-16', published: false, periods: [] });
  });

  it('weights this month by consumption: cheap quarters used more beat the plain mean', async () => {
    const body = (await owner.client.get(path(owner.id, 'L-SPOT', '?vat=VAT_0'))).json() as UserPriceResponse;
    // Σ kWh × c = 48 × 2 × 4 + 48 × 1 × 12 = 960 over 144 kWh = 6.6667; plain mean (48 × 4 + 48 × 12) / 96 = 8.
    expect(body.weightedMonth).toEqual({ month: '2026-01', consumptionKwh: 144, weightedSpot: 6.67, averageSpot: 8 });
  });

  it('prices a fixed contract at its price, not the spot', async () => {
    const body = (await owner.client.get(path(owner.id, 'L-FIXED', '?vat=VAT_0'))).json() as UserPriceResponse;
    expect(body.contract).toMatchObject({ pricing: 'FIXED', fixedPriceCKwh: 9, transferCKwh: null });
    // 9 + 0 transfer + 2.253 tax = 11.253 → 11.25.
    expect(body.days[0]!.periods[0]).toMatchObject({ spot: 8, margin: 0, transfer: 0, tax: 2.25, total: 11.25 });
  });

  it("answers 404 for another user's place, another user's id and a heat place, as if they did not exist", async () => {
    expect((await owner.client.get(path(owner.id, 'L-OTHER'))).statusCode).toBe(404);
    expect((await owner.client.get(path(owner.id, 'NO-SUCH'))).statusCode).toBe(404);
    expect((await stranger.client.get(path(owner.id, 'L-SPOT'))).statusCode).toBe(404);
    expect((await owner.client.get(path(owner.id, 'L-HEAT'))).statusCode).toBe(404);
  });

  it('answers 401 without a session', async () => {
    expect((await server.client().get(path(owner.id, 'L-SPOT'))).statusCode).toBe(401);
  });

  it.each([
    ['?date=2026-13-01', 'query.date'],
    ['?vat=24', 'query.vat'],
  ])('%s → 400 naming %s', async (query, field) => {
    const response = await owner.client.get(path(owner.id, 'L-SPOT', query));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST', field } });
  });
});
