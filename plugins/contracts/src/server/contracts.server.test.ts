import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeatureFlagKey } from '@portal/core/server';
import {
  apiClient,
  createTestUser,
  grantLocationAccess,
  loggedInClient,
  startTestServer,
  type ApiClient,
  type TestServer,
} from '@portal/core/server/testing';
import type { ContractsResponse, FollowUpOffersResponse, ProductComparisonResponse, SwitchGuardResponse } from '../contract/contracts';
import { contractsServerPlugin } from '../server';
import { insertContract, insertCustomership, insertHourlyReadings, insertPlace } from './test/contractFixtures';

/**
 * The contracts routes on the real server and the embedded database. The test clock stands at
 * 15.1.2026 12:00 Helsinki time, when VAT on electricity is 25.5 %.
 */
let server: TestServer;
type Client = { id: string; client: ApiClient };
let owner: Client;
let subUser: Client;
let stranger: Client;
let business: Client;

const contractsUrl = (userId: string, place: string) => `/api/v1/contracts/user/${userId}/location/${place}`;
const placeUrl = (userId: string, place: string) => `/api/v2/servicelocation/user/${userId}/location/${place}`;
const acceptUrl = (userId: string, leadId: string) => `/api/v2/servicelocation/user/${userId}/followupoffer/accept/${leadId}`;

async function withFlagOff<T>(userId: string, flags: readonly FeatureFlagKey[], run: () => Promise<T>): Promise<T> {
  const ids: string[] = [];
  for (const flag of flags) ids.push(await server.setFlag(flag, false, { user: userId }));
  try {
    return await run();
  } finally {
    for (const id of ids) await server.removeFlag(id);
  }
}

const rows = async (sql: string, params: unknown[] = []) => (await server.database.db.query(sql, params)).rows;

beforeAll(async () => {
  server = await startTestServer({ plugins: [contractsServerPlugin] });
  const { db } = server.database;
  const [ownerUser, subUserRecord, strangerUser, businessUser] = await Promise.all(
    ['owner@example.fi', 'sub@example.fi', 'stranger@example.fi', 'business@example.fi'].map((email) => createTestUser(db, { email })),
  );
  if (!ownerUser || !subUserRecord || !strangerUser || !businessUser) throw new Error('users not created');
  await insertCustomership(db, ownerUser.id, 'C1', 'B2C');
  await insertCustomership(db, businessUser.id, 'C9', 'B2B');

  await insertPlace(db, { id: 'L-HOME', customerCode: 'C1', serial: 1 });
  await insertPlace(db, { id: 'L-SPOT', customerCode: 'C1', serial: 2 });
  await insertPlace(db, { id: 'L-BIZ', customerCode: 'C9', serial: 3 });
  await insertPlace(db, { id: 'L-FOREIGN', customerCode: 'C2', serial: 4 });

  await insertContract(db, {
    id: 'K-FIX',
    location: 'L-HOME',
    fixed: 8.49,
    basicFee: 3.95,
    start: '2025-03-01',
    end: '2026-02-28',
    canHaveGreenPower: true,
    canHaveHomeInsurance: true,
  });
  await insertContract(db, {
    id: 'K-NET',
    location: 'L-HOME',
    type: 'NETWORK',
    pricing: null,
    transfer: 4.12,
    transferFee: 28.5,
    start: '2020-01-01',
  });
  await insertContract(db, { id: 'K-OLD', location: 'L-HOME', fixed: 6.1, start: '2022-01-01', end: '2025-02-28' });
  await insertContract(db, {
    id: 'K-SPOT',
    location: 'L-SPOT',
    type: 'ELECTRICITY_AND_NETWORK',
    name: 'Vare Pörssisähkö',
    pricing: 'SPOT',
    margin: 0.49,
    basicFee: 4.9,
    transfer: 4.12,
    transferFee: 28.5,
    start: '2024-03-01',
  });
  await insertContract(db, { id: 'K-BIZ', location: 'L-BIZ', fixed: 7.45, basicFee: 9.9 });
  await insertContract(db, { id: 'K-FOREIGN', location: 'L-FOREIGN', fixed: 9, canHaveGreenPower: true });

  await grantLocationAccess(db, { userId: ownerUser.id, locationIdentifier: 'L-HOME', relation: 'owner', right: 'FULL_ACCESS' });
  await grantLocationAccess(db, { userId: ownerUser.id, locationIdentifier: 'L-SPOT', relation: 'owner', right: 'FULL_ACCESS' });
  await grantLocationAccess(db, { userId: subUserRecord.id, locationIdentifier: 'L-HOME', relation: 'subUser', right: 'READ_ONLY' });
  await grantLocationAccess(db, { userId: strangerUser.id, locationIdentifier: 'L-FOREIGN', relation: 'owner', right: 'FULL_ACCESS' });
  await grantLocationAccess(db, { userId: businessUser.id, locationIdentifier: 'L-BIZ', relation: 'owner', right: 'FULL_ACCESS' });

  await db.query(
    `insert into follow_up_offers (lead_id, contract_id, product_name, term_months, offered_price_c_kwh, basic_fee_eur_month, valid_until)
     values ('LEAD-1', 'K-FIX', 'Vare Kiinteä 24', 24, 7.99, 3.95, '2026-02-15')`,
  );

  owner = { id: ownerUser.id, client: await loggedInClient(server.app, 'owner@example.fi') };
  subUser = { id: subUserRecord.id, client: await loggedInClient(server.app, 'sub@example.fi') };
  stranger = { id: strangerUser.id, client: await loggedInClient(server.app, 'stranger@example.fi') };
  business = { id: businessUser.id, client: await loggedInClient(server.app, 'business@example.fi') };
});

afterAll(async () => {
  await server?.close();
});

describe('GET contracts', () => {
  it('shows the owner the contracts in force with VAT by default, to 0.0001 c and to the cent', async () => {
    const response = await owner.client.get(contractsUrl(owner.id, 'L-HOME'));
    expect(response.statusCode).toBe(200);
    const body = response.json() as ContractsResponse;
    expect(body).toMatchObject({ locationIdentifier: 'L-HOME', vatIncluded: true, accessRight: 'FULL_ACCESS' });
    // The ended contract is left out; the energy contract (newer) comes before the network one.
    expect(body.contracts.map((c) => c.contractId)).toEqual(['K-FIX', 'K-NET']);
    const [fixed, network] = body.contracts;
    // 8.49 × 1.255 = 10.65495 → 10.6550; 3.95 € × 1.255 = 4.95725 → 4.96 €.
    expect(fixed?.price).toEqual({ value: 10.655, vat: 10.655, vat0: 8.49, unit: 'c/kWh', vatRatePercent: 25.5 });
    expect(fixed?.basicFee).toEqual({ value: 4.96, vat: 4.96, vat0: 3.95, unit: '€/kk', vatRatePercent: 25.5 });
    expect(fixed).toMatchObject({ status: 'ACTIVE', pricing: 'FIXED', endDate: '2026-02-28', energyMargin: null, network: null });
    // 3000 kWh × 554.90 g/kWh (residual mix 2023) = 1664.7 kg CO2 a year.
    expect(fixed?.greenPower).toMatchObject({
      greenPowerName: 'Vare Tuulivoima',
      greenPowerOn: false,
      canHaveGreenPower: true,
      packageSizeKwh: 3000,
      potentialCarbonEmissionSavings: 1664.7,
      potentialCarbonEmissionSavingsUnit: 'kg CO2/v',
    });
    expect(fixed?.homeInsurance).toEqual({ homeInsuranceOn: false, canHaveHomeInsurance: true });
    // Transfer: 4.12 × 1.255 = 5.1706; 28.50 € × 1.255 = 35.7675 → 35.77 €.
    expect(network).toMatchObject({ price: null, basicFee: null, greenPower: null });
    expect(network?.network?.transferPrice).toMatchObject({ value: 5.1706, vat0: 4.12 });
    expect(network?.network?.transferBasicFee).toMatchObject({ value: 35.77, vat0: 28.5 });
  });

  it('gives VAT 0 figures with includeVAT=false and filters by contract type', async () => {
    const body = (await owner.client.get(`${contractsUrl(owner.id, 'L-HOME')}?includeVAT=false`)).json() as ContractsResponse;
    expect(body.vatIncluded).toBe(false);
    expect(body.contracts[0]?.price).toMatchObject({ value: 8.49, vat: 10.655 });
    const network = (await owner.client.get(`${contractsUrl(owner.id, 'L-HOME')}?contractType=NETWORK`)).json() as ContractsResponse;
    expect(network.contracts.map((c) => c.contractId)).toEqual(['K-NET']);
  });

  it('shows a spot contract its margin and network part', async () => {
    const body = (await owner.client.get(contractsUrl(owner.id, 'L-SPOT'))).json() as ContractsResponse;
    const spot = body.contracts[0];
    // 0.49 × 1.255 = 0.61495 → 0.6150
    expect(spot).toMatchObject({ pricing: 'SPOT', price: null, energyMargin: { value: 0.615, vat0: 0.49 } });
    expect(spot?.network?.taxClass).toBe('I');
  });

  it('shows a business customer VAT 0 by default', async () => {
    const body = (await business.client.get(contractsUrl(business.id, 'L-BIZ'))).json() as ContractsResponse;
    expect(body.vatIncluded).toBe(false);
    expect(body.contracts[0]?.price).toMatchObject({ value: 7.45, vat: 9.3498 });
  });

  it('shows VAT 0 by default to a user in B2B mode, and VAT when asked', async () => {
    await server.database.db.query("update users set ui_mode = 'B2B' where id = $1", [owner.id]);
    try {
      const byDefault = (await owner.client.get(contractsUrl(owner.id, 'L-HOME'))).json() as ContractsResponse;
      expect(byDefault.vatIncluded).toBe(false);
      const asked = (await owner.client.get(`${contractsUrl(owner.id, 'L-HOME')}?includeVAT=true`)).json() as ContractsResponse;
      expect(asked.contracts[0]?.price?.value).toBe(10.655);
    } finally {
      await server.database.db.query("update users set ui_mode = 'B2C' where id = $1", [owner.id]);
    }
  });

  it('needs a session, answers 404 for another user id and for another user’s place', async () => {
    expect((await apiClient(server.app).get(contractsUrl(owner.id, 'L-HOME'))).statusCode).toBe(401);
    expect((await stranger.client.get(contractsUrl(owner.id, 'L-HOME'))).statusCode).toBe(404);
    const foreign = await owner.client.get(contractsUrl(owner.id, 'L-FOREIGN'));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect((await owner.client.get(contractsUrl(owner.id, 'L-NOPE'))).statusCode).toBe(404);
    for (const path of ['/contract/switchGuard', '/productComparison', '/followupoffer']) {
      expect((await owner.client.get(`${placeUrl(owner.id, 'L-FOREIGN')}${path}`)).statusCode).toBe(404);
    }
  });

  it('answers 400 naming the query field', async () => {
    const badVat = await owner.client.get(`${contractsUrl(owner.id, 'L-HOME')}?includeVAT=maybe`);
    expect(badVat.statusCode).toBe(400);
    expect(badVat.json()).toMatchObject({ error: { code: 'BAD_REQUEST', field: 'query.includeVAT' } });
    const badType = await owner.client.get(`${contractsUrl(owner.id, 'L-HOME')}?contractType=GAS`);
    expect(badType.json()).toMatchObject({ error: { field: 'query.contractType' } });
  });

  it('answers 404 when contractsAndPrices is off, and hides green power and home insurance when theirs are', async () => {
    await withFlagOff(owner.id, ['contractsAndPrices'], async () => {
      expect((await owner.client.get(contractsUrl(owner.id, 'L-HOME'))).statusCode).toBe(404);
    });
    await withFlagOff(owner.id, ['greenPower', 'homeInsurance'], async () => {
      const body = (await owner.client.get(contractsUrl(owner.id, 'L-HOME'))).json() as ContractsResponse;
      expect(body.contracts[0]).toMatchObject({ greenPower: null, homeInsurance: null });
    });
  });
});

describe('PUT greenpower', () => {
  const greenPowerUrl = (userId: string, place: string) => `${contractsUrl(userId, place)}/greenpower`;
  const greenPowerOn = async (contractId: string) =>
    (await rows('select green_power_on from contracts where id = $1', [contractId]))[0]?.green_power_on;

  it('refuses a READ_ONLY sub-user (403) and changes nothing', async () => {
    const response = await subUser.client.put(greenPowerUrl(subUser.id, 'L-HOME'), { on: true });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    expect(await greenPowerOn('K-FIX')).toBe(false);
    expect(await rows('select * from green_power_changes')).toHaveLength(0);
  });

  it('answers 400 naming the field for a bad body, and changes nothing', async () => {
    for (const body of [{}, { on: 'yes' }]) {
      const response = await owner.client.put(greenPowerUrl(owner.id, 'L-HOME'), body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST', field: 'body.on' } });
    }
    expect(await greenPowerOn('K-FIX')).toBe(false);
  });

  it('answers 404 on another user’s place and when the greenPower flag is off', async () => {
    expect((await owner.client.put(greenPowerUrl(owner.id, 'L-FOREIGN'), { on: true })).statusCode).toBe(404);
    expect(await greenPowerOn('K-FOREIGN')).toBe(false);
    await withFlagOff(owner.id, ['greenPower'], async () => {
      expect((await owner.client.put(greenPowerUrl(owner.id, 'L-HOME'), { on: true })).statusCode).toBe(404);
    });
    expect(await greenPowerOn('K-FIX')).toBe(false);
  });

  it('answers 409 where the contract cannot have green power', async () => {
    const response = await business.client.put(greenPowerUrl(business.id, 'L-BIZ'), { on: true });
    expect(response.statusCode).toBe(409);
  });

  it('lets the owner switch it on and off, recording each change once', async () => {
    const on = await owner.client.put(greenPowerUrl(owner.id, 'L-HOME'), { on: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ contractId: 'K-FIX', greenPower: { greenPowerOn: true } });
    // The same state again is harmless and not recorded twice.
    expect((await owner.client.put(greenPowerUrl(owner.id, 'L-HOME'), { on: true })).statusCode).toBe(200);
    expect(await rows('select green_power_on, user_id from green_power_changes')).toEqual([{ green_power_on: true, user_id: owner.id }]);
    await owner.client.put(greenPowerUrl(owner.id, 'L-HOME'), { on: false });
    expect(await greenPowerOn('K-FIX')).toBe(false);
    expect(await rows('select * from green_power_changes')).toHaveLength(2);
  });
});

describe('GET productComparison', () => {
  beforeAll(async () => {
    const { db } = server.database;
    // 1 kWh every hour of the comparison period 15.1.2025–14.1.2026 (local days).
    await insertHourlyReadings(db, 2, '2025-01-14T22:00:00Z', '2026-01-14T22:00:00Z', 1);
    await db.query(
      `insert into network_products (company, product_code, product_name, kind, basic_fee_eur_month, general_c_kwh, day_c_kwh, night_c_kwh)
       values ('VARE', 'YLEIS', 'Yleissiirto', 'GENERAL', 28.5, 4.12, null, null),
              ('VARE', 'AIKA', 'Aikasiirto', 'TIME_OF_USE', 31.9, null, 4.75, 2.95)`,
    );
  });

  it('compares the network products by yearly cost on the place’s last 12 months', async () => {
    const response = await owner.client.get(`${placeUrl(owner.id, 'L-SPOT')}/productComparison`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as ProductComparisonResponse;
    // 365 days, the 23- and 25-hour DST days balancing out; nights 22–07 are 9 hours a day.
    expect(body.consumption).toMatchObject({ from: '2025-01-15', to: '2026-01-14', totalKwh: 8760, nightKwh: 3285, missingIntervals: 0 });
    // General: 12 × 28.50 + 8760 × 4.12 c = 702.91 € VAT 0, × 1.255 = 882.15 €.
    // Time of use: 12 × 31.90 + 5475 × 4.75 c + 3285 × 2.95 c = 739.77 € VAT 0, × 1.255 = 928.41 €.
    expect(body.products).toEqual([
      expect.objectContaining({
        productCode: 'YLEIS',
        current: true,
        cheapest: true,
        differenceToCurrent: 0,
        yearlyCost: expect.objectContaining({ value: 882.15, vat0: 702.91 }),
      }),
      expect.objectContaining({
        productCode: 'AIKA',
        current: false,
        cheapest: false,
        differenceToCurrent: 46.26,
        yearlyCost: expect.objectContaining({ value: 928.41, vat0: 739.77 }),
      }),
    ]);
  });

  it('has nothing to compare where the network is not invoiced, and 404 when its flag is off', async () => {
    const body = (await business.client.get(`${placeUrl(business.id, 'L-BIZ')}/productComparison`)).json() as ProductComparisonResponse;
    expect(body).toMatchObject({ consumption: null, products: [] });
    await withFlagOff(owner.id, ['networkProductComparison'], async () => {
      expect((await owner.client.get(`${placeUrl(owner.id, 'L-SPOT')}/productComparison`)).statusCode).toBe(404);
    });
  });
});

describe('follow-up offer and switch guard', () => {
  const switchGuard = async (client: Client, place = 'L-HOME') =>
    (await client.client.get(`${placeUrl(client.id, place)}/contract/switchGuard`)).json() as SwitchGuardResponse;

  it('guards a running fixed term until its end, and tells a read-only viewer why not', async () => {
    expect(await switchGuard(owner)).toEqual({ allowed: false, reason: 'FIXED_TERM_RUNNING', allowedFrom: '2026-03-01', contractId: 'K-FIX' });
    expect(await switchGuard(subUser)).toMatchObject({ allowed: false, reason: 'READ_ONLY' });
    expect(await switchGuard(owner, 'L-SPOT')).toEqual({ allowed: true, reason: null, allowedFrom: null, contractId: 'K-SPOT' });
  });

  it('shows the open offer priced with VAT of its first delivery day', async () => {
    const body = (await owner.client.get(`${placeUrl(owner.id, 'L-HOME')}/followupoffer`)).json() as FollowUpOffersResponse;
    expect(body.offers).toHaveLength(1);
    // 7.99 × 1.255 = 10.02745 → 10.0275
    expect(body.offers[0]).toMatchObject({
      leadId: 'LEAD-1',
      status: 'OPEN',
      startDate: '2026-03-01',
      currentEndDate: '2026-02-28',
      price: { value: 10.0275, vat0: 7.99 },
      basicFee: { value: 4.96 },
    });
  });

  it('refuses a READ_ONLY sub-user (403) and another user (404), changing nothing', async () => {
    expect((await subUser.client.put(acceptUrl(subUser.id, 'LEAD-1'))).statusCode).toBe(403);
    expect((await stranger.client.put(acceptUrl(stranger.id, 'LEAD-1'))).statusCode).toBe(404);
    expect((await owner.client.put(acceptUrl(owner.id, 'LEAD-NOPE'))).statusCode).toBe(404);
    expect(await rows('select accepted_at from follow_up_offers')).toEqual([{ accepted_at: null }]);
    expect(await rows("select id from contracts where id like 'FU-%'")).toHaveLength(0);
  });

  it('answers 404 when the followUpOffer flag is off', async () => {
    await withFlagOff(owner.id, ['followUpOffer'], async () => {
      expect((await owner.client.get(`${placeUrl(owner.id, 'L-HOME')}/followupoffer`)).statusCode).toBe(404);
      expect((await owner.client.put(acceptUrl(owner.id, 'LEAD-1'))).statusCode).toBe(404);
    });
  });

  it('accepts once: the follow-up contract starts the day after, and a retry answers the same', async () => {
    const first = await owner.client.put(acceptUrl(owner.id, 'LEAD-1'));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ leadId: 'LEAD-1', newContractId: 'FU-LEAD-1', startDate: '2026-03-01' });
    const again = await owner.client.put(acceptUrl(owner.id, 'LEAD-1'));
    expect(again.json()).toEqual(first.json());
    expect(
      await rows(
        "select id, to_char(start_date, 'YYYY-MM-DD') s, to_char(end_date, 'YYYY-MM-DD') e, fixed_price_c_kwh::text p from contracts where id like 'FU-%'",
      ),
    ).toEqual([{ id: 'FU-LEAD-1', s: '2026-03-01', e: '2028-02-29', p: '7.9900' }]);
    expect(await switchGuard(owner)).toMatchObject({ allowed: false, reason: 'SWITCH_PENDING', contractId: 'FU-LEAD-1' });
    const offers = (await owner.client.get(`${placeUrl(owner.id, 'L-HOME')}/followupoffer`)).json() as FollowUpOffersResponse;
    expect(offers.offers[0]?.status).toBe('ACCEPTED');
  });
});
