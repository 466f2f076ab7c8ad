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
import type { SuggestionResponse } from '../contract';
import { marketPriceServerPlugin } from '../server';
import { insertContract, insertPlace } from './test/marketFixtures';

/**
 * Load-shift suggestions on the real server (clock 15.1.2026 10:00 UTC: days 18.12.2025–14.1.2026).
 * Spot 100 €/MWh, but 200 at 18–19 and 20 at 03–04 local; use 0.5 kWh an hour, 2.5 at 18 and 1.5 at 8.
 */
let server: TestServer;
let owner: { id: string; client: ApiClient };
const path = (userId: string, place: string) => `/api/v2/weightedConsumptionSuggestion/user/${userId}/location/${place}`;

beforeAll(async () => {
  server = await startTestServer({ plugins: [marketPriceServerPlugin], company: { ...TEST_COMPANY, pluginIds: ['market-price'] } });
  const { db } = server.database;
  const ownerUser = await createTestUser(db, { email: 'owner@example.fi' });
  const point = await insertPlace(db, 'L-SPOT', 51);
  await insertPlace(db, 'L-OTHER', 52);
  await insertContract(db, 'K-SPOT', 'L-SPOT', { pricing: 'SPOT', margin: '0.5' });
  await grantLocationAccess(db, { userId: ownerUser.id, locationIdentifier: 'L-SPOT', relation: 'owner', right: 'FULL_ACCESS' });
  const localHour = `extract(hour from t at time zone 'Europe/Helsinki')`;
  await db.query(
    `insert into spot_prices (start_utc, minutes, eur_mwh)
     select t, 15, case ${localHour} when 18 then 200 when 3 then 20 else 100 end
       from generate_series(timestamptz '2025-12-17T22:00:00Z', timestamptz '2026-01-14T21:45:00Z', interval '15 minutes') t`,
  );
  await db.query(
    `insert into meter_readings (metering_point_id, start_utc, minutes, kwh, quality)
     select $1, t, 60, case ${localHour} when 18 then 2.5 when 8 then 1.5 else 0.5 end, 'measured'
       from generate_series(timestamptz '2025-12-17T22:00:00Z', timestamptz '2026-01-14T21:00:00Z', interval '1 hour') t`,
    [point],
  );
  owner = { id: ownerUser.id, client: await loggedInClient(server.app, 'owner@example.fi') };
});

afterAll(async () => {
  await server?.close();
});

describe('GET /api/v2/weightedConsumptionSuggestion/user/:id/location/:locationIdentifier', () => {
  it('names the loads above the base load that would save most if moved to the cheapest hour', async () => {
    const response = await owner.client.get(path(owner.id, 'L-SPOT'));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as SuggestionResponse;
    expect([body.from, body.to]).toEqual(['2025-12-18', '2026-01-14']);
    // 18–19: 2 kWh a day × (25.1 − 2.51) c × 30 = 13.554 € → 13.55; 8–9: 1 kWh × (12.55 − 2.51) c × 30 = 3.012 € → 3.01.
    expect(body.suggestions).toEqual([
      { hour: 18, movableKwhPerDay: 2, hourPriceCKwh: 25.1, cheapestHour: 3, cheapestPriceCKwh: 2.51, savingEurPer30Days: 13.55 },
      { hour: 8, movableKwhPerDay: 1, hourPriceCKwh: 12.55, cheapestHour: 3, cheapestPriceCKwh: 2.51, savingEurPer30Days: 3.01 },
    ]);
  });

  it("answers 404 for another user's place, 401 without a session, 404 with the flag off", async () => {
    expect((await owner.client.get(path(owner.id, 'L-OTHER'))).statusCode).toBe(404);
    expect((await server.client().get(path(owner.id, 'L-SPOT'))).statusCode).toBe(401);
    const override = await server.setFlag('marketPriceConsumptionProfile', false);
    try {
      expect((await owner.client.get(path(owner.id, 'L-SPOT'))).statusCode).toBe(404);
    } finally {
      await server.removeFlag(override);
    }
  });
});
