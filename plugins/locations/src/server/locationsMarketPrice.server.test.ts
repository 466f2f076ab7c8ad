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
import type { ContentResponse } from '../contract/locations';
import { CORE_API_VERSION, createServiceFactory, defineServerPlugin } from '@portal/core/server';
import { priceAlertServiceRef } from '@portal/plugin-alerts/common';
import { locationsServerPlugin } from '../server';
import { insertLocation } from './test/locationFixtures';

/**
 * requirements §3 `marketPrice` on the content list, on the real server and database. Clock 29.3.2026 10:20
 * UTC (13:20 EEST) — the spring DST Sunday, 92 quarters. Spot 100 €/MWh on every quarter of
 * 23.–29.3. (6 × 96 + 92 = 668 quarters) except the current hour 10–11 UTC: 40, 60, 80, 100. Outside
 * the week, 22.3. and 30.3. cost 1 000 €/MWh and must not count.
 */
let server: TestServer;
/** Stands in for the alerts plugin, which owns the price alert: its priceAlertService says who has one on. */
const alertOwners = new Set<string>();
const priceAlertStub = defineServerPlugin({
  id: 'price-alert-owner',
  version: '0.0.0',
  apiVersion: CORE_API_VERSION,
  provides: [createServiceFactory({ service: priceAlertServiceRef, factory: () => ({ isOn: async (userId) => alertOwners.has(userId) }) })],
});
let owner: { id: string; client: ApiClient };
const contentOf = async () => {
  const response = await owner.client.get(`/api/v2/servicelocation/user/${owner.id}/content`);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as ContentResponse;
  return new Map(body.content.map((item) => [item.location.locationIdentifier, item.marketPrice]));
};

beforeAll(async () => {
  server = await startTestServer({
    plugins: [locationsServerPlugin, priceAlertStub],
    company: { ...TEST_COMPANY, pluginIds: ['locations', 'price-alert-owner'] },
    now: new Date('2026-03-29T10:20:00Z'),
  });
  const { db } = server.database;
  const ownerUser = await createTestUser(db, { email: 'owner@example.fi' });
  await insertLocation(db, { id: 'L-SPOT', utility: 'ELECTRICITY', street: 'Aapistie 1', customerCode: 'C1', serial: 1 });
  await insertLocation(db, { id: 'L-PLAIN', utility: 'ELECTRICITY', street: 'Bulevardi 2', customerCode: 'C1', serial: 2 });
  await insertLocation(db, { id: 'L-HEAT', utility: 'DISTRICT_HEATING', street: 'Citykatu 3', customerCode: 'C1', serial: 3 });
  await insertLocation(db, { id: 'L-OFF', utility: 'ELECTRICITY', street: 'Daalintie 4', customerCode: 'C1', serial: 4 });
  for (const id of ['L-SPOT', 'L-PLAIN', 'L-HEAT', 'L-OFF']) {
    await grantLocationAccess(db, { userId: ownerUser.id, locationIdentifier: id, relation: 'owner', right: 'FULL_ACCESS' });
  }
  for (const [id, enabled] of [
    ['L-SPOT', true],
    ['L-HEAT', true],
    ['L-OFF', false],
  ] as const) {
    await db.query(`insert into location_features (location_identifier, feature, enabled, read_only) values ($1, 'marketPrice', $2, true)`, [
      id,
      enabled,
    ]);
  }
  // 23.3. 00:00 EET = 22.3. 22:00 UTC; 30.3. 00:00 EEST = 29.3. 21:00 UTC.
  await db.query(
    `insert into spot_prices (start_utc, minutes, eur_mwh)
     select t, 15, case when t >= '2026-03-22T22:00:00Z' and t < '2026-03-29T21:00:00Z' then 100 else 1000 end
       from generate_series(timestamptz '2026-03-21T22:00:00Z', timestamptz '2026-03-30T20:45:00Z', interval '15 minutes') t`,
  );
  await db.query(
    `update spot_prices set eur_mwh = case start_utc when '2026-03-29T10:00:00Z' then 40 when '2026-03-29T10:15:00Z' then 60
       when '2026-03-29T10:30:00Z' then 80 else eur_mwh end where start_utc >= '2026-03-29T10:00:00Z' and start_utc < '2026-03-29T11:00:00Z'`,
  );
  owner = { id: ownerUser.id, client: await loggedInClient(server.app, 'owner@example.fi') };
});

afterAll(async () => {
  await server?.close();
});

describe('GET content: marketPrice', () => {
  it("gives electricity places with the feature the week's and the hour's mean price, with and without VAT", async () => {
    const prices = await contentOf();
    // Week: (668 × 100 − 120) / 668 = 99.82036 €/MWh = 9.982 c/kWh; × 1.255 = 12.52745 → 12.527.
    // Hour: (40 + 60 + 80 + 100) / 4 = 70 €/MWh = 7 c/kWh; × 1.255 = 8.785.
    expect(prices.get('L-SPOT')).toEqual({
      weekAvgPriceVat: 12.527,
      weekAvgPriceVat0: 9.982,
      hourlyPriceVat: 8.785,
      hourlyPriceVat0: 7,
      priceUnit: 'c/kWh',
      notificationOn: false,
    });
    // No feature, a heat place, a disabled feature: no market price.
    expect(prices.get('L-PLAIN')).toBeNull();
    expect(prices.get('L-HEAT')).toBeNull();
    expect(prices.get('L-OFF')).toBeNull();
  });

  it("says notificationOn from the plugin that owns the price alert (the alerts plugin's priceAlertService)", async () => {
    alertOwners.add(owner.id);
    try {
      expect((await contentOf()).get('L-SPOT')?.notificationOn).toBe(true);
    } finally {
      alertOwners.delete(owner.id);
    }
    expect((await contentOf()).get('L-SPOT')?.notificationOn).toBe(false);
  });

  it('says null for an hour whose prices are not all in', async () => {
    await server.database.db.query(`delete from spot_prices where start_utc = '2026-03-29T10:45:00Z'`);
    try {
      const spot = (await contentOf()).get('L-SPOT');
      expect(spot).toMatchObject({ hourlyPriceVat: null, hourlyPriceVat0: null });
      // (667 × 100 − 120) / 667 = 99.82009 €/MWh.
      expect(spot?.weekAvgPriceVat0).toBe(9.982);
    } finally {
      await server.database.db.query(`insert into spot_prices (start_utc, minutes, eur_mwh) values ('2026-03-29T10:45:00Z', 15, 100)`);
    }
  });

  it('gives each delivery day its own VAT: the week across the 1.9.2024 rise from 24 % to 25.5 %, hourly prices', async () => {
    const { db } = server.database;
    // 28.8.–3.9.2024 local at 100 €/MWh an hour (and 1 000 outside it); 1.9. starts 31.8. 21:00 UTC.
    await db.query(
      `insert into spot_prices (start_utc, minutes, eur_mwh)
       select t, 60, case when t >= '2024-08-27T21:00:00Z' and t < '2024-09-03T21:00:00Z' then 100 else 1000 end
         from generate_series(timestamptz '2024-08-26T21:00:00Z', timestamptz '2024-09-04T20:00:00Z', interval '1 hour') t`,
    );
    server.clock.set(new Date('2024-09-03T10:20:00Z'));
    try {
      // (4 days × 1.24 + 3 days × 1.255) / 7 × 10 c = 12.46429 c; the hour 10 c × 1.255.
      expect((await contentOf()).get('L-SPOT')).toMatchObject({
        weekAvgPriceVat: 12.464,
        weekAvgPriceVat0: 10,
        hourlyPriceVat: 12.55,
        hourlyPriceVat0: 10,
      });
    } finally {
      server.clock.set(new Date('2026-03-29T10:20:00Z'));
    }
  });

  it('leaves it out while the marketPrice flag is off', async () => {
    const override = await server.setFlag('marketPrice', false);
    try {
      expect([...(await contentOf()).values()]).toEqual([null, null, null, null]);
    } finally {
      await server.removeFlag(override);
    }
  });
});
