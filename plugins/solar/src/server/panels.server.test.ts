import { grantLocationAccess, startTestServer, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOLAR_API, type FindLinkResponse, type PanelDetails, type PanelSummary, type ProductionSeries } from '../contract';
import { solarServerPlugin } from '../server';
import { insertDay, insertPlace, insertPlant, link, setFeature } from './test/solarFixtures';

/**
 * Panels, production, link/unlink/findLink and delete on the real server and database: the owner
 * manages, a read-only sub-user sees but gets 403, another customer gets 404 as for a missing id, bad
 * input is a 400 naming the field and changes nothing, and the flags switch their routes off (404).
 * The test clock stands at 15.1.2026 12:00 Helsinki.
 */
let server: TestServer;
const OWNER = 'panels-owner@example.fi';
const READER = 'panels-reader@example.fi';
const STRANGER = 'panels-stranger@example.fi';
const DAYS = ['2026-01-08', '2026-01-09', '2026-01-10', '2026-01-11', '2026-01-12', '2026-01-13', '2026-01-14', '2026-01-15'];

/** A winter day's production: hours 9–15, a different height each day (cloudiness). */
const production = (dayIndex: number) => (h: number) =>
  h >= 9 && h <= 15 ? String(((1 + (dayIndex % 3)) * (4 - Math.abs(12 - h))).toFixed(3)) : '0';

const id = (email: string) => server.users[email]!.id;

beforeAll(async () => {
  server = await startTestServer({ plugins: [solarServerPlugin], users: [OWNER, READER, STRANGER], now: new Date('2026-01-15T10:00:00Z') });
  const { db } = server;
  await insertPlace(db, { id: 'P-HOME', serial: 301, utility: 'ELECTRICITY', resolution: 60 });
  const houseExport = await insertPlace(db, { id: 'P-EXP', serial: 302, utility: 'MICROGENERATION', resolution: 60 });
  const cabinExport = await insertPlace(db, { id: 'P-CABIN-EXP', serial: 305, utility: 'MICROGENERATION', resolution: 60, street: 'Rantatie 1' });
  await insertPlace(db, { id: 'P-CABIN', serial: 304, utility: 'ELECTRICITY', resolution: 60, street: 'Rantatie 1' });
  await insertPlace(db, { id: 'P-HEAT', serial: 306, utility: 'ELECTRICITY', resolution: 60, street: 'Muu 3' });
  await insertPlace(db, { id: 'P-OTHER', serial: 308, utility: 'ELECTRICITY', resolution: 60, customer: 'C3', street: 'Kolmas 3' });
  await insertPlace(db, { id: 'X-HOME', serial: 311, utility: 'ELECTRICITY', resolution: 60, customer: 'C2', street: 'Vieras 9' });
  const home = await insertPlant(db, { id: 'PL-HOME', serial: 303, name: 'Talon katto' });
  const cabin = await insertPlant(db, { id: 'PL-CABIN', serial: 307, name: 'Mökin katto' });
  await insertPlant(db, { id: 'PL-FOREIGN', serial: 312, customer: 'C2', name: 'Vieras' });
  await link(db, 'PL-HOME', 'P-HOME', 'P-EXP');
  for (const place of ['P-HOME', 'P-EXP', 'P-CABIN', 'P-CABIN-EXP', 'P-HEAT', 'P-OTHER']) {
    await grantLocationAccess(db, { userId: id(OWNER), locationIdentifier: place, relation: 'owner', right: 'FULL_ACCESS' });
  }
  for (const place of ['P-HOME', 'P-EXP', 'P-CABIN', 'P-CABIN-EXP']) {
    await grantLocationAccess(db, { userId: id(READER), locationIdentifier: place, relation: 'subUser', right: 'READ_ONLY' });
  }
  await grantLocationAccess(db, { userId: id(STRANGER), locationIdentifier: 'X-HOME', relation: 'owner', right: 'FULL_ACCESS' });
  for (const [i, date] of DAYS.entries()) {
    await insertDay(db, 'solar_production', home, date, 60, production(i + 1));
    await insertDay(db, 'solar_production', cabin, date, 60, production(i));
    // The cabin's export follows its own production less a small use; the house's (P-EXP) that of another day's sky.
    await insertDay(db, 'meter_readings', cabinExport, date, 60, (h) => String(Math.max(0, Number(production(i)(h)) - 0.5).toFixed(3)));
    await insertDay(db, 'meter_readings', houseExport, date, 60, (h) => String(Math.max(0, Number(production(i + 1)(h)) - 0.5).toFixed(3)));
  }
});

afterAll(async () => {
  await server?.close();
});

describe('panel summary and details', () => {
  it("lists the customer's plants, linked or not, with production figures", async () => {
    const owner = await server.loginAs(OWNER);
    const response = await owner.get(SOLAR_API.panels(id(OWNER)));
    expect(response.statusCode, response.body).toBe(200);
    const { panels } = response.json() as PanelSummary;
    expect(panels.map((p) => [p.panelId, p.locationIdentifier, p.canManage])).toEqual([
      ['PL-CABIN', null, true],
      ['PL-HOME', 'P-HOME', true],
    ]);
    const home = panels.find((p) => p.panelId === 'PL-HOME')!;
    // Local 14.1. 12:00 – 15.1. 12:00: the last 24 hours hold 14.1. 12–15 and 15.1. 9–11.
    expect(home.energyLast24Hours).toBeGreaterThan(0);
    expect(home.powerNow).not.toBeNull();
  });

  it('gives the details: panels, inverters, coordinates and savings', async () => {
    const owner = await server.loginAs(OWNER);
    const response = await owner.get(SOLAR_API.panel(id(OWNER), 'PL-HOME'));
    expect(response.statusCode, response.body).toBe(200);
    const details = response.json() as PanelDetails;
    expect(details.panels).toEqual([{ count: 21, powerW: 400, tiltDeg: 30, azimuthDeg: 170 }]);
    expect(details.inverters[0]).toMatchObject({ model: 'Fronius Symo 8.2-3-M', commissionDate: '2023-05-15' });
    expect(details.latitude).toBe(63.1);
    expect(details.savings.saunaHeats).toBe(Math.round((details.energyLast12Months ?? 0) / 10));
  });

  it('a read-only sub-user sees the plants but may not manage them', async () => {
    const reader = await server.loginAs(READER);
    const { panels } = (await reader.get(SOLAR_API.panels(id(READER)))).json() as PanelSummary;
    expect(panels.map((p) => [p.panelId, p.canManage])).toEqual([
      ['PL-CABIN', false],
      ['PL-HOME', false],
    ]);
  });

  it("answers 404 for another customer's plant and for another user's id, as for missing ones", async () => {
    const owner = await server.loginAs(OWNER);
    expect((await owner.get(SOLAR_API.panel(id(OWNER), 'PL-FOREIGN'))).statusCode).toBe(404);
    expect((await owner.get(SOLAR_API.panel(id(OWNER), 'no-such'))).statusCode).toBe(404);
    expect((await owner.get(SOLAR_API.panels(id(STRANGER)))).statusCode).toBe(404);
    expect((await server.client().get(SOLAR_API.panels(id(OWNER)))).statusCode).toBe(401);
  });
});

describe('production', () => {
  it('gives kWh per hour of a day and the kW curve', async () => {
    const owner = await server.loginAs(OWNER);
    const energy = (
      await owner.get(`${SOLAR_API.production(id(OWNER), 'PL-HOME')}?mode=energy&period=day&start=2026-01-10`)
    ).json() as ProductionSeries;
    expect(energy.points).toHaveLength(24);
    expect(energy.unit).toBe('kWh');
    // Day index 3 → height 1 + 0 = 1: 1 + 2 + 3 + 4 + 3 + 2 + 1 = 16 kWh.
    expect(energy.totalKwh).toBe(16);
    const power = (
      await owner.get(`${SOLAR_API.production(id(OWNER), 'PL-HOME')}?mode=power&period=day&start=2026-01-10`)
    ).json() as ProductionSeries;
    expect(power.unit).toBe('kW');
    expect(power.points[12]!.value).toBe(4);
    const month = (await owner.get(`${SOLAR_API.production(id(OWNER), 'PL-HOME')}?period=month&start=2026-01-10`)).json() as ProductionSeries;
    expect(month.resolution).toBe('day');
    expect(month.points).toHaveLength(DAYS.length);
    const years = (await owner.get(`${SOLAR_API.production(id(OWNER), 'PL-HOME')}?period=years&start=2026-01-10`)).json() as ProductionSeries;
    expect(years).toMatchObject({ resolution: 'year', span: { start: '2022-01-01', end: '2027-01-01' } });
    expect(years.points).toEqual([{ start: expect.any(String), date: '2026-01-01', value: month.totalKwh }]);
  });

  it('answers 400 naming the field for bad input', async () => {
    const owner = await server.loginAs(OWNER);
    const bad = async (query: string) => (await owner.get(`${SOLAR_API.production(id(OWNER), 'PL-HOME')}?${query}`)).json();
    expect(await bad('period=day&start=2026-02-30')).toMatchObject({ error: { code: 'BAD_REQUEST', field: 'query.start' } });
    expect(await bad('period=decade&start=2026-01-10')).toMatchObject({ error: { field: 'query.period' } });
    expect(await bad('mode=power&period=month&start=2026-01-10')).toMatchObject({ error: { field: 'query.period' } });
    expect(await bad('mode=volts&start=2026-01-10')).toMatchObject({ error: { field: 'query.mode' } });
  });
});

describe('findLink, link, unlink, delete', () => {
  it('matches the unlinked plant to the place whose export follows its production', async () => {
    const owner = await server.loginAs(OWNER);
    const response = await owner.post(SOLAR_API.findLink(id(OWNER)), { panelId: 'PL-CABIN' });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as FindLinkResponse;
    expect(result.match).toMatchObject({ locationIdentifier: 'P-CABIN', days: 7 });
    expect(result.match!.correlation).toBeGreaterThan(0.9);
    // The house's export has the same daylight hours but another sky: also compared, and ranked lower.
    expect(result.candidates.map((c) => c.locationIdentifier)).toEqual(['P-CABIN', 'P-HOME']);
    expect(result.candidates[1]!.correlation).toBeLessThan(result.match!.correlation);
  });

  it('findLink: 400 naming the field, 404 for a foreign plant', async () => {
    const owner = await server.loginAs(OWNER);
    expect((await owner.post(SOLAR_API.findLink(id(OWNER)), {})).json()).toMatchObject({ error: { field: 'body.panelId' } });
    expect((await owner.post(SOLAR_API.findLink(id(OWNER)), { panelId: 'PL-FOREIGN' })).statusCode).toBe(404);
  });

  it('a read-only sub-user gets 403 and nothing changes', async () => {
    const reader = await server.loginAs(READER);
    expect((await reader.put(SOLAR_API.link(id(READER), 'PL-CABIN', 'P-CABIN'))).statusCode).toBe(403);
    expect((await reader.put(SOLAR_API.unlink(id(READER), 'PL-HOME', 'P-HOME'))).statusCode).toBe(403);
    expect((await reader.delete(SOLAR_API.panel(id(READER), 'PL-HOME'))).statusCode).toBe(403);
    const { rows } = await server.db.query('select plant_id, location_identifier from solar_plant_links order by plant_id');
    expect(rows).toEqual([{ plant_id: 'PL-HOME', location_identifier: 'P-HOME' }]);
  });

  it('links to a foreign place answer 404, a production point 400 naming the field', async () => {
    const owner = await server.loginAs(OWNER);
    expect((await owner.put(SOLAR_API.link(id(OWNER), 'PL-CABIN', 'X-HOME'))).statusCode).toBe(404);
    expect((await owner.put(SOLAR_API.link(id(OWNER), 'PL-FOREIGN', 'P-CABIN'))).statusCode).toBe(404);
    expect((await owner.put(SOLAR_API.link(id(OWNER), 'PL-CABIN', 'P-CABIN-EXP'))).json()).toMatchObject({
      error: { code: 'BAD_REQUEST', field: 'params.locationIdentifier' },
    });
    // Another customer's place the caller manages too: not this plant's place.
    expect((await owner.put(SOLAR_API.link(id(OWNER), 'PL-CABIN', 'P-OTHER'))).json()).toMatchObject({
      error: { code: 'BAD_REQUEST', field: 'params.locationIdentifier' },
    });
    const { rows } = await server.db.query("select 1 from solar_plant_links where plant_id = 'PL-CABIN'");
    expect(rows).toEqual([]);
  });

  it('the owner links, sees it on the place, unlinks, and deletes', async () => {
    const owner = await server.loginAs(OWNER);
    const linked = await owner.put(SOLAR_API.link(id(OWNER), 'PL-CABIN', 'P-CABIN'));
    expect(linked.statusCode, linked.body).toBe(200);
    const { panels } = (await owner.get(SOLAR_API.panels(id(OWNER)))).json() as PanelSummary;
    expect(panels.find((p) => p.panelId === 'PL-CABIN')).toMatchObject({ locationIdentifier: 'P-CABIN', locationName: 'Place P-CABIN' });
    const { rows } = await server.db.query<{ export_location_identifier: string }>(
      "select export_location_identifier from solar_plant_links where plant_id = 'PL-CABIN'",
    );
    expect(rows[0]!.export_location_identifier).toBe('P-CABIN-EXP');
    // The cabin's microgeneration now answers.
    expect((await owner.get(`${SOLAR_API.microTimeseries(id(OWNER), 'P-CABIN')}?period=day&start=2026-01-10`)).statusCode).toBe(200);

    expect((await owner.put(SOLAR_API.unlink(id(OWNER), 'PL-CABIN', 'P-HOME'))).statusCode).toBe(404);
    expect((await owner.put(SOLAR_API.unlink(id(OWNER), 'PL-CABIN', 'P-CABIN'))).json()).toEqual({ panelId: 'PL-CABIN', locationIdentifier: null });
    expect((await owner.get(`${SOLAR_API.microTimeseries(id(OWNER), 'P-CABIN')}?period=day&start=2026-01-10`)).statusCode).toBe(404);

    expect((await owner.delete(SOLAR_API.panel(id(OWNER), 'PL-CABIN'))).statusCode).toBe(204);
    expect((await owner.get(SOLAR_API.panel(id(OWNER), 'PL-CABIN'))).statusCode).toBe(404);
  });
});

describe("the production point's own feature (requirements §5)", () => {
  it('microgeneration disabled on the production point → its place answers 404; panels still answer', async () => {
    const owner = await server.loginAs(OWNER);
    const micro = SOLAR_API.microSummary(id(OWNER), 'P-HOME');
    expect((await owner.get(micro)).statusCode).toBe(200);
    await setFeature(server.db, 'P-EXP', 'microgeneration', false);
    try {
      expect((await owner.get(micro)).statusCode).toBe(404);
      expect((await owner.get(SOLAR_API.panels(id(OWNER)))).statusCode).toBe(200);
    } finally {
      await setFeature(server.db, 'P-EXP', 'microgeneration', true);
    }
  });
});

describe('flags', () => {
  it('solar off → every route 404; microgeneration off → only its routes', async () => {
    const owner = await server.loginAs(OWNER);
    const micro = `${SOLAR_API.microSummary(id(OWNER), 'P-HOME')}`;
    expect((await owner.get(micro)).statusCode).toBe(200);
    const off = await server.setFlag('microgeneration', false, { user: server.users[OWNER] });
    try {
      expect((await owner.get(micro)).statusCode).toBe(404);
      expect((await owner.get(SOLAR_API.panels(id(OWNER)))).statusCode).toBe(200);
    } finally {
      await server.removeFlag(off);
    }
    const solarOff = await server.setFlag('solar', false, { user: server.users[OWNER] });
    try {
      expect((await owner.get(SOLAR_API.panels(id(OWNER)))).statusCode).toBe(404);
      expect((await owner.get(micro)).statusCode).toBe(404);
      expect((await owner.post(SOLAR_API.findLink(id(OWNER)), { panelId: 'PL-HOME' })).statusCode).toBe(404);
    } finally {
      await server.removeFlag(solarOff);
    }
  });
});
