import { rebuildConsumptionRollups } from '@portal/domain/server';
import { startTestServer, type ApiClient, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { B2B_PLACE_API, type ComparisonsResponse, type CompositeWire, type GraphResponse, type PlaceDetail } from '../../contract/places';
import { b2bServerPlugin } from '../../server';
import { grantAll, insertPlace, insertQuarterReadings } from './test/placeFixtures';

/**
 * B2B place detail and composite locations on the real server and database: a composite's consumption
 * is the exact sum of its members' intervals (incl. the 23- and 25-hour DST days), foreign companies,
 * places and composites answer 404, a READ_ONLY sub-user cannot write.
 */
let server: TestServer;
const MAIN = 'paakayttaja@example.fi';
const SUB = 'ali@example.fi';
const OTHER = 'toinen@example.fi';
const PERSON = 'kuluttaja@example.fi';
const COMPANY = '1500001';
const OTHER_COMPANY = '1500002';
const PLACES = ['P-1', 'P-2', 'P-3', 'P-4'];
let main: ApiClient;
let sub: ApiClient;
let mainId: string;
let subId: string;
let otherId: string;

const company = (userId: string, op: string, code = COMPANY) => B2B_PLACE_API.company(code, userId, op);
const location = (userId: string, id: string, op: string, code = COMPANY) => B2B_PLACE_API.location(code, userId, id, op);

// Helsinki 26.10.2025 has 25 hours (summer time ends), 30.3.2025 has 23: readings cover both whole days.
const AUTUMN = { from: '2025-10-25T21:00:00Z', to: '2025-10-26T22:00:00Z' };
const SPRING = { from: '2025-03-29T22:00:00Z', to: '2025-03-30T21:00:00Z' };

beforeAll(async () => {
  server = await startTestServer({
    plugins: [b2bServerPlugin],
    users: [
      { email: MAIN, uiMode: 'B2B' },
      { email: SUB, uiMode: 'B2B' },
      { email: OTHER, uiMode: 'B2B' },
      { email: PERSON, uiMode: 'B2C' },
    ],
  });
  server.clock.set(new Date('2025-11-03T10:00:00Z'));
  const db = server.db;
  mainId = server.users[MAIN]!.id;
  subId = server.users[SUB]!.id;
  otherId = server.users[OTHER]!.id;
  await db.query(
    `insert into customerships (user_id, company, customer_code, customer_type, business_name) values
       ($1, 'VARE', $3, 'B2B', 'Kiinteistö Pohjanmaa Oy'), ($2, 'VARE', $4, 'B2B', 'Toinen Oy'),
       ($5, 'VARE', $3, 'B2B', 'Kiinteistö Pohjanmaa Oy')`,
    [mainId, otherId, COMPANY, OTHER_COMPANY, subId],
  );
  for (const [index, id] of PLACES.entries()) {
    const serial = index + 1;
    const meteringPointId = await insertPlace(db, { id, customerCode: COMPANY, serial });
    for (const range of [AUTUMN, SPRING, { from: '2025-10-01T00:00:00Z', to: '2025-10-25T21:00:00Z' }]) {
      await insertQuarterReadings(db, meteringPointId, serial, range.from, range.to);
    }
  }
  // One missing quarter on P-2: it must be counted as missing, never as 0 or as a value.
  await db.query(
    `update meter_readings set kwh = null, quality = 'missing' where metering_point_id = (select metering_point_id from locations where location_identifier = 'P-2')
        and start_utc = '2025-10-26T01:15:00Z'`,
  );
  // The rollups are built as an ingest would (core keeps them equal to the raw rows).
  await rebuildConsumptionRollups(db);
  await insertPlace(db, { id: 'P-HOURLY', customerCode: COMPANY, serial: 7, minutes: 60 });
  await insertPlace(db, { id: 'P-SOLAR', customerCode: COMPANY, serial: 8, utility: 'MICROGENERATION' });
  await insertPlace(db, { id: 'F-1', customerCode: OTHER_COMPANY, serial: 9 });
  await insertPlace(db, { id: 'F-2', customerCode: OTHER_COMPANY, serial: 10 });
  await grantAll(db, mainId, [...PLACES, 'P-HOURLY', 'P-SOLAR'], 'owner', 'FULL_ACCESS');
  await grantAll(db, subId, ['P-1', 'P-2'], 'subUser', 'READ_ONLY');
  await grantAll(db, otherId, ['F-1', 'F-2'], 'owner', 'FULL_ACCESS');
  main = await server.loginAs(MAIN);
  sub = await server.loginAs(SUB);
});

afterAll(async () => {
  await server?.close();
});

async function createComposite(name: string, ids: readonly string[]): Promise<CompositeWire> {
  const response = await main.post(company(mainId, 'createCompositeLocation'), { name, locationIdentifiers: ids });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CompositeWire;
}

async function graph(id: string, query: string): Promise<GraphResponse> {
  const response = await main.get(`${location(mainId, id, 'graph')}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as GraphResponse;
}

/** Exact decimal text → 1/10 000 units, so totals compare without floating point. */
const units = (kwh: string) => BigInt(kwh.replace('.', ''));

let currentComposite: CompositeWire;
const composite = () => currentComposite;

describe('composite locations', () => {
  let composite: CompositeWire;

  it('lists eligible places (not production, not in a composite) with the requirements §3 flags', async () => {
    const response = await main.get(company(mainId, 'compositeEligible'));
    expect(response.statusCode).toBe(200);
    const places = (
      response.json() as { places: { locationIdentifier: string; isNotACompositeLocation: boolean; isAlreadyACompositeLocation: boolean }[] }
    ).places;
    expect(places.map((p) => p.locationIdentifier).sort()).toEqual([...PLACES, 'P-HOURLY'].sort());
    expect(places[0]).toMatchObject({ isNotACompositeLocation: true, isAlreadyACompositeLocation: false });
  });

  it('creates a composite of three places; they leave the eligible list and show as already in one', async () => {
    composite = await createComposite('Vaasan kiinteistöt', ['P-1', 'P-2', 'P-3']);
    expect(composite.members.map((m) => m.locationIdentifier)).toEqual(['P-1', 'P-2', 'P-3']);
    expect(composite.members.every((m) => m.isAlreadyACompositeLocation)).toBe(true);
    const eligible = (await main.get(company(mainId, 'compositeEligible'))).json() as { places: { locationIdentifier: string }[] };
    expect(eligible.places.map((p) => p.locationIdentifier).sort()).toEqual(['P-4', 'P-HOURLY']);
    const existing = (await main.get(company(mainId, 'compositeExisting'))).json() as { composites: CompositeWire[] };
    expect(existing.composites.map((c) => c.compositeLocationIdentifier)).toEqual([composite.compositeLocationIdentifier]);
    const detail = (await main.get(location(mainId, composite.compositeLocationIdentifier, 'detail'))).json() as PlaceDetail;
    expect(detail).toMatchObject({ isNotACompositeLocation: false, isAlreadyACompositeLocation: false, name: 'Vaasan kiinteistöt' });
  });

  it.each([
    ['2025-10-26', 100],
    ['2025-03-30', 92],
  ])('sums the members interval by interval on %s (%i quarters)', async (date, quarters) => {
    const whole = await graph(composite.compositeLocationIdentifier, `mode=day&date=${date}&resolution=PT15M`);
    const parts = await Promise.all(['P-1', 'P-2', 'P-3'].map((id) => graph(id, `mode=day&date=${date}&resolution=PT15M`)));
    expect(whole.points).toHaveLength(quarters);
    whole.points.forEach((point, i) => {
      const expected = parts.reduce((sum, part) => sum + units((part.points[i]!.kwh ?? 0).toFixed(4)), 0n);
      expect(units(point.kwh!.toFixed(4)), `${point.start}`).toBe(expected);
      expect(point.missingIntervals).toBe(parts.reduce((sum, part) => sum + part.points[i]!.missingIntervals, 0));
    });
    expect(units(whole.totalKwh)).toBe(parts.reduce((sum, part) => sum + units(part.totalKwh), 0n));
  });

  it("gives the composite's month and year totals as the exact sum of the members' raw rows", async () => {
    const { rows } = await server.db.query<{ kwh: string }>(
      `select (sum(kwh) * 10000)::int8::text as kwh from meter_readings r join locations l using (metering_point_id)
        where l.location_identifier in ('P-1', 'P-2', 'P-3') and r.start_utc >= '2025-09-30T21:00:00Z' and r.start_utc < '2025-10-31T22:00:00Z'`,
    );
    const month = await graph(composite.compositeLocationIdentifier, 'mode=month&date=2025-10-15');
    expect(month.points).toHaveLength(31);
    expect(units(month.totalKwh)).toBe(BigInt(rows[0]!.kwh));
    const year = await graph(composite.compositeLocationIdentifier, 'mode=year&date=2025-01-01');
    expect(year.points).toHaveLength(12);
    expect(units(year.totalKwh)).toBe(
      units(month.totalKwh) + units((await graph(composite.compositeLocationIdentifier, 'mode=month&date=2025-03-01')).totalKwh),
    );
  });

  it("gives the composite's previous month in current, from the rollups, equal to the month view", async () => {
    // The clock is 3.11.2025: the previous month is October, of which the fixtures have every day.
    const current = await main.get(location(mainId, composite.compositeLocationIdentifier, 'current'));
    const month = await graph(composite.compositeLocationIdentifier, 'mode=month&date=2025-10-01');
    expect(current.json().previousMonthKwh).toBe(Number(month.totalKwh));
    expect(current.json().yesterdayKwh).toBeNull();
  });

  it('answers every detail route for a composite', async () => {
    for (const op of ['detail', 'contracts', 'current', 'averages', 'additionalServices', 'graph?mode=week&date=2025-10-26']) {
      const response = await main.get(location(mainId, composite.compositeLocationIdentifier, op));
      expect(response.statusCode, `${op}: ${response.body}`).toBe(200);
    }
  });

  it('refuses a place already in a composite, production, mixed companies and a one-place composite, changing nothing', async () => {
    const cases: [readonly string[], number][] = [
      [['P-1', 'P-4'], 400],
      [['P-4', 'P-SOLAR'], 400],
      [['P-4'], 400],
      [['P-4', 'F-1'], 404],
    ];
    for (const [ids, status] of cases) {
      const response = await main.post(company(mainId, 'createCompositeLocation'), { name: 'X', locationIdentifiers: ids });
      expect(response.statusCode, ids.join()).toBe(status);
      if (status === 400) expect(response.json().error.field).toBe('body.locationIdentifiers');
    }
    const existing = (await main.get(company(mainId, 'compositeExisting'))).json() as { composites: CompositeWire[] };
    expect(existing.composites).toHaveLength(1);
  });

  it('modifies the members and name, then separates the composite', async () => {
    const id = composite.compositeLocationIdentifier;
    const modified = await main.post(location(mainId, id, 'modifyCompositeLocation'), { name: 'Uusi nimi', locationIdentifiers: ['P-1', 'P-4'] });
    expect(modified.statusCode, modified.body).toBe(200);
    expect(modified.json()).toMatchObject({ name: 'Uusi nimi', members: [{ locationIdentifier: 'P-1' }, { locationIdentifier: 'P-4' }] });
    const eligible = (await main.get(company(mainId, 'compositeEligible'))).json() as { places: { locationIdentifier: string }[] };
    expect(eligible.places.map((p) => p.locationIdentifier).sort()).toEqual(['P-2', 'P-3', 'P-HOURLY']);
    expect((await main.post(location(mainId, id, 'separateCompositeLocation'), {})).statusCode).toBe(204);
    expect((await main.get(location(mainId, id, 'detail'))).statusCode).toBe(404);
    composite = await createComposite('Vaasan kiinteistöt', ['P-1', 'P-2', 'P-3']);
    currentComposite = composite;
  });
});

describe('access', () => {
  it("answers 404 for another company, its places and composites, and a plain place's modify", async () => {
    const otherClient = await server.loginAs(OTHER);
    const theirs = await otherClient.post(company(otherId, 'createCompositeLocation', OTHER_COMPANY), {
      name: 'T',
      locationIdentifiers: ['F-1', 'F-2'],
    });
    expect(theirs.statusCode).toBe(201);
    const theirComposite = (theirs.json() as CompositeWire).compositeLocationIdentifier;
    expect((await main.get(company(mainId, 'compositeEligible', OTHER_COMPANY))).statusCode).toBe(404);
    expect((await main.get(location(mainId, 'F-1', 'detail'))).statusCode).toBe(404);
    expect((await main.get(location(mainId, theirComposite, 'graph') + '?date=2025-10-01')).statusCode).toBe(404);
    expect((await main.get(location(mainId, theirComposite, 'detail', OTHER_COMPANY))).statusCode).toBe(404);
    expect(
      (await main.post(location(mainId, theirComposite, 'modifyCompositeLocation'), { name: 'x', locationIdentifiers: ['P-1', 'P-4'] })).statusCode,
    ).toBe(404);
    expect((await main.post(location(mainId, 'P-4', 'modifyCompositeLocation'), { name: 'x', locationIdentifiers: ['P-1', 'P-4'] })).statusCode).toBe(
      404,
    );
    expect((await main.get(location(mainId, 'NO-SUCH', 'detail'))).statusCode).toBe(404);
  });

  it('answers 401 without a session', async () => {
    expect((await server.client().get(location(mainId, 'P-1', 'detail'))).statusCode).toBe(401);
  });

  it('lets a READ_ONLY sub-user read their places but not write, and hides composites not wholly theirs', async () => {
    expect((await sub.get(location(subId, 'P-1', 'detail'))).statusCode).toBe(200);
    expect((await sub.get(location(subId, 'P-4', 'detail'))).statusCode).toBe(404);
    const write = await sub.post(location(subId, 'P-1', 'setLocationDetails'), { floorAreaM2: 100 });
    expect(write.statusCode).toBe(403);
    expect((await sub.post(company(subId, 'createCompositeLocation'), { name: 'S', locationIdentifiers: ['P-1', 'P-2'] })).statusCode).toBe(403);
    const existing = (await sub.get(company(subId, 'compositeExisting'))).json() as { composites: CompositeWire[] };
    expect(existing.composites).toEqual([]);
    const { rows } = await server.db.query('select 1 from b2b_location_details');
    expect(rows).toHaveLength(0);
  });
});

describe('setLocationDetails', () => {
  it('saves the floor area and cost centre, and names the field of bad input with 400', async () => {
    const bad = await main.post(location(mainId, 'P-4', 'setLocationDetails'), { floorAreaM2: -5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('body.floorAreaM2');
    const unknown = await main.post(location(mainId, 'P-4', 'setLocationDetails'), { colour: 'red' });
    expect(unknown.statusCode).toBe(400);
    const saved = await main.post(location(mainId, 'P-4', 'setLocationDetails'), { floorAreaM2: 1250.5, costCentre: 'KP-104', name: 'Varasto' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ floorAreaM2: 1250.5, costCentre: 'KP-104', name: 'Varasto' });
    const again = await main.post(location(mainId, 'P-4', 'setLocationDetails'), { costCentre: null });
    expect(again.json()).toMatchObject({ floorAreaM2: 1250.5, costCentre: null });
  });
});

describe('company views', () => {
  it('answers 403 to a B2C-only user on B2B routes', async () => {
    const person = await server.loginAs(PERSON);
    const personId = server.users[PERSON]!.id;
    expect((await person.get(location(personId, 'P-1', 'detail'))).statusCode).toBe(403);
    expect((await person.get(company(personId, 'compositeEligible'))).statusCode).toBe(403);
  });

  it('compares places by kWh/m² with the outlier first', async () => {
    // P-3's floor area is a tenth of the others': its kWh/m² is ten times theirs.
    for (const [id, area] of [
      ['P-1', 1000],
      ['P-2', 1000],
      ['P-3', 100],
      ['P-4', 1000],
      ['P-HOURLY', 1000],
    ] as const) {
      expect((await main.post(location(mainId, id, 'setLocationDetails'), { floorAreaM2: area })).statusCode).toBe(200);
    }
    const response = await main.get(`${company(mainId, 'listComparisons')}?by=kwhPerM2&year=2025`);
    expect(response.statusCode, response.body).toBe(200);
    const { rows } = response.json() as ComparisonsResponse;
    expect(rows[0]).toMatchObject({ locationIdentifier: 'P-3', outlier: true });
    expect(rows.filter((r) => r.outlier).map((r) => r.locationIdentifier)).toEqual(['P-3', 'P-HOURLY']);
    const p1 = rows.find((r) => r.locationIdentifier === 'P-1')!;
    expect(p1.months[9]).toBeGreaterThan(0);
    expect(p1.totalKwh).toBeCloseTo(
      p1.months.reduce((a, b) => a + b, 0),
      3,
    );
    const bad = await main.get(`${company(mainId, 'listComparisons')}?by=kwhPerM2&year=19`);
    expect(bad.json().error.field).toBe('query.year');
  });

  it('gives a CSV of a selection in the consumption conventions, a composite adding its members', async () => {
    const response = await main.put(company(mainId, 'csv'), {
      locationIdentifiers: ['P-4', composite().compositeLocationIdentifier],
      from: '2025-10-26',
      to: '2025-10-26',
      resolution: 'PT1H',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Käyttöpaikka;Nimi;Alkuaika;Loppuaika;Kulutus (kWh);Laatu');
    // 25 hours on the autumn DST day for each of four places (P-4 and the composite's three), then the final CRLF.
    expect(lines).toHaveLength(1 + 4 * 25 + 1);
    // Each place under its own name: the caller's display name (set above), a member's official one.
    expect(lines[1]).toMatch(/^P-4;Varasto;26\.10\.2025 00:00;26\.10\.2025 01:00;\d+,\d{4};mitattu$/);
    expect(lines.some((line) => line.startsWith('P-1;Kiinteistö P-1;'))).toBe(true);
    expect(lines.some((line) => line.startsWith('P-2;') && line.endsWith(';puuttuu'))).toBe(true);
    expect(lines[25]).toMatch(/;26\.10\.2025 23:00;26\.10\.2025 24:00;/);
    const foreign = await main.put(company(mainId, 'csv'), { locationIdentifiers: ['F-1'], from: '2025-10-26', to: '2025-10-26' });
    expect(foreign.statusCode).toBe(404);
    const backwards = await main.put(company(mainId, 'csv'), { locationIdentifiers: ['P-1'], from: '2025-10-26', to: '2025-10-01' });
    expect(backwards.json().error.field).toBe('body.to');
  });

  it('lists prices with the VAT of today and an empty invoice list without the invoices plugin', async () => {
    const pricing = await main.get(company(mainId, 'pricing'));
    expect(pricing.statusCode, pricing.body).toBe(200);
    expect(pricing.json().places[0]).toMatchObject({ vatPercent: 25.5 });
    const invoices = await main.get(company(mainId, 'invoices'));
    expect(invoices.json()).toEqual({ invoices: [], totalAmount: 0 });
    const check = await main.get(`${company(mainId, 'invoiceCheck')}?year=2025`);
    expect(check.json()).toEqual({ rows: [] });
    expect((await main.get(`${company(mainId, 'invoiceCheck')}?year=x`)).json().error.field).toBe('query.year');
  });
});
