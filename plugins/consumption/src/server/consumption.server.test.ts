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
import type { BudgetResponse, DistrictHeatingSummary, ProfileResponse, TimeseriesResponse, WeightedResponse } from '../contract';
import { consumptionServerPlugin } from '../server';
import { insertContract, insertDayReadings, insertHourlySpot, insertLocation, setFeature } from './test/consumptionFixtures';

/**
 * The consumption routes on the real server and the embedded database: DST days, quality counting,
 * euros with VAT by delivery date, reduction, access and validation, budgets.
 */
let server: TestServer;
let owner: { id: string; client: ApiClient };
let reader: { id: string; client: ApiClient };
let stranger: { id: string; client: ApiClient };

const base = (userId: string, location: string) => `/api/v2/consumption/user/${userId}/location/${location}`;
const series = async (client: ApiClient, userId: string, location: string, query: string) => {
  const response = await client.get(`${base(userId, location)}/electricity/timeseries?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TimeseriesResponse;
};

beforeAll(async () => {
  server = await startTestServer({ plugins: [consumptionServerPlugin] });
  const { db } = server.database;
  const [ownerUser, readerUser, strangerUser] = await Promise.all(
    ['owner@example.fi', 'reader@example.fi', 'stranger@example.fi'].map((email) => createTestUser(db, { email })),
  );
  const quarterPoint = await insertLocation(db, { id: 'L-Q', utility: 'ELECTRICITY', serial: 1, resolution: 15 });
  const hourlyPoint = await insertLocation(db, {
    id: 'L-H',
    utility: 'ELECTRICITY',
    serial: 2,
    resolution: 60,
    features: ['consumption', 'weightedPricing'],
  });
  const heatPoint = await insertLocation(db, { id: 'L-DH', utility: 'DISTRICT_HEATING', serial: 3, resolution: 60 });
  await insertLocation(db, { id: 'L-FOREIGN', utility: 'ELECTRICITY', serial: 4, resolution: 15, customerCode: 'C2' });
  for (const id of ['L-Q', 'L-H', 'L-DH'])
    await grantLocationAccess(db, { userId: ownerUser!.id, locationIdentifier: id, relation: 'owner', right: 'FULL_ACCESS' });
  await grantLocationAccess(db, { userId: readerUser!.id, locationIdentifier: 'L-Q', relation: 'subUser', right: 'READ_ONLY' });
  await grantLocationAccess(db, { userId: strangerUser!.id, locationIdentifier: 'L-FOREIGN', relation: 'owner', right: 'FULL_ACCESS' });
  await setFeature(db, 'L-Q', 'consumptionBudget', true, false);

  // Spring day: 92 quarters. Autumn day: 100 quarters with one estimated, one stored missing, one absent.
  await insertDayReadings(db, quarterPoint, '2025-03-30', 15, { kwh: '0.1234' });
  await insertDayReadings(db, quarterPoint, '2025-10-25', 15, { kwh: '0.1' });
  await insertDayReadings(db, quarterPoint, '2025-10-26', 15, { kwh: '0.1234', estimated: [10], missing: [20], absent: [30] });
  await insertContract(db, 'K-Q', 'L-Q', { pricing: 'FIXED', price: '10' });

  // Spot contract across the 24 % → 25.5 % change (delivery 31.8.2024 / 1.9.2024), one day negative.
  await insertDayReadings(db, hourlyPoint, '2024-08-31', 60, { kwh: '1' });
  await insertDayReadings(db, hourlyPoint, '2024-09-01', 60, { kwh: '1' });
  await insertHourlySpot(db, '2024-08-31', '100.000');
  await insertHourlySpot(db, '2024-09-01', '-20.000');
  await insertContract(db, 'K-H', 'L-H', { pricing: 'SPOT', margin: '0.5' });

  await db.query(
    `insert into dh_readings (metering_point_id, start_utc, kwh, supply_temp_c, return_temp_c, quality)
     select $1, g, 10, 70, 32, 'measured' from generate_series('2025-11-30T22:00:00Z'::timestamptz, '2025-12-31T21:00:00Z', interval '1 hour') g`,
    [heatPoint],
  );

  owner = { id: ownerUser!.id, client: await loggedInClient(server.app, 'owner@example.fi') };
  reader = { id: readerUser!.id, client: await loggedInClient(server.app, 'reader@example.fi') };
  stranger = { id: strangerUser!.id, client: await loggedInClient(server.app, 'stranger@example.fi') };
});

afterAll(async () => {
  await server?.close();
});

describe('DST days', () => {
  it('spring day: 92 quarters, no 03:xx, exact total', async () => {
    const body = await series(owner.client, owner.id, 'L-Q', 'mode=dayQuarterly&start=2025-03-30');
    expect(body.points).toHaveLength(92);
    expect(body.points.some((p) => p.localStart.startsWith('03:'))).toBe(false);
    expect(body.points.at(-1)?.localEnd).toBe('24:00');
    expect(body.totals).toMatchObject({ kwh: 11.3528, missingIntervals: 0, estimatedIntervals: 0, complete: true, expectedIntervals: 92 });
    expect(body.points.every((p) => p.quality === 'measured')).toBe(true);
  });

  it('autumn day: 100 quarters, the repeated hour kept twice, gaps counted not filled', async () => {
    const body = await series(owner.client, owner.id, 'L-Q', 'mode=dayQuarterly&start=2025-10-26');
    expect(body.points).toHaveLength(100);
    const three = body.points.filter((p) => p.localStart === '03:00');
    expect(three.map((p) => p.offsetMinutes)).toEqual([180, 120]);
    expect(body.points[10]?.quality).toBe('estimated');
    expect(body.points[20]).toMatchObject({ quality: 'missing', kwh: null });
    expect(body.points[30]).toMatchObject({ quality: 'missing', kwh: null, missingIntervals: 1 });
    // 98 present quarters × 0.1234 (one of them estimated); 2 missing (one stored so, one absent).
    expect(body.totals).toMatchObject({ kwh: 12.0932, expectedIntervals: 100, missingIntervals: 2, estimatedIntervals: 1, complete: false });
  });

  it('autumn day hourly: 25 hours, a partial hour is mixed; change against the day before', async () => {
    const body = await series(owner.client, owner.id, 'L-Q', 'mode=day&start=2025-10-26');
    expect(body.points).toHaveLength(25);
    expect(body.points.filter((p) => p.localStart === '03:00')).toHaveLength(2);
    expect(body.points[5]).toMatchObject({ localStart: '04:00', quality: 'mixed', missingIntervals: 1 });
    expect(body.totals.previousValue).toBe(9.6);
    expect(body.totals.percentChange).toBeCloseTo((12.0932 / 9.6 - 1) * 100, 10);
  });

  it('month and year totals are exact sums of the days', async () => {
    const month = await series(owner.client, owner.id, 'L-Q', 'mode=month&start=2025-10-15');
    expect(month.period).toEqual({ start: '2025-10-01', end: '2025-11-01' });
    expect(month.points).toHaveLength(31);
    expect(month.points[25]).toMatchObject({ localDate: '2025-10-26', kwh: 12.0932 });
    expect(month.totals.kwh).toBe(21.6932);
    expect(month.totals.expectedIntervals).toBe(31 * 96 + 4);
    const year = await series(owner.client, owner.id, 'L-Q', 'mode=year&start=2025-06-01');
    expect(year.points).toHaveLength(12);
    expect(year.totals.kwh).toBe(33.046);
    expect(year.points[2]?.kwh).toBe(11.3528);
  });
});

describe('euros', () => {
  it('prices a fixed contract with the VAT of the delivery date', async () => {
    const withVat = await series(owner.client, owner.id, 'L-Q', 'mode=day&start=2025-03-30&unit=EUR&vat=VAT_24');
    // 11.3528 kWh × 10 c × 1.255 = 142.47764 c
    expect(withVat.totals.eur).toBe(1.42);
    const without = await series(owner.client, owner.id, 'L-Q', 'mode=day&start=2025-03-30&unit=EUR&vat=VAT_0');
    expect(without.totals.eur).toBe(1.14);
  });

  it('prices spot + margin per interval across the 25.5 % change, negative prices included', async () => {
    const body = await series(owner.client, owner.id, 'L-H', 'mode=week&start=2024-09-01&unit=EUR&vat=VAT_24&overlays=marketPrice');
    expect(body.period).toEqual({ start: '2024-08-26', end: '2024-09-02' });
    // 31.8.: 24 × 10.5 c × 1.24 = 312.48 c; 1.9.: 24 × −1.5 c × 1.255 = −45.18 c
    expect(body.points[5]).toMatchObject({ localDate: '2024-08-31', eur: 3.12 });
    expect(body.points[6]).toMatchObject({ localDate: '2024-09-01', eur: -0.45 });
    expect(body.totals.eur).toBe(2.67);
    expect(body.totals.unpricedIntervals).toBe(0);
    const prices = body.overlays.find((o) => o.overlay === 'marketPrice');
    expect(prices).toMatchObject({ unit: 'EUR_KWH' });
    expect(prices?.values[5]).toBe(12.4);
    expect(prices?.values[6]).toBe(-2.51);
    const vat0 = await series(owner.client, owner.id, 'L-H', 'mode=week&start=2024-09-01&unit=EUR&vat=VAT_0');
    expect(vat0.totals.eur).toBe(2.16);
  });

  it('weighted price: Σ kWh × price / Σ kWh against the plain average', async () => {
    const response = await owner.client.get(`${base(owner.id, 'L-H')}/electricity/weighted?mode=week&start=2024-09-01`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as WeightedResponse;
    expect(body.weightedAveragePrice).toBe(4.945);
    expect(body.averagePrice).toBe(4.945);
    expect(body.consumptionKwh).toBe(48);
    // The week 26.8.–1.9.2024 has 168 hours; only its last two days were ever delivered.
    expect(body).toMatchObject({ pricedIntervals: 48, missingIntervals: 120 });
  });

  it('answers 404 for euros when consumptionInEuros is off for the user', async () => {
    await server.setFlag('consumptionInEuros', false, { user: reader.id });
    const response = await reader.client.get(`${base(reader.id, 'L-Q')}/electricity/timeseries?mode=day&start=2025-03-30&unit=EUR`);
    expect(response.statusCode).toBe(404);
    const kwh = await reader.client.get(`${base(reader.id, 'L-Q')}/electricity/timeseries?mode=day&start=2025-03-30`);
    expect(kwh.statusCode).toBe(200);
  });
});

describe('reduction', () => {
  it('reduces a long series for display while the totals stay those of the full data', async () => {
    const full = await series(owner.client, owner.id, 'L-Q', 'mode=year&start=2025-01-01&resolution=hour&maxPoints=10000');
    const reduced = await series(owner.client, owner.id, 'L-Q', 'mode=year&start=2025-01-01&resolution=hour&maxPoints=100');
    expect(full.reduced).toBe(false);
    expect(full.points).toHaveLength(8760);
    expect(reduced.reduced).toBe(true);
    expect(reduced.fullPointCount).toBe(8760);
    expect(reduced.points.length).toBeLessThanOrEqual(200);
    expect(reduced.totals).toEqual(full.totals);
    expect(reduced.totals.kwh).toBe(33.046);
    // The peaks survive: the largest hourly value of the year is still drawn.
    const peak = Math.max(...full.points.map((p) => p.kwh ?? 0));
    expect(Math.max(...reduced.points.map((p) => p.kwh ?? 0))).toBe(peak);
  });
});

describe('access and validation', () => {
  it('needs a session (401); another user id or place answers 404', async () => {
    expect((await apiClient(server.app).get(`${base(owner.id, 'L-Q')}/electricity/timeseries?mode=day&start=2025-03-30`)).statusCode).toBe(401);
    expect((await stranger.client.get(`${base(owner.id, 'L-Q')}/electricity/timeseries?mode=day&start=2025-03-30`)).statusCode).toBe(404);
    expect((await stranger.client.get(`${base(stranger.id, 'L-Q')}/electricity/timeseries?mode=day&start=2025-03-30`)).statusCode).toBe(404);
    expect((await owner.client.get(`${base(owner.id, 'L-FOREIGN')}/electricity/summary`)).statusCode).toBe(404);
    expect((await owner.client.get(`${base(owner.id, 'L-DH')}/electricity/summary`)).statusCode).toBe(404);
  });

  it.each([
    ['mode=decade&start=2025-03-30', 'query.mode'],
    ['mode=day&start=2025-02-30', 'query.start'],
    ['mode=day&start=2025-03-30&unit=MWh', 'query.unit'],
    ['mode=day&start=2025-03-30&overlays=temperature,wind', 'query.overlays.1'],
    ['mode=day&start=2025-03-30&resolution=month', 'query.resolution'],
    ['mode=day&start=2025-03-30&maxPoints=1', 'query.maxPoints'],
  ])('%s → 400 naming %s', async (query, field) => {
    const response = await owner.client.get(`${base(owner.id, 'L-Q')}/electricity/timeseries?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST', field } });
  });
});

describe('budget', () => {
  const budgetRows = () => server.database.db.query('select * from consumption_budgets order by user_id');

  it('a read-only user may not set a budget (403) and nothing changes', async () => {
    const response = await reader.client.post(`${base(reader.id, 'L-Q')}/setConsumptionBudget`, { active: true, budget: 300 });
    expect(response.statusCode).toBe(403);
    expect((await budgetRows()).rows).toHaveLength(0);
  });

  it('a place without a writable consumptionBudget feature refuses it (403)', async () => {
    const response = await owner.client.post(`${base(owner.id, 'L-H')}/setConsumptionBudget`, { active: true, budget: 300 });
    expect(response.statusCode).toBe(403);
    expect((await budgetRows()).rows).toHaveLength(0);
  });

  it('the owner sets it and reads it back with the month so far', async () => {
    const bad = await owner.client.post(`${base(owner.id, 'L-Q')}/setConsumptionBudget`, { active: true, budget: -5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { field: 'body.budget' } });
    const set = await owner.client.post(`${base(owner.id, 'L-Q')}/setConsumptionBudget`, { active: true, budget: 300 });
    expect(set.statusCode, set.body).toBe(200);
    const body = (await owner.client.get(`${base(owner.id, 'L-Q')}/budget`)).json() as BudgetResponse;
    expect(body).toMatchObject({ active: true, budget: 300, unit: 'kWh', month: '2026-01' });
    expect((await budgetRows()).rows).toHaveLength(1);
  });
});

describe('district heating and profile', () => {
  it('summarises a month with energy-weighted temperatures classified by building type', async () => {
    const response = await owner.client.get(`${base(owner.id, 'L-DH')}/districtheating/summary?mode=month&start=2025-12-01`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as DistrictHeatingSummary;
    expect(body).toMatchObject({
      consumptionKwh: 7440,
      consumption: 7.44,
      returnTemperature: 32,
      returnTemperatureDescription: 'veryGood',
      temperatureIndex: 38,
      temperatureIndexDescription: 'veryGood',
      complete: true,
    });
    expect(body.limits.some((l) => l.buildingType === 'DetachedHouse' && l.measure === 'cooling')).toBe(true);
  });

  it('counts the repeated October hour as two samples of 03', async () => {
    const body = (await owner.client.get(`${base(owner.id, 'L-Q')}/electricity/profile?mode=month&start=2025-10-01`)).json() as ProfileResponse;
    expect(body.byHourOfDay[3]?.samples).toBe(3);
    expect(body.byHourOfDay[4]?.samples).toBe(1); // 26.10. 04:00 has a missing quarter
    expect(body.byWeekday[5]).toMatchObject({ weekday: 6, days: 1, averageKwh: 9.6 });
  });
});
