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
import type { WeightedConsumptionPlusResponse, WeightedConsumptionResponse } from '../contract';
import { marketPriceServerPlugin } from '../server';
import { insertContract, insertDayPrices, insertPlace } from './test/marketFixtures';

/**
 * The weighted price on the real server and database, over raw 15-minute readings in March 2026 —
 * the month whose 29th has 23 hours (03–04 local never happens). Clock 31.3.2026 12:00 UTC.
 *
 * March: spot 200 €/MWh (20 c/kWh) at local 18–19, else 100 (10 c); 0.5 kWh a quarter at 18–19, else
 * 0.25. 743 hours (31 × 24 − 1): 31 at 18 with 2 kWh, 712 others with 1 kWh. So Σ kWh = 774,
 * weighted VAT 0 = (62 × 20 + 712 × 10) / 774 = 8360 / 774 = 10.80103 c, plain = (31 × 20 + 712 × 10)
 * / 743 = 7740 / 743 = 10.41723 c; with VAT 25.5 % 13.55530 and 13.07362.
 * January: 1.1. every quarter 50 €/MWh (5 c) and 0.25 kWh (24 kWh); 2.1. 12–13 local 1 kWh, no price.
 */
let server: TestServer;
let owner: { id: string; client: ApiClient };
const path = (kind: 'weightedConsumption' | 'weightedConsumptionPlus', userId: string, place: string, query = '') =>
  `/api/v2/alerts/${kind}/user/${userId}/location/${place}${query}`;

beforeAll(async () => {
  server = await startTestServer({
    plugins: [marketPriceServerPlugin],
    company: { ...TEST_COMPANY, pluginIds: ['market-price'] },
    now: new Date('2026-03-31T12:00:00Z'),
  });
  const { db } = server.database;
  const ownerUser = await createTestUser(db, { email: 'owner@example.fi' });
  const strangerUser = await createTestUser(db, { email: 'stranger@example.fi' });
  const point = await insertPlace(db, 'L-SPOT', 61);
  await insertPlace(db, 'L-HEAT', 62, 'DISTRICT_HEATING');
  await insertPlace(db, 'L-OTHER', 63);
  await insertContract(db, 'K-SPOT', 'L-SPOT', { pricing: 'SPOT', margin: '0.5' });
  for (const id of ['L-SPOT', 'L-HEAT'])
    await grantLocationAccess(db, { userId: ownerUser.id, locationIdentifier: id, relation: 'owner', right: 'FULL_ACCESS' });
  await grantLocationAccess(db, { userId: strangerUser.id, locationIdentifier: 'L-OTHER', relation: 'owner', right: 'FULL_ACCESS' });

  const localHour = `extract(hour from t at time zone 'Europe/Helsinki')`;
  // 1.3. 00:00 EET = 28.2. 22:00 UTC; 1.4. 00:00 EEST = 31.3. 21:00 UTC.
  await db.query(
    `insert into spot_prices (start_utc, minutes, eur_mwh)
     select t, 15, case ${localHour} when 18 then 200 else 100 end
       from generate_series(timestamptz '2026-02-28T22:00:00Z', timestamptz '2026-03-31T20:45:00Z', interval '15 minutes') t`,
  );
  await db.query(
    `insert into meter_readings (metering_point_id, start_utc, minutes, kwh, quality)
     select $1, t, 15, case ${localHour} when 18 then 0.5 else 0.25 end, 'measured'
       from generate_series(timestamptz '2026-02-28T22:00:00Z', timestamptz '2026-03-31T20:45:00Z', interval '15 minutes') t`,
    [point],
  );
  await insertDayPrices(db, '2026-01-01', 15, () => '50.000');
  await db.query(
    `insert into meter_readings (metering_point_id, start_utc, minutes, kwh, quality)
     select $1, t, 15, 0.25, 'measured'
       from generate_series(timestamptz '2025-12-31T22:00:00Z', timestamptz '2026-01-01T21:45:00Z', interval '15 minutes') t
     union all select $1, timestamptz '2026-01-02T10:00:00Z', 60, 1, 'measured'`,
    [point],
  );
  // 26.10.2025, the autumn DST Sunday: 100 quarters (25 hours, 03–04 twice), 0.25 kWh each; spot 200
  // €/MWh at local 03–04 (both times), else 100. 26.10. 00:00 EEST = 25.10. 21:00 UTC; 27.10. 00:00 EET = 26.10. 22:00 UTC.
  await db.query(
    `insert into spot_prices (start_utc, minutes, eur_mwh)
     select t, 15, case ${localHour} when 3 then 200 else 100 end
       from generate_series(timestamptz '2025-10-25T21:00:00Z', timestamptz '2025-10-26T21:45:00Z', interval '15 minutes') t`,
  );
  await db.query(
    `insert into meter_readings (metering_point_id, start_utc, minutes, kwh, quality)
     select $1, t, 15, 0.25, 'measured'
       from generate_series(timestamptz '2025-10-25T21:00:00Z', timestamptz '2025-10-26T21:45:00Z', interval '15 minutes') t`,
    [point],
  );
  owner = { id: ownerUser.id, client: await loggedInClient(server.app, 'owner@example.fi') };
});

afterAll(async () => {
  await server?.close();
});

describe('GET /api/v2/alerts/weightedConsumption/user/:id/location/:locationIdentifier', () => {
  it("weighs the DST month's 2 972 quarters and the year so far exactly, with the VAT of the delivery date", async () => {
    const response = await owner.client.get(path('weightedConsumption', owner.id, 'L-SPOT'));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as WeightedConsumptionResponse;
    expect(body).toMatchObject({ locationIdentifier: 'L-SPOT', date: '2026-03-31', vat: 'VAT_24', unit: 'c/kWh' });
    expect(body.month).toEqual({
      period: '2026-03',
      from: '2026-03-01',
      to: '2026-03-31',
      consumptionKwh: 774,
      pricedConsumptionKwh: 774,
      pricedIntervals: 743 * 4,
      weightedPrice: 13.555,
      averagePrice: 13.074,
      // 13.55530 − 13.07362 = 0.48168; 10.80103 / 10.41723 − 1 = 3.68 %.
      difference: 0.482,
      differencePercent: 3.7,
    });
    // Year: priced 774 + 24 kWh, (8360 + 24 × 5) / 798 = 10.62657 c weighted; (7740 + 24 × 5) / 767 =
    // 10.24772 c plain; with VAT 13.33634 and 12.86089. The 2.1. hour has no price: counted, not priced.
    expect(body.year).toEqual({
      period: '2026',
      from: '2026-01-01',
      to: '2026-03-31',
      consumptionKwh: 799,
      pricedConsumptionKwh: 798,
      pricedIntervals: 743 * 4 + 96,
      weightedPrice: 13.336,
      averagePrice: 12.861,
      difference: 0.475,
      differencePercent: 3.7,
    });
  });

  it('answers VAT 0 on asking', async () => {
    const body = (await owner.client.get(path('weightedConsumption', owner.id, 'L-SPOT', '?vat=VAT_0'))).json() as WeightedConsumptionResponse;
    expect(body.month).toMatchObject({ weightedPrice: 10.801, averagePrice: 10.417, difference: 0.384 });
  });

  it('reports the month and year of an earlier date: January only', async () => {
    const body = (
      await owner.client.get(path('weightedConsumption', owner.id, 'L-SPOT', '?date=2026-01-31&vat=VAT_0'))
    ).json() as WeightedConsumptionResponse;
    expect(body.month).toMatchObject({
      period: '2026-01',
      consumptionKwh: 25,
      pricedConsumptionKwh: 24,
      weightedPrice: 5,
      averagePrice: 5,
      difference: 0,
      differencePercent: 0,
    });
    expect(body.year).toMatchObject({ period: '2026', from: '2026-01-01', to: '2026-01-31', consumptionKwh: 25 });
  });

  it('says null, not zero, for a period without metered consumption', async () => {
    const body = (await owner.client.get(path('weightedConsumption', owner.id, 'L-SPOT', '?date=2025-06-30'))).json() as WeightedConsumptionResponse;
    expect(body.month).toMatchObject({
      consumptionKwh: 0,
      pricedIntervals: 0,
      weightedPrice: null,
      averagePrice: null,
      difference: null,
      differencePercent: null,
    });
  });

  it.each([
    ['?date=2026-02-30', 'query.date'],
    ['?date=yesterday', 'query.date'],
    ['?vat=VAT_10', 'query.vat'],
  ])('%s → 400 naming %s', async (query, field) => {
    for (const kind of ['weightedConsumption', 'weightedConsumptionPlus'] as const) {
      const response = await owner.client.get(path(kind, owner.id, 'L-SPOT', query));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST', field } });
    }
  });

  it("answers 404 for another user's place, a heat place, another user id and with the flag off; 401 without a session", async () => {
    for (const kind of ['weightedConsumption', 'weightedConsumptionPlus'] as const) {
      expect((await owner.client.get(path(kind, owner.id, 'L-OTHER'))).statusCode).toBe(404);
      expect((await owner.client.get(path(kind, owner.id, 'L-HEAT'))).statusCode).toBe(404);
      expect((await owner.client.get(path(kind, owner.id, 'L-NOPE'))).statusCode).toBe(404);
      expect((await owner.client.get(path(kind, 'someone-else', 'L-SPOT'))).statusCode).toBe(404);
      expect((await server.client().get(path(kind, owner.id, 'L-SPOT'))).statusCode).toBe(401);
    }
    const override = await server.setFlag('marketPriceConsumptionProfile', false);
    try {
      expect((await owner.client.get(path('weightedConsumption', owner.id, 'L-SPOT'))).statusCode).toBe(404);
      expect((await owner.client.get(path('weightedConsumptionPlus', owner.id, 'L-SPOT'))).statusCode).toBe(404);
    } finally {
      await server.removeFlag(override);
    }
  });
});

describe('GET /api/v2/alerts/weightedConsumptionPlus/user/:id/location/:locationIdentifier', () => {
  it("adds the margin the customer paid and the hour-of-day profile, the DST day's missing hour included", async () => {
    const response = await owner.client.get(path('weightedConsumptionPlus', owner.id, 'L-SPOT'));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as WeightedConsumptionPlusResponse;
    expect(body.contract).toEqual({ marginCKwh: 0.5 });
    // (10.80103 + 0.5) × 1.255 = 14.18330 c; 774 kWh × 11.30103 c × 1.255 = 10 977.485 c → 109.77 €.
    expect(body.month).toMatchObject({ weightedPrice: 13.555, paidPrice: 14.183, paidEur: 109.77 });
    // (10.62657 + 0.5) × 1.255 = 13.96384 c; (8480 + 399) × 1.255 = 11 143.145 c → 111.43 €.
    expect(body.year).toMatchObject({ weightedPrice: 13.336, paidPrice: 13.964, paidEur: 111.43 });
    expect(body.profile).toHaveLength(24);
    // Hour 18: 31 × 2 kWh at 20 c + 1 kWh (1.1.) at 5 c = 63 kWh of 798, (1240 + 5) / 63 × 1.255 = 24.80119.
    expect(body.profile[18]).toEqual({ hour: 18, consumptionKwh: 63, sharePercent: 7.9, weightedPrice: 24.801 });
    // Hour 3 happened on 30 March days only: 30 + 1 kWh, (300 + 5) / 31 × 1.255 = 12.34758.
    expect(body.profile[3]).toEqual({ hour: 3, consumptionKwh: 31, sharePercent: 3.9, weightedPrice: 12.348 });
    // Hour 12 has the unpriced 2.1. hour: 33 kWh metered, 32 priced, (310 + 5) / 32 × 1.255 = 12.35391.
    expect(body.profile[12]).toEqual({ hour: 12, consumptionKwh: 33, sharePercent: 4, weightedPrice: 12.354 });
  });

  it("counts the autumn DST day's 100 quarters and its hour 03 twice", async () => {
    const response = await owner.client.get(path('weightedConsumptionPlus', owner.id, 'L-SPOT', '?date=2025-10-31&vat=VAT_0'));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as WeightedConsumptionPlusResponse;
    // 25 kWh, 2 of them at 20 c: (2 × 20 + 23 × 10) / 25 = 10.8 c, flat use so the plain mean is the same.
    expect(body.month).toMatchObject({
      period: '2025-10',
      consumptionKwh: 25,
      pricedIntervals: 100,
      weightedPrice: 10.8,
      averagePrice: 10.8,
      difference: 0,
    });
    // + 0.5 c margin VAT 0: 11.3 c; 25 kWh × 11.3 c = 2.825 € → 2.83 €.
    expect(body.month).toMatchObject({ paidPrice: 11.3, paidEur: 2.83 });
    expect(body.profile[3]).toEqual({ hour: 3, consumptionKwh: 2, sharePercent: 8, weightedPrice: 20 });
    expect(body.profile[4]).toEqual({ hour: 4, consumptionKwh: 1, sharePercent: 4, weightedPrice: 10 });
  });

  it('leaves the paid price out for a place without a spot contract', async () => {
    await server.database.db.query(`update contracts set pricing = 'FIXED', fixed_price_c_kwh = 9 where id = 'K-SPOT'`);
    try {
      const body = (await owner.client.get(path('weightedConsumptionPlus', owner.id, 'L-SPOT'))).json() as WeightedConsumptionPlusResponse;
      expect(body.contract).toBeNull();
      expect(body.month).toMatchObject({ weightedPrice: 13.555, paidPrice: null, paidEur: null });
    } finally {
      await server.database.db.query(`update contracts set pricing = 'SPOT', fixed_price_c_kwh = null where id = 'K-SPOT'`);
    }
  });
});
