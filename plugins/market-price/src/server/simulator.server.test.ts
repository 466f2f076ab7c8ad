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
import type { SimulatorResponse } from '../contract';
import { marketPriceServerPlugin } from '../server';
import { insertContract, insertDayPrices, insertPlace } from './test/marketFixtures';

/**
 * The simulator on the real server (clock 15.1.2026 10:00 UTC): the last 12 whole months are 1/2025 …
 * 12/2025. The spot place used 1 kWh every hour of 1.12.2025 (hourly readings under quarter prices).
 */
let server: TestServer;
let owner: { id: string; client: ApiClient };
const path = (userId: string, place: string, query = '') => `/api/v2/energyprice/user/${userId}/location/${place}/simulator${query}`;

beforeAll(async () => {
  server = await startTestServer({ plugins: [marketPriceServerPlugin], company: { ...TEST_COMPANY, pluginIds: ['market-price'] } });
  const { db } = server.database;
  const ownerUser = await createTestUser(db, { email: 'owner@example.fi' });
  const stranger = await createTestUser(db, { email: 'stranger@example.fi' });
  const point = await insertPlace(db, 'L-SPOT', 41);
  await insertPlace(db, 'L-OTHER', 42);
  await insertContract(db, 'K-SPOT', 'L-SPOT', { pricing: 'SPOT', margin: '0.5' });
  await db.query(`update contracts set basic_fee_eur_month = 3.90 where id = 'K-SPOT'`);
  await grantLocationAccess(db, { userId: ownerUser.id, locationIdentifier: 'L-SPOT', relation: 'owner', right: 'FULL_ACCESS' });
  await grantLocationAccess(db, { userId: stranger.id, locationIdentifier: 'L-OTHER', relation: 'owner', right: 'FULL_ACCESS' });
  // 1.12.2025: quarters at 40, 40, 80, 80 €/MWh each hour → an hourly reading's mean 60 €/MWh = 6 c/kWh.
  await insertDayPrices(db, '2025-12-01', 15, (i) => (i % 4 < 2 ? '40.000' : '80.000'));
  await db.query(
    `insert into meter_readings (metering_point_id, start_utc, minutes, kwh, quality)
     select $1, t, 60, 1, 'measured' from generate_series(timestamptz '2025-11-30T22:00:00Z', timestamptz '2025-12-01T21:00:00Z', interval '1 hour') t`,
    [point],
  );
  // And one hour on 2.12.2025 with no price at all: unpriced, never free.
  await db.query(
    `insert into meter_readings (metering_point_id, start_utc, minutes, kwh, quality) values ($1, '2025-12-02T10:00:00Z', 60, 2, 'measured')`,
    [point],
  );
  owner = { id: ownerUser.id, client: await loggedInClient(server.app, 'owner@example.fi') };
});

afterAll(async () => {
  await server?.close();
});

describe('GET …/energyprice/user/:id/location/:locationIdentifier/simulator', () => {
  it('prices the months as spot + margin with the contract’s fee, against an offered fixed price', async () => {
    const response = await owner.client.get(path(owner.id, 'L-SPOT', '?fixedPriceCKwh=8&fixedBasicFeeEurMonth=2.5'));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as SimulatorResponse;
    expect(body.terms).toEqual({ marginCKwh: 0.5, spotBasicFeeEurMonth: 3.9, fixedPriceCKwh: 8, fixedBasicFeeEurMonth: 2.5 });
    expect(body.months.map((m) => m.month)).toEqual([
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
    ]);
    const december = body.months.at(-1)!;
    expect(december.month).toBe('2025-12');
    expect(december.kwh).toBe(26);
    expect(december.unpricedKwh).toBe(2);
    // Spot: 24 kWh × (6 + 0.5) c = 156 c VAT 0 → 195.78 c with 25.5 % → 1.96 €; fee 3.90 € → 4.89 €.
    expect(december.spot).toEqual({ energyEur: 1.96, basicFeeEur: 4.89, totalEur: 6.85, averageCKwh: 8.17 });
    // Fixed: all 26 kWh × 8 c = 208 c → 261.04 c → 2.61 €; fee 2.50 € → 3.14 € (313.75 → 314 c).
    expect(december.fixed).toEqual({ energyEur: 2.61, basicFeeEur: 3.14, totalEur: 5.75, averageCKwh: 10.04 });
    // A month without metering costs its basic fee only.
    expect(body.months[0]).toMatchObject({ kwh: 0, spot: { energyEur: 0, basicFeeEur: 4.89, averageCKwh: null } });
  });

  it('has no fixed side for a spot contract without an offer', async () => {
    const body = (await owner.client.get(path(owner.id, 'L-SPOT'))).json() as SimulatorResponse;
    expect(body.months.every((m) => m.fixed === null)).toBe(true);
    expect(body.totals.fixedEur).toBeNull();
  });

  it("answers 404 for another user's place or id, 401 without a session, 400 naming a bad field", async () => {
    expect((await owner.client.get(path(owner.id, 'L-OTHER'))).statusCode).toBe(404);
    expect((await server.client().get(path(owner.id, 'L-SPOT'))).statusCode).toBe(401);
    const bad = await owner.client.get(path(owner.id, 'L-SPOT', '?fixedPriceCKwh=-1'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'BAD_REQUEST', field: 'query.fixedPriceCKwh' } });
  });

  it('answers 404 while marketPriceSimulator is off', async () => {
    const override = await server.setFlag('marketPriceSimulator', false);
    try {
      expect((await owner.client.get(path(owner.id, 'L-SPOT'))).statusCode).toBe(404);
    } finally {
      await server.removeFlag(override);
    }
  });
});
