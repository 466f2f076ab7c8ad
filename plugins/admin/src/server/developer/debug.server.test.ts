import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectDeveloperOnly, insertPlace, startDeveloperTestKit, type DeveloperTestKit } from './developerTestKit';

let kit: DeveloperTestKit;
let customerId: string;
const DIGEST = 'a'.repeat(64);

beforeAll(async () => {
  kit = await startDeveloperTestKit();
  const db = kit.server.db;
  customerId = kit.server.users['asiakas@example.fi']!.id;
  await db.query(
    `insert into customers (company, customer_code, customer_type, holder_name, person_id_digest) values ('VARE', '810001', 'B2C', 'Aino Asiakas', $1)`,
    [DIGEST],
  );
  await db.query(`insert into customerships (user_id, company, customer_code) values ($1, 'VARE', '810001')`, [customerId]);
  await insertPlace(db, { id: 'VARE-DBG-1', company: 'VARE', customerCode: '810001', serial: 81 });
  await db.query(
    `insert into location_access (user_id, location_identifier, relation, access_right) values ($1, 'VARE-DBG-1', 'owner', 'FULL_ACCESS')`,
    [customerId],
  );
  await db.query(
    `insert into contracts (id, location_identifier, contract_type, product_name, pricing, spot_margin_c_kwh, start_date)
     values ('SOP-810001-1', 'VARE-DBG-1', 'ELECTRICITY', 'Vare Pörssi', 'SPOT', 0.49, '2024-01-01')`,
  );
  await kit.server.setFlag('solar', false, { user: customerId });
});
afterAll(() => kit.server.close());

describe('GET /admin/debug/v1/info/{priwattiUserId}', () => {
  it('is for developers only', async () => {
    await expectDeveloperOnly(kit, 'GET', `/api/admin/debug/v1/info/${customerId}`);
  });

  it("answers the user's groups, customerships, places, sessions, flag overrides and last login, no secrets", async () => {
    const response = await kit.developer.get(`/api/admin/debug/v1/info/${customerId}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ id: customerId, email: 'asiakas@example.fi', uiMode: 'B2C' });
    expect(body.groups).toEqual([]);
    expect(body.customerships).toEqual([{ company: 'VARE', customerCode: '810001', customerType: 'B2C', businessName: null }]);
    expect(body.placesCount).toBe(1);
    expect(body.activeSessionsCount).toBe(1);
    expect(body.flagOverrides).toMatchObject([{ company: 'VARE', flag: 'solar', value: false }]);
    expect(body.lastLoginAt).toBe(kit.server.clock.now().toISOString());
    expect(response.body).not.toMatch(/scrypt|password_hash|token|digest/i);

    const developer = (await kit.developer.get(`/api/admin/debug/v1/info/${kit.server.users['kehittaja@example.fi']!.id}`)).json();
    expect(developer.groups).toEqual(['developers']);
  });

  it('answers 404 for an id no account has and 400 naming a malformed id', async () => {
    expect((await kit.developer.get('/api/admin/debug/v1/info/00000000-0000-4000-8000-00000000dead')).statusCode).toBe(404);
    const bad = await kit.developer.get('/api/admin/debug/v1/info/x%20y');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('params.priwattiUserId');
  });
});

describe('debug lookups by origin (crm, kolibri)', () => {
  it('are for developers only', async () => {
    for (const path of [
      'crm/VARE/customer/810001',
      'crm/VARE/contract/SOP-810001-1',
      'kolibri/VARE/customer/810001',
      'kolibri/VARE/contract/SOP-810001-1',
    ]) {
      await expectDeveloperOnly(kit, 'GET', `/api/admin/debug/v1/${path}`);
    }
  });

  it("crm answers the register's customer record without the identity code", async () => {
    const response = await kit.developer.get('/api/admin/debug/v1/crm/VARE/customer/810001');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      system: 'crm',
      customer: {
        company: 'VARE',
        customerCode: '810001',
        customerType: 'B2C',
        holderName: 'Aino Asiakas',
        businessId: null,
        businessName: null,
        hasPersonId: true,
        portalUsers: [{ id: customerId, email: 'asiakas@example.fi' }],
      },
    });
    expect(response.body).not.toContain(DIGEST);
    // By contract code: the customer holding it.
    expect((await kit.developer.get('/api/admin/debug/v1/crm/VARE/contract/SOP-810001-1')).json().customer.customerCode).toBe('810001');
  });

  it("kolibri answers the customer's places and contracts, and one contract with its metering point", async () => {
    const customer = (await kit.developer.get('/api/admin/debug/v1/kolibri/VARE/customer/810001')).json();
    expect(customer.places).toMatchObject([{ locationIdentifier: 'VARE-DBG-1', utilityType: 'ELECTRICITY' }]);
    expect(customer.contracts).toMatchObject([{ contractCode: 'SOP-810001-1', pricing: 'SPOT', startDate: '2024-01-01', endDate: null }]);
    const contract = (await kit.developer.get('/api/admin/debug/v1/kolibri/VARE/contract/SOP-810001-1')).json();
    expect(contract).toMatchObject({
      system: 'kolibri',
      contract: { contractCode: 'SOP-810001-1', locationIdentifier: 'VARE-DBG-1', customerCode: '810001' },
    });
    expect(contract.contract.meteringPointId).toMatch(/^643\d{15}$/);
  });

  it('answers 404 for a code under another origin or none, 400 naming a bad origin or code', async () => {
    for (const path of ['crm/KUO/customer/810001', 'kolibri/SV/contract/SOP-810001-1', 'crm/VARE/customer/999999', 'kolibri/VARE/contract/NOPE']) {
      expect((await kit.developer.get(`/api/admin/debug/v1/${path}`)).statusCode, path).toBe(404);
    }
    const origin = await kit.developer.get('/api/admin/debug/v1/crm/XYZ/customer/810001');
    expect(origin.statusCode).toBe(400);
    expect(origin.json().error.field).toBe('params.origin');
    const code = await kit.developer.get('/api/admin/debug/v1/kolibri/VARE/customer/81-0001');
    expect(code.statusCode).toBe(400);
    expect(code.json().error.field).toBe('params.customerCode');
  });
});
