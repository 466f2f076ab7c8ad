import { startTestServer, type ApiClient, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { B2B_API, LIST_SORT_KEYS, type ListSortKey, type ListSummaryResponse, type SortDirection } from '../contract';
import { b2bServerPlugin } from '../server';
import { alertCountsFixturePlugin, customership, fixturePlaces, grant, insertPlaces, meterHours, type FixturePlace } from './test/listFixture';

/** The company place list on the real server and database (issue 15). Clock: 15.1.2026, so "last month" is 12/2025. */
let server: TestServer;
const MAIN = 'paakayttaja@example.fi';
const SUB = 'alikayttaja@example.fi';
const CONSUMER = 'kuluttaja@example.fi';
const FOREIGN = 'toinen@example.fi';
const CODE = '1500500';
const FOREIGN_CODE = '1500600';
const places = fixturePlaces('B2B', 45, 5000);
const foreignPlaces = fixturePlaces('OTHER', 2, 6000);
const subPlaces = [places[3]!, places[10]!, places[40]!];
const alerts = new Map(places.map((p, i) => [p.id, { enabled: i % 4, triggered: i % 3 === 0 ? 1 : 0 }]));
let main: ApiClient;
let mainId: string;

const summaryUrl = (query: string, client = MAIN, code = CODE) => `${B2B_API.listSummary(code, server.users[client]!.id)}?${query}`;

async function allPages(sort: ListSortKey, direction: SortDirection, client: ApiClient = main, extra = ''): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; page <= 3; page++) {
    const response = await client.get(summaryUrl(`page=${page}&sort=${sort}&direction=${direction}${extra}`));
    expect(response.statusCode, response.body).toBe(200);
    ids.push(...(response.json() as ListSummaryResponse).places.map((p) => p.locationIdentifier));
  }
  return ids;
}

/** The order the list must have, computed here: nulls last both ways, ties by identifier in the same direction. */
function expectedOrder(sort: ListSortKey, direction: SortDirection, order: readonly string[] = []): string[] {
  const key = (p: FixturePlace): string | number | null => {
    switch (sort) {
      case 'address':
        return p.street.toLowerCase();
      case 'name':
        return p.name.toLowerCase();
      case 'company':
        return p.reference?.toLowerCase() ?? null;
      case 'labels':
        return p.labels.length
          ? [...p.labels]
              .sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1))
              .join(', ')
              .toLowerCase()
          : null;
      case 'alertsEnabled':
        return alerts.get(p.id)!.enabled;
      case 'alertsTriggered':
        return alerts.get(p.id)!.triggered;
      case 'contentOrder':
        return order.includes(p.id) ? order.indexOf(p.id) : null;
    }
  };
  const sign = direction === 'asc' ? 1 : -1;
  return [...places]
    .sort((a, b) => {
      const x = key(a);
      const y = key(b);
      if (x !== y) {
        if (x === null) return 1;
        if (y === null) return -1;
        return (x < y ? -1 : 1) * sign;
      }
      return (a.id < b.id ? -1 : 1) * sign;
    })
    .map((p) => p.id);
}

beforeAll(async () => {
  server = await startTestServer({
    plugins: [b2bServerPlugin, alertCountsFixturePlugin],
    company: { pluginIds: ['b2b', 'alert-counts-fixture'] },
    users: [
      { email: MAIN, uiMode: 'B2B' },
      { email: SUB, uiMode: 'B2B' },
      { email: CONSUMER, uiMode: 'B2C' },
      { email: FOREIGN, uiMode: 'B2B' },
    ],
  });
  const db = server.db;
  const id = (email: string) => server.users[email]!.id;
  mainId = id(MAIN);
  await customership(db, mainId, CODE, 'B2B', 'Testi Kiinteistöt Oy');
  await customership(db, id(SUB), CODE, 'B2B', 'Testi Kiinteistöt Oy');
  await customership(db, id(CONSUMER), '1000900', 'B2C');
  await customership(db, id(FOREIGN), FOREIGN_CODE, 'B2B', 'Toinen Oy');
  await insertPlaces(db, CODE, places);
  await insertPlaces(db, FOREIGN_CODE, foreignPlaces);
  await grant(db, mainId, places, 'owner');
  await grant(db, id(SUB), subPlaces, 'subUser', 'READ_ONLY');
  await grant(db, id(FOREIGN), foreignPlaces, 'owner');
  for (const [place, count] of alerts) {
    await db.query('insert into fixture_alerts values ($1, $2, $3, $4)', [mainId, place, count.enabled, count.triggered]);
  }
  // December 2025 in Helsinki is 30.11. 22:00Z – 31.12. 22:00Z; the November hours must not count.
  await meterHours(db, places[0]!, '2025-11-30T22:00:00Z', '2025-12-31T22:00:00Z', (i) => 1 + (i % 5) * 0.25);
  await meterHours(db, places[1]!, '2025-11-29T22:00:00Z', '2025-12-31T22:00:00Z', () => 2.5);
  await meterHours(db, places[2]!, '2025-12-10T00:00:00Z', '2025-12-11T00:00:00Z', () => 0.1234);
  await db.query(
    `insert into contracts (id, location_identifier, contract_type, product_name, pricing, fixed_price_c_kwh, basic_fee_eur_month, start_date)
     values ('C-B2B-1', $1, 'ELECTRICITY', 'Kiinteä', 'FIXED', 10.5, 4.90, '2025-01-01')`,
    [places[1]!.id],
  );
  main = await server.loginAs(MAIN);
});

afterAll(async () => {
  await server?.close();
});

describe('GET listSummary', () => {
  it('answers 401 without a session, 403 to a B2C-only user, 404 for a company or user id the caller does not reach', async () => {
    expect((await server.client().get(summaryUrl('page=1'))).statusCode).toBe(401);
    const consumer = await server.loginAs(CONSUMER);
    const refused = await consumer.get(summaryUrl('page=1', CONSUMER));
    expect(refused.statusCode).toBe(403);
    expect((await main.get(summaryUrl('page=1', MAIN, FOREIGN_CODE))).statusCode).toBe(404);
    expect((await main.get(summaryUrl('page=1', MAIN, '9999999'))).statusCode).toBe(404);
    expect((await main.get(`${B2B_API.listSummary(CODE, server.users[FOREIGN]!.id)}?page=1`)).statusCode).toBe(404);
  });

  it('pages 20 places at a time, with the totals of the whole list on every page', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map(async (page) => (await main.get(summaryUrl(`page=${page}`))).json() as ListSummaryResponse));
    expect(pages.map((page) => page.places.length)).toEqual([20, 20, 5, 0]);
    for (const page of pages) expect(page.totals.places).toBe(45);
    expect(new Set(pages.flatMap((page) => page.places.map((p) => p.locationIdentifier))).size).toBe(45);
    expect(pages[0]).toMatchObject({
      company: { customerCode: CODE, name: 'Testi Kiinteistöt Oy' },
      pageSize: 20,
      sort: 'address',
      direction: 'asc',
    });
    expect(pages[0]!.companies).toEqual([{ customerCode: CODE, name: 'Testi Kiinteistöt Oy' }]);
  });

  it.each(
    LIST_SORT_KEYS.filter((key) => key !== 'contentOrder').flatMap(
      (key) =>
        [
          [key, 'asc'],
          [key, 'desc'],
        ] as const,
    ),
  )('sorts by %s %s across the pages', async (sort, direction) => {
    expect(await allPages(sort, direction)).toEqual(expectedOrder(sort, direction));
  });

  it('sorts by the content order the user set, both ways, the places left out after the named ones', async () => {
    const wanted = [places[44]!.id, places[7]!.id, places[20]!.id];
    const set = await main.post(B2B_API.setContentOrder(CODE, mainId), { locationIdentifiers: wanted });
    expect(set.statusCode, set.body).toBe(204);
    const asc = await allPages('contentOrder', 'asc');
    expect(asc.slice(0, 3)).toEqual(wanted);
    expect(asc).toHaveLength(45);
    expect((await allPages('contentOrder', 'desc')).slice(-3)).toEqual([...wanted].reverse());
  });

  it('answers 404 for a content order naming a place of another company, and changes nothing', async () => {
    const before = await allPages('contentOrder', 'asc');
    const response = await main.post(B2B_API.setContentOrder(CODE, mainId), { locationIdentifiers: [places[0]!.id, foreignPlaces[0]!.id] });
    expect(response.statusCode).toBe(404);
    expect(await allPages('contentOrder', 'asc')).toEqual(before);
  });

  it('answers 400 naming the field for a bad sort key or page', async () => {
    expect((await main.get(summaryUrl('sort=price'))).json().error.field).toBe('query.sort');
    expect((await main.get(summaryUrl('page=0'))).json().error.field).toBe('query.page');
  });

  it("totals last month's consumption from the monthly rollups, equal to the raw hours of that month", async () => {
    const { rows } = await server.db.query<{ kwh: string }>(
      `select sum(kwh)::numeric(18, 3)::text as kwh from meter_readings
        where start_utc >= '2025-11-30T22:00:00Z' and start_utc < '2025-12-31T22:00:00Z'`,
    );
    const page = (await main.get(summaryUrl('page=1'))).json() as ListSummaryResponse;
    expect(page.totals.month).toBe('2025-12');
    expect(page.totals.consumptionKwh).toBe(rows[0]!.kwh);
    // 31 days × 24 h × 2,5 kWh at 10,5 c/kWh plus the 4,90 € basic fee; the other places have no contract.
    expect(page.totals.costEur).toBe((744 * 2.5 * 0.105 + 4.9).toFixed(2));
    const one = (await main.get(summaryUrl(`search=${places[2]!.id}`))).json() as ListSummaryResponse;
    expect(one.places.map((p) => p.consumptionLastMonthKwh)).toEqual([(24 * 0.1234).toFixed(3)]);
    expect(one.totals.consumptionKwh).toBe((24 * 0.1234).toFixed(3));
  });

  it('filters by text in the address, name, identifier or label, and by one label, the totals following', async () => {
    const byAddress = (await main.get(summaryUrl(`search=${encodeURIComponent(places[5]!.street)}`))).json() as ListSummaryResponse;
    expect(byAddress.places.map((p) => p.locationIdentifier)).toEqual([places[5]!.id]);
    const byIdentifier = (await main.get(summaryUrl('search=b2b-04'))).json() as ListSummaryResponse;
    expect(byIdentifier.totals.places).toBe(6); // B2B-040 ... B2B-045
    const labelled = places.filter((p) => p.labels.includes('Koulut')).map((p) => p.id);
    const byLabel = (await main.get(summaryUrl('label=Koulut&sort=name'))).json() as ListSummaryResponse;
    expect(byLabel.totals.places).toBe(labelled.length);
    for (const p of byLabel.places) expect(p.labels).toContain('Koulut');
    expect(byLabel.labels).toEqual(['Helsinki', 'Koulut', 'Vaasa', 'kirjasto']);
    // A % typed by the user is a character, not a wildcard.
    expect(((await main.get(summaryUrl('search=%25'))).json() as ListSummaryResponse).totals.places).toBe(0);
  });

  it('shows a sub-user only the places granted to them, with their read-only right', async () => {
    const sub = await server.loginAs(SUB);
    const page = (await sub.get(summaryUrl('page=1', SUB))).json() as ListSummaryResponse;
    expect(page.places.map((p) => p.locationIdentifier).sort()).toEqual(subPlaces.map((p) => p.id).sort());
    expect(page.places.every((p) => p.accessRight === 'READ_ONLY')).toBe(true);
    expect(page.totals.places).toBe(3);
  });
});

describe('GET companies', () => {
  it("lists the caller's business customers, none for a B2C-only user's B2B side (403)", async () => {
    expect((await main.get(B2B_API.companies(mainId))).json()).toEqual({ companies: [{ customerCode: CODE, name: 'Testi Kiinteistöt Oy' }] });
    const consumer = await server.loginAs(CONSUMER);
    expect((await consumer.get(B2B_API.companies(server.users[CONSUMER]!.id))).statusCode).toBe(403);
  });
});

describe('GET listSearch', () => {
  it('suggests up to ten of the caller’s places with the field that matched', async () => {
    const answer = await main.get(`${B2B_API.listSearch(CODE, mainId)}?q=${encodeURIComponent('kirjasto')}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const matches = answer.json().matches as { matchedOn: string; locationIdentifier: string }[];
    expect(matches.length).toBe(Math.min(10, places.filter((p) => p.labels.includes('kirjasto')).length));
    expect(new Set(matches.map((m) => m.matchedOn))).toEqual(new Set(['label']));
    const byName = (await main.get(`${B2B_API.listSearch(CODE, mainId)}?q=${encodeURIComponent(places[8]!.name)}`)).json();
    expect(byName.matches[0]).toMatchObject({ locationIdentifier: places[8]!.id, matchedOn: 'name' });
    expect((await main.get(`${B2B_API.listSearch(CODE, mainId)}?q=OTHER-001`)).json().matches).toEqual([]);
    expect((await main.get(`${B2B_API.listSearch(CODE, mainId)}?q=`)).json().error.field).toBe('query.q');
  });
});

describe('PUT addLabels / removeLabels', () => {
  it('adds and removes labels on a place, the label filter following', async () => {
    const place = places[4]!.id;
    const added = await main.put(B2B_API.addLabels(CODE, mainId, place), { labels: ['Energiakatselmus', ' Koulut '] });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().labels).toEqual(expect.arrayContaining(['Energiakatselmus', 'Koulut']));
    const filtered = (await main.get(summaryUrl('label=Energiakatselmus'))).json() as ListSummaryResponse;
    expect(filtered.places.map((p) => p.locationIdentifier)).toEqual([place]);
    const removed = await main.put(B2B_API.removeLabels(CODE, mainId, place), { labels: ['Energiakatselmus'] });
    expect(removed.json().labels).not.toContain('Energiakatselmus');
    expect(((await main.get(summaryUrl('label=Energiakatselmus'))).json() as ListSummaryResponse).totals.places).toBe(0);
  });

  it('refuses a read-only sub-user (403), a foreign place (404) and a bad label (400 naming it), changing nothing', async () => {
    const sub = await server.loginAs(SUB);
    const subId = server.users[SUB]!.id;
    expect((await sub.put(B2B_API.addLabels(CODE, subId, subPlaces[0]!.id), { labels: ['X'] })).statusCode).toBe(403);
    expect((await main.put(B2B_API.addLabels(CODE, mainId, foreignPlaces[0]!.id), { labels: ['X'] })).statusCode).toBe(404);
    expect((await main.put(B2B_API.addLabels(FOREIGN_CODE, mainId, places[0]!.id), { labels: ['X'] })).statusCode).toBe(404);
    const bad = await main.put(B2B_API.addLabels(CODE, mainId, places[0]!.id), { labels: ['x'.repeat(41)] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('body.labels.0');
    const { rows } = await server.db.query(`select 1 from location_labels where label in ('X', $1)`, ['x'.repeat(41)]);
    expect(rows).toEqual([]);
  });
});

describe('POST csv', () => {
  it('gives every place of the filtered list in its order, in the consumption CSV conventions', async () => {
    const response = await main.post(B2B_API.csv(CODE, mainId), { sort: 'name', direction: 'desc', language: 'fi' });
    expect(response.statusCode, response.body).toBe(200);
    const { csv, fileName } = response.json() as { csv: string; fileName: string };
    expect(fileName).toBe(`kayttopaikat-${CODE}-2025-12.csv`);
    expect(csv.startsWith('\uFEFFKäyttöpaikka;Nimi;')).toBe(true);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(46);
    expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual(expectedOrder('name', 'desc'));
    const first = lines.find((line) => line.startsWith(`${places[1]!.id};`))!;
    expect(first.endsWith(';1\u00a0860,000')).toBe(true); // 744 h × 2,5 kWh, Finnish format (comma, no-break space)
    const koulut = (await main.post(B2B_API.csv(CODE, mainId), { label: 'Koulut', language: 'en' })).json().csv as string;
    expect(koulut.split('\r\n')[0]).toContain('Place;Name;');
    expect(koulut.trimEnd().split('\r\n')).toHaveLength(1 + places.filter((p) => p.labels.includes('Koulut')).length + 1);
  });
});
