import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestUser,
  grantLocationAccess,
  loggedInClient,
  startTestServer,
  TEST_COMPANY,
  type ApiClient,
  type TestServer,
} from '@portal/core/server/testing';
import type { SpotPriceNow } from '../contract';
import { consumptionServerPlugin } from '../server';
import { insertContract, insertLocation } from './test/consumptionFixtures';

/** The front page's spot price now: the user's first spot-priced place, the current period's price, VAT by date. */
let server: TestServer;
let owner: { id: string; client: ApiClient };
let fixedOnly: { id: string; client: ApiClient };

const path = (userId: string, query = '') => `/api/v2/consumption/user/${userId}/electricity/spot-price/now${query}`;

beforeAll(async () => {
  server = await startTestServer({ plugins: [consumptionServerPlugin], company: { ...TEST_COMPANY, pluginIds: ['consumption'] } });
  const { db } = server.database;
  const [ownerUser, fixedUser] = await Promise.all(['spot@example.fi', 'fixed@example.fi'].map((email) => createTestUser(db, { email })));
  await insertLocation(db, { id: 'L-FIXED', utility: 'ELECTRICITY', serial: 11, resolution: 15 });
  await insertLocation(db, { id: 'L-SPOT', utility: 'ELECTRICITY', serial: 12, resolution: 15 });
  await insertContract(db, 'K-FIXED', 'L-FIXED', { pricing: 'FIXED', price: '9' });
  await insertContract(db, 'K-SPOT', 'L-SPOT', { pricing: 'SPOT', margin: '0.5' });
  for (const id of ['L-FIXED', 'L-SPOT'])
    await grantLocationAccess(db, { userId: ownerUser!.id, locationIdentifier: id, relation: 'owner', right: 'FULL_ACCESS' });
  await grantLocationAccess(db, { userId: fixedUser!.id, locationIdentifier: 'L-FIXED', relation: 'subUser', right: 'READ_ONLY' });
  // The test clock stands at 15.1.2026 10:00 UTC: quarter prices around it, hourly ones are history.
  await db.query(
    `insert into spot_prices (start_utc, minutes, eur_mwh) values
       ('2026-01-15T09:45:00Z', 15, 120.000), ('2026-01-15T10:00:00Z', 15, 80.000), ('2026-01-15T10:15:00Z', 15, 60.000)`,
  );
  owner = { id: ownerUser!.id, client: await loggedInClient(server.app, 'spot@example.fi') };
  fixedOnly = { id: fixedUser!.id, client: await loggedInClient(server.app, 'fixed@example.fi') };
});

afterAll(async () => {
  await server?.close();
});

describe('GET …/electricity/spot-price/now', () => {
  it('prices the quarter that is on now for the spot-priced place, with the VAT rate of today', async () => {
    const response = await owner.client.get(path(owner.id));
    expect(response.statusCode, response.body).toBe(200);
    // 80 €/MWh = 8 c/kWh; margin 0.5; × 1.255 (25.5 % from 1.9.2024), each rounded once to the cent.
    expect(response.json()).toEqual<SpotPriceNow>({
      place: { locationIdentifier: 'L-SPOT' },
      price: { start: '2026-01-15T10:00:00.000Z', end: '2026-01-15T10:15:00.000Z', spotCKwh: 10.04, marginCKwh: 0.63, totalCKwh: 10.67 },
      vat: 'VAT_24',
    });
  });

  it('follows the clock into the next quarter, and gives VAT 0 prices on request', async () => {
    server.clock.set(new Date('2026-01-15T10:29:59Z'));
    const body = (await owner.client.get(path(owner.id, '?vat=VAT_0'))).json() as SpotPriceNow;
    expect(body.price).toMatchObject({ start: '2026-01-15T10:15:00.000Z', spotCKwh: 6, marginCKwh: 0.5, totalCKwh: 6.5 });
    server.clock.set(new Date('2026-01-15T10:00:00Z'));
  });

  it('says so when the current period has no price yet', async () => {
    server.clock.set(new Date('2026-01-15T10:30:00Z'));
    const body = (await owner.client.get(path(owner.id))).json() as SpotPriceNow;
    expect(body).toMatchObject({ place: { locationIdentifier: 'L-SPOT' }, price: null });
    server.clock.set(new Date('2026-01-15T10:00:00Z'));
  });

  it('answers no place for a user whose places are all fixed-price', async () => {
    const body = (await fixedOnly.client.get(path(fixedOnly.id))).json() as SpotPriceNow;
    expect(body).toEqual({ place: null, price: null, vat: 'VAT_24' });
  });

  it("answers another user's id with 404, a bad VAT mode with 400, no session with 401", async () => {
    expect((await fixedOnly.client.get(path(owner.id))).statusCode).toBe(404);
    const bad = await owner.client.get(path(owner.id, '?vat=VAT_99'));
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/vat/);
    expect((await server.app.inject({ method: 'GET', url: path(owner.id) })).statusCode).toBe(401);
  });
});
