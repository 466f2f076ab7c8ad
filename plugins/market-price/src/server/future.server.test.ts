import { createTestUser, loggedInClient, startTestServer, TEST_COMPANY, type ApiClient, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FutureResponse } from '../contract';
import { marketPriceServerPlugin } from '../server';
import { insertDayPrices } from './test/marketFixtures';

/** Future prices and the admin forward-price load (clock 15.1.2026 10:00 UTC). */
let server: TestServer;
let developer: ApiClient;
let userAdmin: ApiClient;
const ADMIN = '/api/admin/market-price/v1/forward-prices';
const CSV = 'month;price\n2026-02;85,50\n2026-03;70\n';

beforeAll(async () => {
  server = await startTestServer({ plugins: [marketPriceServerPlugin], company: { ...TEST_COMPANY, pluginIds: ['market-price'] } });
  const { db } = server.database;
  await createTestUser(db, { email: 'dev@example.fi', groups: ['developers'] });
  await createTestUser(db, { email: 'useradmin@example.fi', groups: ['users'] });
  // December 2025: two days, 40 and 60 €/MWh → month mean 50.
  await insertDayPrices(db, '2025-12-01', 15, () => '40.000');
  await insertDayPrices(db, '2025-12-31', 15, () => '60.000');
  // This month's prices are not history yet.
  await insertDayPrices(db, '2026-01-15', 15, () => '999.000');
  developer = await loggedInClient(server.app, 'dev@example.fi');
  userAdmin = await loggedInClient(server.app, 'useradmin@example.fi');
});

afterAll(async () => {
  await server?.close();
});

describe('future prices', () => {
  it('gives monthly history before any forward file, with updated null', async () => {
    const response = await server.client().get('/api/v2/energypricefuture?vat=VAT_0&unit=MWH');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual<FutureResponse>({
      unit: 'MWH',
      vat: 'VAT_0',
      historicData: [{ year: 2025, month: 12, value: 50 }],
      futureData: [],
      updated: null,
    });
  });

  it('loads a forward file (developer only) and shows its months with VAT', async () => {
    expect((await server.client().post(ADMIN, { csv: CSV })).statusCode).toBe(401);
    expect((await userAdmin.post(ADMIN, { csv: CSV })).statusCode).toBe(403);
    const loaded = await developer.post(ADMIN, { csv: CSV });
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(loaded.json()).toEqual({ months: 2, updated: '2026-01-15T10:00:00.000Z' });
    const body = (await server.client().get('/api/v2/energypricefuture')).json() as FutureResponse;
    // 85.5 €/MWh = 8.55 c/kWh × 1.255 = 10.73025 → 10.73.
    expect(body.futureData).toEqual([
      { year: 2026, month: 2, value: 10.73 },
      { year: 2026, month: 3, value: 8.785 },
    ]);
    expect(body.updated).toBe('2026-01-15T10:00:00.000Z');
  });

  it.each([
    ['month;price\n2026-13;50', 'month'],
    ['month;price\n2026-02;cheap', 'price'],
    ['kk;price\n2026-02;50', 'month'],
    ['month;price\n2026-02;50\n2026-02;51', 'month'],
  ])('a bad file answers 400 naming the field and loads nothing: %j', async (csv, field) => {
    const response = await developer.post(ADMIN, { csv });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST', field } });
    const body = (await server.client().get('/api/v2/energypricefuture')).json() as FutureResponse;
    expect(body.futureData).toHaveLength(2);
  });

  it('answers 404 while marketPriceFuturePrices is off', async () => {
    const override = await server.setFlag('marketPriceFuturePrices', false);
    try {
      expect((await server.client().get('/api/v2/energypricefuture')).statusCode).toBe(404);
    } finally {
      await server.removeFlag(override);
    }
  });
});
