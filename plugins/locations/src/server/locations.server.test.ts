import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  createTestUser,
  grantLocationAccess,
  loggedInClient,
  startTestServer,
  TEST_COMPANY,
  type ApiClient,
  type TestServer,
} from '@portal/core/server/testing';
import type { ContentResponse } from '../contract/locations';
import { locationsServerPlugin } from '../server';
import { insertFixedContract, insertLocation } from './test/locationFixtures';

/**
 * The locations routes on the real server and the embedded database: session, own-user check,
 * location access (owner, READ_ONLY sub-user, stranger), validation and the content order.
 */
let server: TestServer;
let owner: { id: string; client: ApiClient };
let subUser: { id: string; client: ApiClient };
let stranger: { id: string; client: ApiClient };

const base = (userId: string) => `/api/v2/servicelocation/user/${userId}`;
const ids = (body: ContentResponse) => body.content.map((item) => item.location.locationIdentifier);

beforeAll(async () => {
  server = await startTestServer({
    plugins: [locationsServerPlugin],
    company: { ...TEST_COMPANY, pluginIds: ['locations'] },
  });
  const { db } = server.database;
  const users = await Promise.all(['owner@example.fi', 'sub@example.fi', 'stranger@example.fi'].map((email) => createTestUser(db, { email })));
  const [ownerUser, subUserRecord, strangerUser] = users as [(typeof users)[0], (typeof users)[0], (typeof users)[0]];

  // Addresses sort B, C, D: the order content has before anyone reorders it.
  await insertLocation(db, { id: 'L-HOME', utility: 'ELECTRICITY', street: 'Bulevardi 2', customerCode: 'C1', serial: 1 });
  await insertLocation(db, { id: 'L-HEAT', utility: 'DISTRICT_HEATING', street: 'Citykatu 5', customerCode: 'C1', serial: 2 });
  await insertLocation(db, { id: 'L-CABIN', utility: 'ELECTRICITY', street: 'Daalintie 9', customerCode: 'C1', serial: 3 });
  await insertLocation(db, { id: 'L-FOREIGN', utility: 'ELECTRICITY', street: 'Aapistie 1', customerCode: 'C2', serial: 4 });
  await insertFixedContract(db, 'K-HOME', 'L-HOME', 'ELECTRICITY', 8);
  await insertFixedContract(db, 'K-HEAT', 'L-HEAT', 'DISTRICT_HEATING', 10);
  for (const id of ['L-HOME', 'L-HEAT', 'L-CABIN'])
    await grantLocationAccess(db, { userId: ownerUser.id, locationIdentifier: id, relation: 'owner', right: 'FULL_ACCESS' });
  for (const id of ['L-HOME', 'L-HEAT'])
    await grantLocationAccess(db, { userId: subUserRecord.id, locationIdentifier: id, relation: 'subUser', right: 'READ_ONLY' });
  await grantLocationAccess(db, { userId: strangerUser.id, locationIdentifier: 'L-FOREIGN', relation: 'owner', right: 'FULL_ACCESS' });

  owner = { id: ownerUser.id, client: await loggedInClient(server.app, 'owner@example.fi') };
  subUser = { id: subUserRecord.id, client: await loggedInClient(server.app, 'sub@example.fi') };
  stranger = { id: strangerUser.id, client: await loggedInClient(server.app, 'stranger@example.fi') };
});

afterAll(async () => {
  await server?.close();
});

describe('GET content', () => {
  it('gives the owner their places, unordered ones by address, with the contract and access right', async () => {
    const response = await owner.client.get(`${base(owner.id)}/content`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as ContentResponse;
    expect(ids(body)).toEqual(['L-HOME', 'L-HEAT', 'L-CABIN']);
    expect(body.content[0]).toMatchObject({
      utilityType: 'ELECTRICITY',
      contentType: 'CONTRACTS',
      contractType: 'ELECTRICITY',
      contentOwnerId: 'C1',
      order: 0,
      accessRight: 'FULL_ACCESS',
      location: { locationIdentifier: 'L-HOME', displayName: null, name: 'Official L-HOME', address: 'Bulevardi 2, 65100 Vaasa' },
    });
    expect(body.content[0]?.meteringPointId).toMatch(/^643\d{15}$/);
    // No contract in force: the place is offered one of its utility's kind.
    expect(body.content[2]).toMatchObject({ contentType: 'CREATE_CONTRACT', contractType: 'ELECTRICITY' });
  });

  it("gives each place its features in name order, its business customer's name, and none for a place without them", async () => {
    const { db } = server.database;
    await db.query(
      `insert into location_features (location_identifier, feature, enabled, read_only, qualifiers) values
         ('L-HOME', 'consumptionBudget', true, false, '[]'),
         ('L-HOME', 'annualEstimate', true, true, '[{"type": "SOURCE", "description": "Datahub"}]')`,
    );
    await db.query(
      `insert into customerships (user_id, company, customer_code, customer_type, business_id, business_name)
       values ($1, 'VARE', 'C1', 'B2B', '2734562-6', 'Kiinteistö Testi Oy')`,
      [owner.id],
    );
    try {
      const body = (await owner.client.get(`${base(owner.id)}/content`)).json() as ContentResponse;
      expect(body.content[0]?.features).toEqual([
        { feature: 'annualEstimate', enabled: true, readOnly: true, qualifiers: [{ type: 'SOURCE', description: 'Datahub' }] },
        { feature: 'consumptionBudget', enabled: true, readOnly: false, qualifiers: [] },
      ]);
      expect(body.content[1]?.features).toEqual([]);
      expect(body.content.map((item) => item.companyName)).toEqual(['Kiinteistö Testi Oy', 'Kiinteistö Testi Oy', 'Kiinteistö Testi Oy']);
    } finally {
      await db.query(`delete from location_features where location_identifier = 'L-HOME'`);
      await db.query(`delete from customerships where user_id = $1`, [owner.id]);
    }
  });

  it('needs a session (401) and answers 404 for another user id', async () => {
    expect((await apiClient(server.app).get(`${base(owner.id)}/content`)).statusCode).toBe(401);
    const other = await stranger.client.get(`${base(owner.id)}/content`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('shows a read-only sub-user their places as READ_ONLY', async () => {
    const body = (await subUser.client.get(`${base(subUser.id)}/content`)).json() as ContentResponse;
    expect(ids(body)).toEqual(['L-HOME', 'L-HEAT']);
    expect(body.content.every((item) => item.accessRight === 'READ_ONLY')).toBe(true);
  });
});

describe("another user's place", () => {
  it('answers 404 on every location route, exactly like a missing one', async () => {
    const foreign = `${base(owner.id)}/location/L-FOREIGN`;
    const missing = `${base(owner.id)}/location/L-NOPE`;
    for (const path of [foreign, missing]) {
      expect((await owner.client.get(`${path}/details`)).statusCode).toBe(404);
      expect((await owner.client.get(`${path}/contracts`)).statusCode).toBe(404);
      expect((await owner.client.post(`${path}/name`, { displayName: 'Mine now' })).statusCode).toBe(404);
    }
    const reorder = await owner.client.post(`${base(owner.id)}/setContentOrder`, {
      locationIdentifiers: ['L-FOREIGN', 'L-HOME'],
    });
    expect(reorder.statusCode).toBe(404);
    const names = await server.database.db.query('select * from location_names where location_identifier = $1', ['L-FOREIGN']);
    expect(names.rows).toHaveLength(0);
  });
});

describe('READ_ONLY sub-user', () => {
  it('may not rename (403) and nothing changes', async () => {
    const response = await subUser.client.post(`${base(subUser.id)}/location/L-HOME/name`, { displayName: 'Hacked' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    const names = await server.database.db.query('select * from location_names where location_identifier = $1', ['L-HOME']);
    expect(names.rows).toHaveLength(0);
  });

  it('may not reorder (403) and nothing changes', async () => {
    const response = await subUser.client.post(`${base(subUser.id)}/setContentOrder`, {
      locationIdentifiers: ['L-HEAT', 'L-HOME'],
    });
    expect(response.statusCode).toBe(403);
    const order = await server.database.db.query('select * from content_order where user_id = $1', [subUser.id]);
    expect(order.rows).toHaveLength(0);
    const body = (await subUser.client.get(`${base(subUser.id)}/content`)).json() as ContentResponse;
    expect(ids(body)).toEqual(['L-HOME', 'L-HEAT']);
  });

  it('may still read the details', async () => {
    expect((await subUser.client.get(`${base(subUser.id)}/location/L-HEAT/details`)).statusCode).toBe(200);
  });
});

describe('validation', () => {
  it('answers 400 naming the field, and changes nothing', async () => {
    const empty = await owner.client.post(`${base(owner.id)}/location/L-HOME/name`, { displayName: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: { code: 'BAD_REQUEST', field: 'body.displayName' } });

    const tooLong = await owner.client.post(`${base(owner.id)}/location/L-HOME/name`, { displayName: 'x'.repeat(61) });
    expect(tooLong.json()).toMatchObject({ error: { field: 'body.displayName' } });

    const missing = await owner.client.post(`${base(owner.id)}/setContentOrder`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: { field: 'body.locationIdentifiers' } });

    const twice = await owner.client.post(`${base(owner.id)}/setContentOrder`, { locationIdentifiers: ['L-HOME', 'L-HOME'] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ error: { field: 'body.locationIdentifiers' } });

    const badQuery = await owner.client.get(`${base(owner.id)}/location/L-HOME/contracts?contractType=GAS`);
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json()).toMatchObject({ error: { field: 'query.contractType' } });

    const names = await server.database.db.query('select * from location_names where user_id = $1', [owner.id]);
    expect(names.rows).toHaveLength(0);
  });
});

describe('writes', () => {
  it('reorders, and content comes back in the new order (now and on the next read)', async () => {
    const response = await owner.client.post(`${base(owner.id)}/setContentOrder`, {
      locationIdentifiers: ['L-CABIN', 'L-HOME', 'L-HEAT'],
    });
    expect(response.statusCode).toBe(200);
    expect(ids(response.json() as ContentResponse)).toEqual(['L-CABIN', 'L-HOME', 'L-HEAT']);
    const again = (await owner.client.get(`${base(owner.id)}/content`)).json() as ContentResponse;
    expect(ids(again)).toEqual(['L-CABIN', 'L-HOME', 'L-HEAT']);
    expect(again.content.map((item) => item.order)).toEqual([0, 1, 2]);
    // The order is the owner's own: the sub-user sharing two of the places keeps theirs.
    const sub = (await subUser.client.get(`${base(subUser.id)}/content`)).json() as ContentResponse;
    expect(ids(sub)).toEqual(['L-HOME', 'L-HEAT']);
  });

  it('puts places left out of the new order after the ordered ones, by address', async () => {
    const response = await owner.client.post(`${base(owner.id)}/setContentOrder`, { locationIdentifiers: ['L-CABIN'] });
    expect(ids(response.json() as ContentResponse)).toEqual(['L-CABIN', 'L-HOME', 'L-HEAT']);
  });

  it('renames the place for this user only, trimmed; the official name stays', async () => {
    const response = await owner.client.post(`${base(owner.id)}/location/L-HOME/name`, { displayName: '  Koti  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ locationIdentifier: 'L-HOME', displayName: 'Koti' });
    const mine = (await owner.client.get(`${base(owner.id)}/content`)).json() as ContentResponse;
    expect(mine.content.find((i) => i.location.locationIdentifier === 'L-HOME')?.location).toMatchObject({
      displayName: 'Koti',
      name: 'Official L-HOME',
    });
    const theirs = (await subUser.client.get(`${base(subUser.id)}/content`)).json() as ContentResponse;
    expect(theirs.content[0]?.location.displayName).toBeNull();
  });
});

describe('details and contracts', () => {
  it('gives prices with and without VAT at the rate of the day (25.5 %), VAT shown for a household', async () => {
    const response = await owner.client.get(`${base(owner.id)}/location/L-HOME/details?utilityType=ELECTRICITY`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      contractName: 'Product K-HOME',
      locationBuildingType: 'DetachedHouse',
      priceVat0: 8,
      priceVat: 10.04,
      price: 10.04,
      priceUnit: 'c/kWh',
      vat: true,
      canHaveGreenPower: true,
      greenPowerOn: false,
      greenPowerName: 'Tuulisähkö',
    });
  });

  it('answers 404 for a utility the place does not have', async () => {
    expect((await owner.client.get(`${base(owner.id)}/location/L-HOME/details?utilityType=DISTRICT_HEATING`)).statusCode).toBe(404);
  });

  it('filters contracts by type', async () => {
    const all = await owner.client.get(`${base(owner.id)}/location/L-HEAT/contracts`);
    expect(all.json()).toMatchObject({
      contracts: [{ contractId: 'K-HEAT', contractType: 'DISTRICT_HEATING', startDate: '2025-01-01', endDate: null }],
    });
    const none = await owner.client.get(`${base(owner.id)}/location/L-HEAT/contracts?contractType=ELECTRICITY`);
    expect(none.json()).toEqual({ contracts: [] });
  });
});
