import { grantLocationAccess, startTestServer, type TestServer } from '@portal/core/server/testing';
import { withGsrnCheckDigit } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_INFO_API } from '../contract/paths';
import { customerInfoServerPlugin } from '../server';

/** The plugin's routes on the real server and database (company VARE, clock 2026-01-15 10:00 UTC). */
let server: TestServer;
const OWNER = 'owner@example.fi';
const OTHER = 'other@example.fi';
let ownerId: string;
let otherId: string;

async function place(id: string, customerCode: string, serial: number): Promise<void> {
  await server.db.query(
    `insert into locations (location_identifier, company, customer_code, metering_point_id, utility_type, name,
       street_address, postal_code, city, building_type, resolution_minutes)
     values ($1, 'VARE', $2, $3, 'ELECTRICITY', $4, 'Koivukuja 7', '65320', 'Vaasa', 'DetachedHouse', 60)`,
    [id, customerCode, withGsrnCheckDigit(`643${String(serial).padStart(14, '0')}`), `Place ${id}`],
  );
}

async function contract(id: string, location: string, start: string, end: string | null): Promise<void> {
  await server.db.query(
    `insert into contracts (id, location_identifier, contract_type, product_name, pricing, fixed_price_c_kwh, start_date, end_date)
     values ($1, $2, 'ELECTRICITY', $3, 'FIXED', 8.5, $4, $5)`,
    [id, location, `Product ${id}`, start, end],
  );
}

beforeAll(async () => {
  server = await startTestServer({ plugins: [customerInfoServerPlugin], users: [OWNER, OTHER] });
  ownerId = server.users[OWNER]!.id;
  otherId = server.users[OTHER]!.id;
  await server.db.query(
    `insert into customerships (user_id, company, customer_code, customer_type) values
       ($1, 'VARE', 'V-1', 'B2C'), ($1, 'KUO', 'K-1', 'B2C'), ($2, 'VARE', 'V-2', 'B2C')`,
    [ownerId, otherId],
  );
  await place('L-1', 'V-1', 1);
  await place('L-2', 'V-2', 2);
  await grantLocationAccess(server.db, { userId: ownerId, locationIdentifier: 'L-1', relation: 'owner', right: 'FULL_ACCESS' });
  await grantLocationAccess(server.db, { userId: otherId, locationIdentifier: 'L-2', relation: 'owner', right: 'FULL_ACCESS' });
  await contract('C-old', 'L-1', '2023-01-01', '2024-12-31');
  await contract('C-now', 'L-1', '2025-01-01', '2026-01-31');
  await contract('C-next', 'L-1', '2026-02-01', null);
  await contract('C-foreign', 'L-2', '2026-03-01', null);
});

afterAll(async () => {
  await server?.close();
});

describe('GET customerships', () => {
  it("answers every company's customerships, this portal's first and editable", async () => {
    const owner = await server.loginAs(OWNER);
    const response = await owner.get(CUSTOMER_INFO_API.customerships(ownerId));
    expect(response.statusCode).toBe(200);
    const list = response.json().customerships as { company: string; customerCode: string; editable: boolean }[];
    expect(list.map((c) => [c.company, c.customerCode, c.editable])).toEqual([
      ['VARE', 'V-1', true],
      ['KUO', 'K-1', false],
    ]);
  });

  it("answers 404 for another user's id and 401 without a session", async () => {
    const owner = await server.loginAs(OWNER);
    expect((await owner.get(CUSTOMER_INFO_API.customerships(otherId))).statusCode).toBe(404);
    expect((await server.client().get(CUSTOMER_INFO_API.customerships(ownerId))).statusCode).toBe(401);
  });
});

describe('PATCH customership', () => {
  const details = async () => (await server.db.query('select * from customership_details where user_id = $1 order by customer_code', [ownerId])).rows;

  it('stores the details with the phone number in international form', async () => {
    const owner = await server.loginAs(OWNER);
    const response = await owner.patch(CUSTOMER_INFO_API.updateCustomership(ownerId, 'V-1'), {
      phone: '040 123 4567',
      streetAddress: 'Koivukuja 7',
      postalCode: '65320',
      city: 'Vaasa',
      invoicingName: 'Olli Omistaja',
      invoicingStreetAddress: 'PL 12',
      invoicingPostalCode: '00101',
      invoicingCity: 'Helsinki',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      customerCode: 'V-1',
      phone: '+358401234567',
      address: { streetAddress: 'Koivukuja 7', postalCode: '65320', city: 'Vaasa' },
      invoicingAddress: { name: 'Olli Omistaja', streetAddress: 'PL 12', postalCode: '00101', city: 'Helsinki' },
    });
    const again = await owner.patch(CUSTOMER_INFO_API.updateCustomership(ownerId, 'V-1'), { phone: '+358 50 765 4321', invoicingName: null });
    expect(again.json()).toMatchObject({ phone: '+358507654321', invoicingAddress: { name: null, city: 'Helsinki' } });
  });

  it.each([
    [{ phone: '12345' }, 'phone'],
    [{ phone: '+46 70 123 4567' }, 'phone'],
    [{ postalCode: '6532' }, 'postalCode'],
    [{ invoicingPostalCode: 'ABCDE' }, 'invoicingPostalCode'],
    [{ city: '' }, 'city'],
    [{ nickname: 'x' }, 'nickname'],
  ])('refuses %j with a 400 naming %s and changes nothing', async (body, field) => {
    const owner = await server.loginAs(OWNER);
    const before = await details();
    const response = await owner.patch(CUSTOMER_INFO_API.updateCustomership(ownerId, 'V-1'), { city: 'Turku', ...body });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(field);
    expect(await details()).toEqual(before);
  });

  it("answers 404 for another user's customership and for another company's, like an unknown one", async () => {
    const owner = await server.loginAs(OWNER);
    const foreign = await owner.patch(CUSTOMER_INFO_API.updateCustomership(ownerId, 'V-2'), { city: 'Turku' });
    const otherCompany = await owner.patch(CUSTOMER_INFO_API.updateCustomership(ownerId, 'K-1'), { city: 'Turku' });
    const unknown = await owner.patch(CUSTOMER_INFO_API.updateCustomership(ownerId, 'NOPE'), { city: 'Turku' });
    expect([foreign.statusCode, otherCompany.statusCode, unknown.statusCode]).toEqual([404, 404, 404]);
    expect(foreign.json()).toEqual(unknown.json());
    const { rows } = await server.db.query("select 1 from customership_details where customer_code in ('V-2', 'K-1')");
    expect(rows).toHaveLength(0);
  });
});

describe('GET contracts and newContractInfo', () => {
  it("lists the contracts of the user's places with their state on the Helsinki day", async () => {
    const owner = await server.loginAs(OWNER);
    const response = await owner.get(CUSTOMER_INFO_API.contracts(ownerId));
    expect(response.statusCode).toBe(200);
    const contracts = response.json().contracts as { contractId: string; state: string }[];
    expect(contracts.map((c) => [c.contractId, c.state])).toEqual([
      ['C-next', 'UPCOMING'],
      ['C-now', 'ACTIVE'],
      ['C-old', 'ENDED'],
    ]);
  });

  it('tells of contracts that have not started yet', async () => {
    const owner = await server.loginAs(OWNER);
    const response = await owner.get(CUSTOMER_INFO_API.newContractInfo(ownerId));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ hasNewContracts: true, newContracts: [{ contractId: 'C-next', startDate: '2026-02-01' }] });
  });

  it('a contract starting at Helsinki midnight is running on that day although UTC is still on the day before', async () => {
    server.clock.set(new Date('2026-01-31T22:30:00Z')); // 1.2.2026 00:30 in Helsinki
    try {
      const owner = await server.loginAs(OWNER);
      expect((await owner.get(CUSTOMER_INFO_API.newContractInfo(ownerId))).json()).toEqual({ hasNewContracts: false, newContracts: [] });
    } finally {
      server.clock.set(new Date('2026-01-15T10:00:00Z'));
    }
  });

  it("answers 404 for another user's id", async () => {
    const owner = await server.loginAs(OWNER);
    expect((await owner.get(CUSTOMER_INFO_API.contracts(otherId))).statusCode).toBe(404);
    expect((await owner.get(CUSTOMER_INFO_API.newContractInfo(otherId))).statusCode).toBe(404);
  });

  it('answers 404 while the customerInfo flag is off for the caller', async () => {
    const owner = await server.loginAs(OWNER);
    const override = await server.setFlag('customerInfo', false, { user: server.users[OWNER] });
    try {
      expect((await owner.get(CUSTOMER_INFO_API.contracts(ownerId))).statusCode).toBe(404);
    } finally {
      await server.removeFlag(override);
    }
  });
});
