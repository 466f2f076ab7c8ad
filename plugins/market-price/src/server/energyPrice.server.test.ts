import { startTestServer, TEST_COMPANY, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnergyPriceResponse } from '../contract';
import { marketPriceServerPlugin } from '../server';
import { insertDayPrices } from './test/marketFixtures';

/**
 * The public day prices on the real server and database. The test clock stands at 15.1.2026 10:00 UTC
 * (12:00 in Helsinki): today's 96 quarters are in, tomorrow's are not published yet.
 */
let server: TestServer;
const get = async (query = '') => {
  const response = await server.client().get(`/api/v2/energyprice${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as EnergyPriceResponse;
};

beforeAll(async () => {
  server = await startTestServer({ plugins: [marketPriceServerPlugin], company: { ...TEST_COMPANY, pluginIds: ['market-price'] } });
  const { db } = server.database;
  // Today 80 €/MWh, but quarter 40 (10:00–10:15 Helsinki) is negative and quarter 41 at the floor.
  await insertDayPrices(db, '2026-01-15', 15, (i) => (i === 40 ? '-5.000' : i === 41 ? '-500.000' : i === 50 ? '400.000' : '80.000'));
  await insertDayPrices(db, '2026-03-29', 15, () => '50.000');
  await insertDayPrices(db, '2026-10-25', 15, (i) => String(10 + (i % 4)));
  await insertDayPrices(db, '2025-03-30', 60, () => '30.000');
  await insertDayPrices(db, '2024-10-27', 60, () => '30.000');
  // 1.10.2025: the Finnish hour 00–01 still belonged to the hourly CET delivery day 30.9; quarters after.
  await db.query(`insert into spot_prices (start_utc, minutes, eur_mwh) values ('2025-09-30T21:00:00Z', 60, 20)`);
  await db.query(`insert into spot_prices (start_utc, minutes, eur_mwh)
                  select t, 15, 40 from generate_series(timestamptz '2025-09-30T22:00:00Z', timestamptz '2025-10-01T20:45:00Z', interval '15 minutes') t`);
  // 15.1.2023: energy VAT 10 % (DOMAIN), hourly.
  await insertDayPrices(db, '2023-01-15', 60, () => '100.000');
});

afterAll(async () => {
  await server?.close();
});

describe('GET /api/v2/energyprice (public)', () => {
  it("answers without a session with today's 96 quarters, VAT 25.5 %, and tomorrow not yet published", async () => {
    const body = await get();
    expect(body.days.map((d) => d.date)).toEqual(['2026-01-15', '2026-01-16']);
    const [today, tomorrow] = body.days;
    expect(today!.periods).toHaveLength(96);
    expect(today!.periods[0]).toMatchObject({ start: '2026-01-14T22:00:00.000Z', end: '2026-01-14T22:15:00.000Z', price: 10.04 });
    // Negative prices stay negative (−5 €/MWh = −0.5 c/kWh, × 1.255), and the floor is shown as it is.
    expect(today!.periods[40]!.price).toBe(-0.628);
    expect(today!.periods[41]!.price).toBe(-62.75);
    expect(today!.min).toBe(-62.75);
    expect(today!.max).toBe(50.2);
    expect(tomorrow).toEqual({ date: '2026-01-16', published: false, periods: [], average: null, min: null, max: null });
    expect(body.now).toBe('2026-01-15T10:00:00.000Z');
  });

  it('switches to VAT 0 and to €/MWh', async () => {
    expect((await get('?vat=VAT_0')).days[0]!.periods[0]!.price).toBe(8);
    expect((await get('?unit=MWH')).days[0]!.periods[0]!.price).toBe(100.4);
    expect((await get('?unit=MWH&vat=VAT_0')).days[0]!.periods[41]!.price).toBe(-500);
  });

  it('averages exactly over the day: (93 × 80 − 5 − 500 + 400) / 96 €/MWh, VAT 0', async () => {
    // (7440 − 105) / 96 = 76.40625 €/MWh = 7.640625 c/kWh → 7.641 at three decimals.
    expect((await get('?vat=VAT_0')).days[0]!.average).toBe(7.641);
  });

  it('draws DST days as they are: 92 quarters on 29.3.2026, 100 on 25.10.2026', async () => {
    expect((await get('?date=2026-03-29')).days[0]!.periods).toHaveLength(92);
    const october = (await get('?date=2026-10-25')).days[0]!;
    expect(october.periods).toHaveLength(100);
    // The repeated hour 03–04 is two distinct UTC hours, neither merged nor dropped.
    expect(october.periods[12]!.start).toBe('2026-10-25T00:00:00.000Z');
    expect(october.periods[16]!.start).toBe('2026-10-25T01:00:00.000Z');
  });

  it('gives hourly means on demand, 25 on the October day, exact to the quarter', async () => {
    const hours = (await get('?date=2026-10-25&resolution=HOUR&vat=VAT_0&unit=MWH')).days[0]!.periods;
    expect(hours).toHaveLength(25);
    // Quarters 10, 11, 12, 13 €/MWh → 11.5.
    expect(hours.every((h) => h.price === 11.5)).toBe(true);
  });

  it('shows hourly prices before 1.10.2025: 23 hours on 30.3.2025, 25 on 27.10.2024', async () => {
    expect((await get('?date=2025-03-30')).days[0]!.periods).toHaveLength(23);
    expect((await get('?date=2024-10-27')).days[0]!.periods).toHaveLength(25);
  });

  it('has one hour and 92 quarters on 1.10.2025, the first day of 15-minute prices (CET delivery day)', async () => {
    const day = (await get('?date=2025-10-01&vat=VAT_0')).days[0]!;
    expect(day.periods).toHaveLength(93);
    expect(day.periods[0]).toMatchObject({ start: '2025-09-30T21:00:00.000Z', end: '2025-09-30T22:00:00.000Z', price: 2 });
    expect(day.periods[1]).toMatchObject({ start: '2025-09-30T22:00:00.000Z', end: '2025-09-30T22:15:00.000Z', price: 4 });
    // Time-weighted: (60 × 20 + 23 × 60 × 40) / 1440 = 39.1666… €/MWh.
    expect(day.average).toBe(3.917);
  });

  it('takes the VAT of the delivery date: 10 % on 15.1.2023', async () => {
    expect((await get('?date=2023-01-15')).days[0]!.periods[0]!.price).toBe(11);
  });

  it('marks each price relative to the last 30 days', async () => {
    await insertDayPrices(server.database.db, '2026-01-10', 15, (i) => String(i));
    const today = (await get()).days[0]!;
    // History 0…95 €/MWh: 80 is in the top quintile, −5 below all of it.
    expect(today.periods[0]!.level).toBe('VERY_EXPENSIVE');
    expect(today.periods[40]!.level).toBe('VERY_CHEAP');
  });

  it.each([
    ['date=2026-02-30', 'query.date'],
    ['date=15.1.2026', 'query.date'],
    ['unit=GWH', 'query.unit'],
    ['vat=VAT_10', 'query.vat'],
    ['resolution=DAY', 'query.resolution'],
  ])('%s → 400 naming %s', async (query, field) => {
    const response = await server.client().get(`/api/v2/energyprice?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST', field } });
  });

  it('answers 404 while the marketPrice flag is off', async () => {
    const override = await server.setFlag('marketPrice', false);
    try {
      expect((await server.client().get('/api/v2/energyprice')).statusCode).toBe(404);
      expect((await server.client().get('/api/v2/energyprice/cheapest')).statusCode).toBe(404);
    } finally {
      await server.removeFlag(override);
    }
  });
});
