import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FeatureFlagKey } from '@portal/core/server';
import { createTestUser, grantLocationAccess, loggedInClient, startTestServer, type ApiClient, type TestServer } from '@portal/core/server/testing';
import type { BudgetResponse, DistrictHeatingSummary, EnergyConsumptionSummary, TimeseriesResponse } from '../contract';
import { consumptionServerPlugin } from '../server';
import { insertContract, insertDayReadings, insertHourlySpot, insertLocation, meteringPointOf, setFeature } from './test/consumptionFixtures';

/**
 * requirements §2's consumption flags, each switching only its own part (DESIGN §2: a feature that is off
 * answers 404), and the places' own features (requirements §5: absent = disabled, read-only, unknown), on the
 * real server and the embedded database. The test clock stands at 15.1.2026.
 */
let server: TestServer;

const ELECTRICITY = 'G-EL';
const HEAT = 'G-DH';
const DAY = '2026-01-10';
const base = (userId: string, location: string) => `/api/v2/consumption/user/${userId}/location/${location}`;

/** One request of one part of the plugin; `shows` proves the part's data is there when it answers. */
interface Probe {
  readonly method: 'GET' | 'POST';
  readonly path: (userId: string) => string;
  readonly body?: object;
  readonly shows?: (body: unknown) => void;
}

const PROBES = {
  electricitySummary: { method: 'GET', path: (u) => `${base(u, ELECTRICITY)}/electricity/summary` },
  electricityTimeseries: { method: 'GET', path: (u) => `${base(u, ELECTRICITY)}/electricity/timeseries?mode=day&start=${DAY}` },
  electricityTimeseriesEur: {
    method: 'GET',
    path: (u) => `${base(u, ELECTRICITY)}/electricity/timeseries?mode=day&start=${DAY}&unit=EUR`,
    shows: (body) => expect((body as TimeseriesResponse).totals.eur).toBe(3.01), // 24 kWh × 10 c × 1.255
  },
  reactivePowerOverlay: {
    method: 'GET',
    path: (u) => `${base(u, ELECTRICITY)}/electricity/timeseries?mode=day&start=${DAY}&overlays=reactivePower`,
    shows: (body) => expect((body as TimeseriesResponse).overlays.map((o) => o.overlay)).toEqual(['reactivePower']),
  },
  electricityProfile: { method: 'GET', path: (u) => `${base(u, ELECTRICITY)}/electricity/profile?mode=month&start=2026-01-01` },
  weighted: { method: 'GET', path: (u) => `${base(u, ELECTRICITY)}/electricity/weighted?mode=week&start=${DAY}` },
  districtHeatingSummary: {
    method: 'GET',
    path: (u) => `${base(u, HEAT)}/districtheating/summary?mode=month&start=2026-01-01`,
    shows: (body) => expect((body as DistrictHeatingSummary).consumptionKwh).toBe(240),
  },
  districtHeatingTimeseries: { method: 'GET', path: (u) => `${base(u, HEAT)}/districtheating/timeseries?mode=day&start=${DAY}` },
  districtHeatingTimeseriesEur: {
    method: 'GET',
    path: (u) => `${base(u, HEAT)}/districtheating/timeseries?mode=day&start=${DAY}&unit=EUR`,
    shows: (body) => expect((body as TimeseriesResponse).totals.eur).toBeGreaterThan(0),
  },
  budget: { method: 'GET', path: (u) => `${base(u, ELECTRICITY)}/budget` },
  setBudgetKwh: { method: 'POST', path: (u) => `${base(u, ELECTRICITY)}/setConsumptionBudget`, body: { active: true, budget: 300, unit: 'kWh' } },
  setBudgetEur: { method: 'POST', path: (u) => `${base(u, ELECTRICITY)}/setConsumptionBudget`, body: { active: true, budget: 40, unit: 'EUR' } },
} satisfies Record<string, Probe>;

type ProbeName = keyof typeof PROBES;
const ALL_PROBES = Object.keys(PROBES) as ProbeName[];

/** One line per flag: the parts that must answer 404 with only that flag off. Everything else answers 200. */
const FLAG_CASES: readonly { readonly flag: FeatureFlagKey; readonly switches: readonly ProbeName[] }[] = [
  { flag: 'consumption', switches: ALL_PROBES },
  { flag: 'districtHeatingConsumption', switches: ['districtHeatingSummary', 'districtHeatingTimeseries', 'districtHeatingTimeseriesEur'] },
  { flag: 'consumptionBudget', switches: ['budget', 'setBudgetKwh', 'setBudgetEur'] },
  { flag: 'consumptionInEuros', switches: ['electricityTimeseriesEur', 'districtHeatingTimeseriesEur', 'setBudgetEur'] },
  { flag: 'reactivePower', switches: ['reactivePowerOverlay'] },
  { flag: 'weightedPricing', switches: ['weighted'] },
];

let userCount = 0;
/** A fresh owner of every test place, so each case's budget rows are its own. */
async function newOwner(): Promise<{ id: string; client: ApiClient }> {
  const email = `gating-${++userCount}@example.fi`;
  const user = await createTestUser(server.database.db, { email });
  for (const location of [ELECTRICITY, HEAT, 'G-RO', 'G-ABSENT', 'G-DISABLED']) {
    await grantLocationAccess(server.database.db, { userId: user.id, locationIdentifier: location, relation: 'owner', right: 'FULL_ACCESS' });
  }
  return { id: user.id, client: await loggedInClient(server.app, email) };
}

async function call(client: ApiClient, probe: Probe, userId: string) {
  return probe.method === 'GET' ? client.get(probe.path(userId)) : client.post(probe.path(userId), probe.body);
}

const budgetRowsOf = async (userId: string) =>
  (
    await server.database.db.query<{ location_identifier: string; monthly_budget: string; unit: string }>(
      'select location_identifier, monthly_budget::text as monthly_budget, unit from consumption_budgets where user_id = $1 order by location_identifier',
      [userId],
    )
  ).rows;

beforeAll(async () => {
  server = await startTestServer({ plugins: [consumptionServerPlugin] });
  const { db } = server.database;
  const electricityPoint = await insertLocation(db, { id: ELECTRICITY, utility: 'ELECTRICITY', serial: 101, resolution: 60 });
  const heatPoint = await insertLocation(db, { id: HEAT, utility: 'DISTRICT_HEATING', serial: 102, resolution: 60 });
  await insertLocation(db, { id: 'G-RO', utility: 'ELECTRICITY', serial: 103, resolution: 60 });
  await insertLocation(db, { id: 'G-ABSENT', utility: 'ELECTRICITY', serial: 104, resolution: 60 });
  await insertLocation(db, { id: 'G-DISABLED', utility: 'ELECTRICITY', serial: 105, resolution: 60 });
  // Every place has its consumption feature, as the demo places do; only consumptionBudget varies.
  for (const id of [ELECTRICITY, 'G-RO', 'G-ABSENT', 'G-DISABLED']) await setFeature(db, id, 'consumption', true, false);
  await setFeature(db, ELECTRICITY, 'weightedPricing', true, false);
  await setFeature(db, ELECTRICITY, 'reactivePower', true, false);
  await setFeature(db, HEAT, 'districtHeatingConsumption', true, false);
  await setFeature(db, ELECTRICITY, 'consumptionBudget', true, false);
  await setFeature(db, 'G-RO', 'consumptionBudget', true, true);
  await setFeature(db, 'G-DISABLED', 'consumptionBudget', false, false);

  await insertDayReadings(db, electricityPoint, DAY, 60, { kwh: '1' });
  await insertDayReadings(db, meteringPointOf(103), DAY, 60, { kwh: '2' });
  await insertHourlySpot(db, DAY, '50.000');
  await insertContract(db, 'K-G', ELECTRICITY, { pricing: 'FIXED', price: '10' });
  await insertContract(db, 'K-GDH', HEAT, { pricing: 'FIXED', price: '8' }, 'DISTRICT_HEATING');
  await db.query(
    `insert into reactive_energy_readings (metering_point_id, start_utc, minutes, kvarh)
     select $1, g, 60, 0.25 from generate_series('2026-01-09T22:00:00Z'::timestamptz, '2026-01-10T21:00:00Z', interval '1 hour') g`,
    [electricityPoint],
  );
  await db.query(
    `insert into dh_readings (metering_point_id, start_utc, kwh, supply_temp_c, return_temp_c, quality)
     select $1, g, 10, 70, 32, 'measured' from generate_series('2026-01-09T22:00:00Z'::timestamptz, '2026-01-10T21:00:00Z', interval '1 hour') g`,
    [heatPoint],
  );
});

afterAll(async () => {
  await server?.close();
});

/** Where the "off" is stored: for the one user, or for the whole company (the most specific wins). */
const FLAG_SOURCES = [
  { source: 'a user override', userScoped: true },
  { source: 'a company-wide override', userScoped: false },
] as const;

describe.each(FLAG_SOURCES)('one flag off through $source', ({ userScoped }) => {
  let overrideId: string | null = null;
  afterEach(async () => {
    if (overrideId) await server.removeFlag(overrideId);
    overrideId = null;
  });

  it.each(FLAG_CASES)('$flag off switches off exactly its own parts', async ({ flag, switches }) => {
    const owner = await newOwner();
    overrideId = await server.setFlag(flag, false, userScoped ? { user: owner.id } : {});

    for (const name of ALL_PROBES) {
      const probe: Probe = PROBES[name];
      const response = await call(owner.client, probe, owner.id);
      const expected = switches.includes(name) ? 404 : 200;
      expect(response.statusCode, `${name}: ${response.body}`).toBe(expected);
      if (expected === 404) expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
      else probe.shows?.(response.json());
    }

    // A refused write changes nothing: the stored budget is that of the last write that was let through.
    const writes = (['setBudgetKwh', 'setBudgetEur'] as const).filter((name) => !switches.includes(name));
    const last = writes.at(-1);
    expect(await budgetRowsOf(owner.id)).toEqual(
      last ? [{ location_identifier: ELECTRICITY, monthly_budget: PROBES[last].body.budget.toFixed(2), unit: PROBES[last].body.unit }] : [],
    );
  });
});

/** One line per place feature the routes check: with only it disabled on its place, these parts answer 404. */
const CONSUMPTION_FEATURE_CASES: readonly { readonly feature: string; readonly place: string; readonly switches: readonly ProbeName[] }[] = [
  {
    feature: 'consumption',
    place: ELECTRICITY,
    switches: [
      'electricitySummary',
      'electricityTimeseries',
      'electricityTimeseriesEur',
      'reactivePowerOverlay',
      'electricityProfile',
      'weighted',
      'budget',
      'setBudgetKwh',
      'setBudgetEur',
    ],
  },
  {
    feature: 'districtHeatingConsumption',
    place: HEAT,
    switches: ['districtHeatingSummary', 'districtHeatingTimeseries', 'districtHeatingTimeseriesEur'],
  },
  { feature: 'weightedPricing', place: ELECTRICITY, switches: ['weighted'] },
  { feature: 'reactivePower', place: ELECTRICITY, switches: ['reactivePowerOverlay'] },
];

describe("the place's own consumption features", () => {
  it.each(CONSUMPTION_FEATURE_CASES)('$feature disabled on its place switches off exactly its own parts', async ({ feature, place, switches }) => {
    const owner = await newOwner();
    await setFeature(server.database.db, place, feature, false, false);
    try {
      for (const name of ALL_PROBES) {
        const response = await call(owner.client, PROBES[name], owner.id);
        expect(response.statusCode, `${name}: ${response.body}`).toBe(switches.includes(name) ? 404 : 200);
      }
    } finally {
      await setFeature(server.database.db, place, feature, true, false);
    }
  });

  it('an absent consumption feature is a disabled one (requirements §5)', async () => {
    const owner = await newOwner();
    await server.database.db.query("delete from location_features where location_identifier = $1 and feature = 'consumption'", [ELECTRICITY]);
    try {
      expect((await call(owner.client, PROBES.electricitySummary, owner.id)).statusCode).toBe(404);
    } finally {
      await setFeature(server.database.db, ELECTRICITY, 'consumption', true, false);
    }
  });
});

describe('parts of an answer that a flag hides rather than refuses', () => {
  it('consumptionInEuros off: no cost in the summaries, and a stored euro budget is not shown', async () => {
    const owner = await newOwner();
    expect((await call(owner.client, PROBES.setBudgetEur, owner.id)).statusCode).toBe(200);
    const summaryOn = (await owner.client.get(PROBES.electricitySummary.path(owner.id))).json() as EnergyConsumptionSummary;
    const heatOn = (await owner.client.get(PROBES.districtHeatingSummary.path(owner.id))).json() as DistrictHeatingSummary;
    expect(summaryOn.yesterdayCost).not.toBeNull();
    expect(heatOn.price).not.toBeNull();
    expect((await owner.client.get(PROBES.budget.path(owner.id))).json()).toMatchObject({ budget: 40, unit: 'EUR' });

    await server.setFlag('consumptionInEuros', false, { user: owner.id });
    const summaryOff = (await owner.client.get(PROBES.electricitySummary.path(owner.id))).json() as EnergyConsumptionSummary;
    const heatOff = (await owner.client.get(PROBES.districtHeatingSummary.path(owner.id))).json() as DistrictHeatingSummary;
    expect(summaryOff.yesterdayCost).toBeNull();
    expect(summaryOff.yesterdayConsumption).toBe(summaryOn.yesterdayConsumption);
    expect(heatOff.price).toBeNull();
    expect(heatOff.consumptionKwh).toBe(240);
    const budget = (await owner.client.get(PROBES.budget.path(owner.id))).json() as BudgetResponse;
    expect(budget).toMatchObject({ budget: null, unit: 'kWh', active: false });
    // Hidden, not lost: the row is still there for when euros are switched back on.
    expect(await budgetRowsOf(owner.id)).toEqual([{ location_identifier: ELECTRICITY, monthly_budget: '40.00', unit: 'EUR' }]);
  });
});

/** The place's consumptionBudget feature, one line per state: what reading and writing the budget answer. */
const PLACE_FEATURE_CASES = [
  { state: 'enabled and writable', location: ELECTRICITY, read: 200, write: 200 },
  { state: 'read-only', location: 'G-RO', read: 200, write: 403 },
  { state: 'present but disabled', location: 'G-DISABLED', read: 404, write: 403 },
  { state: 'absent (disabled, read-only, unknown)', location: 'G-ABSENT', read: 404, write: 403 },
] as const;

describe("the place's own consumptionBudget feature", () => {
  it.each(PLACE_FEATURE_CASES)('$state: read $read, write $write', async ({ location, read, write }) => {
    const owner = await newOwner();
    // A budget set before the feature changed: what a read-only place still shows.
    await server.database.db.query(
      `insert into consumption_budgets (user_id, location_identifier, active, monthly_budget, unit, updated_at)
       values ($1, $2, true, 250, 'kWh', $3)`,
      [owner.id, location, server.clock.now().toISOString()],
    );

    const reading = await owner.client.get(`${base(owner.id, location)}/budget`);
    expect(reading.statusCode, reading.body).toBe(read);
    if (read === 200)
      expect(reading.json()).toMatchObject({ locationIdentifier: location, active: true, budget: 250, unit: 'kWh', month: '2026-01' });

    const writing = await owner.client.post(`${base(owner.id, location)}/setConsumptionBudget`, { active: false, budget: 999, unit: 'kWh' });
    expect(writing.statusCode, writing.body).toBe(write);
    if (write === 403) expect(writing.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    expect(await budgetRowsOf(owner.id)).toEqual([
      { location_identifier: location, monthly_budget: write === 200 ? '999.00' : '250.00', unit: 'kWh' },
    ]);
  });

  it('a read-only place still shows the month so far: the data is readable, only editing is refused', async () => {
    const owner = await newOwner();
    const body = (await owner.client.get(`${base(owner.id, 'G-RO')}/budget`)).json() as BudgetResponse;
    expect(body).toMatchObject({ consumptionForMonth: 48, budget: null, active: false });
  });

  it('the feature gates only the budget: the consumption of a place without it still answers', async () => {
    const owner = await newOwner();
    const response = await owner.client.get(`${base(owner.id, 'G-ABSENT')}/electricity/timeseries?mode=day&start=${DAY}`);
    expect(response.statusCode).toBe(200);
  });
});
