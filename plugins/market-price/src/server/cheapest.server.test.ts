import { startTestServer, TEST_COMPANY, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheapestResponse } from '../contract';
import { marketPriceServerPlugin } from '../server';
import { insertDayPrices } from './test/marketFixtures';

/** The cheapest-window search on the real server; the test clock stands at 15.1.2026 10:00 UTC. */
let server: TestServer;
const get = async (query = '') => {
  const response = await server.client().get(`/api/v2/energyprice/cheapest${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CheapestResponse;
};

beforeAll(async () => {
  server = await startTestServer({ plugins: [marketPriceServerPlugin], company: { ...TEST_COMPANY, pluginIds: ['market-price'] } });
  // Today 100 €/MWh, except 20 €/MWh in the local hours 22–24 (quarters 88–95).
  await insertDayPrices(server.database.db, '2026-01-15', 15, (i) => (i >= 88 ? '20.000' : i === 60 ? '10.000' : '100.000'));
});

afterAll(async () => {
  await server?.close();
});

describe('GET /api/v2/energyprice/cheapest (public)', () => {
  it('finds the cheapest contiguous window from now to the end of the published prices', async () => {
    const body = await get('?hours=2&vat=VAT_0');
    expect(body.window).toEqual({ start: '2026-01-15T20:00:00.000Z', end: '2026-01-15T22:00:00.000Z', average: 2 });
    expect(body.from).toBe('2026-01-15T10:00:00.000Z');
    expect(body.to).toBe('2026-01-15T22:00:00.000Z');
    expect(body.current).toBe(10);
    expect(body.flat).toBe(false);
  });

  it('reaches across midnight into tomorrow once its prices are in', async () => {
    // Tomorrow 00–01 local at 0 €/MWh, the rest 100: the best 3 h is 22–01 across midnight.
    await insertDayPrices(server.database.db, '2026-01-16', 15, (i) => (i < 4 ? '0.000' : '100.000'));
    try {
      const body = await get('?hours=3&vat=VAT_0');
      expect(body.window).toEqual({ start: '2026-01-15T20:00:00.000Z', end: '2026-01-15T23:00:00.000Z', average: 1.333 });
    } finally {
      await server.database.db.query(`delete from spot_prices where start_utc >= '2026-01-15T22:00:00Z'`);
    }
  });

  it('lists the cheapest separate quarters in time order, and prices an appliance then and now', async () => {
    const body = await get('?hours=1&quarters=2&kwh=10');
    // The 10 €/MWh quarter (index 60 = 15:00 local = 13:00 UTC) and the first 20 €/MWh one.
    expect(body.cheapestQuarters.map((q) => q.start)).toEqual(['2026-01-15T13:00:00.000Z', '2026-01-15T20:00:00.000Z']);
    // 10 kWh × 2 c/kWh × 1.255 = 0.251 € → 0.25 €; now 10 kWh × 10 c × 1.255 = 1.255 € → 1.26 € (half away from zero).
    expect(body.appliance).toEqual({ kwh: 10, windowEur: 0.25, nowEur: 1.26 });
  });

  it('says so when the prices barely vary', async () => {
    const body = await get('?from=2026-01-15T11:00:00Z&to=2026-01-15T12:00:00Z&hours=1');
    expect(body.flat).toBe(true);
    expect(body.window?.start).toBe('2026-01-15T11:00:00.000Z');
  });

  it('still gives the price on now when the range starts later, for the appliance comparison', async () => {
    const body = await get('?from=2026-01-15T20:00:00Z&hours=2&kwh=1&vat=VAT_0');
    expect(body.window?.start).toBe('2026-01-15T20:00:00.000Z');
    expect(body.current).toBe(10);
    // 1 kWh × 2 c = 0.02 €, now 1 kWh × 10 c = 0.10 €.
    expect(body.appliance).toEqual({ kwh: 1, windowEur: 0.02, nowEur: 0.1 });
  });

  it('answers no window when the range is shorter than the window', async () => {
    const body = await get('?from=2026-01-15T21:00:00Z&hours=3');
    expect(body.window).toBeNull();
  });

  it.each([
    ['hours=0', 'query.hours'],
    ['hours=25', 'query.hours'],
    ['hours=two', 'query.hours'],
    ['quarters=97', 'query.quarters'],
    ['kwh=-1', 'query.kwh'],
    ['from=yesterday', 'query.from'],
    ['from=2026-01-15T12:00:00Z&to=2026-01-15T11:00:00Z', 'query.to'],
  ])('%s → 400 naming %s', async (query, field) => {
    const response = await server.client().get(`/api/v2/energyprice/cheapest?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST', field } });
  });
});
