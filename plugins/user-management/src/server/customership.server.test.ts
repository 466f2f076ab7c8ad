import { createServiceFactory, type ServerPlugin } from '@portal/core/server';
import { invoiceReferencesServiceRef } from '@portal/plugin-invoices/common';
import { startTestServer, type ApiClient, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MANAGEMENT_API } from '../contract/paths';
import { userManagementServerPlugin } from '../server';
import { seedDemoCompanyUsers } from './demo/demoCompanyUsers';

/**
 * addCustomership / removeCustomership on the real server and database. The invoices plugin is not
 * mounted (plugins never import each other); this test plugin stands in as the keeper of invoice
 * references, through the same invoiceReferencesService the invoices plugin provides.
 */
const REFERENCES = new Map<string, string>();
const proofPlugin: ServerPlugin = {
  id: 'test-invoice-proofs',
  version: '0.0.0',
  apiVersion: 1,
  provides: [
    createServiceFactory({
      service: invoiceReferencesServiceRef,
      factory: () => ({
        recentInvoiceReferences: async (query) => (REFERENCES.has(query.customerCode) ? [REFERENCES.get(query.customerCode)!] : []),
      }),
    }),
  ],
};

let server: TestServer;
let password: string;
const COMPANY = '1500001';
let b2bCode: string;
let b2cCode: string;

interface Caller {
  client: ApiClient;
  id: string;
}

async function signIn(email: string): Promise<Caller> {
  const client = await server.loginAs(email, password);
  const me = (await client.get('/api/v2/me')).json() as { priwattiUserId: string };
  return { client, id: me.priwattiUserId };
}

/**
 * A customer the demo register does not have, with nobody's login: the demo holds no unregistered
 * business customer, so the test registers one and moves `places` of the demo company's places to it
 * (dropping every grant on them, as for places nobody has claimed yet).
 */
let nextCode = 1500900;
async function unownedCode(type: 'B2B' | 'B2C', places = 2): Promise<string> {
  const code = String((nextCode += 1));
  await server.db.query(
    `insert into customers (company, customer_code, customer_type, holder_name, business_name) values ('VARE', $1, $2, 'Testi Oy', 'Testi Oy')`,
    [code, type],
  );
  const { rows } = await server.db.query<{ location_identifier: string }>(
    `select location_identifier from locations where company = 'VARE' and customer_code = $1 order by location_identifier desc limit $2`,
    [COMPANY, places],
  );
  const ids = rows.map((row) => row.location_identifier);
  await server.db.query('delete from location_access where location_identifier = any($1)', [ids]);
  await server.db.query('delete from content_order where location_identifier = any($1)', [ids]);
  await server.db.query('update locations set customer_code = $1 where location_identifier = any($2)', [code, ids]);
  return code;
}

const owned = async (userId: string, code: string) =>
  (
    await server.db.query<{ n: number }>(
      `select count(*)::int as n from location_access la join locations l using (location_identifier)
        where la.user_id = $1 and la.relation = 'owner' and l.company = 'VARE' and l.customer_code = $2`,
      [userId, code],
    )
  ).rows[0]!.n;

let main: Caller;
let sub: Caller;

beforeAll(async () => {
  server = await startTestServer({ plugins: [userManagementServerPlugin, proofPlugin] });
  ({ password } = await server.seedDemoData({ days: 1 }));
  await server.db.transaction((tx) => seedDemoCompanyUsers(tx, { seed: 1, today: server.clock.now() }));
  b2bCode = await unownedCode('B2B');
  b2cCode = await unownedCode('B2C');
  REFERENCES.set(b2bCode, 'RF18000000000001');
  REFERENCES.set(b2cCode, 'RF18000000000002');
  main = await signIn('yritys@vare.example');
  sub = await signIn('alikayttaja@vare.example');
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const add = (caller: Caller, body: unknown, company = COMPANY) =>
  caller.client.post(USER_MANAGEMENT_API.op(company, caller.id, 'addCustomership'), body);
const remove = (caller: Caller, company: string) => caller.client.delete(USER_MANAGEMENT_API.op(company, caller.id, 'removeCustomership'));

describe('addCustomership', () => {
  it('answers 403 to a sub-user and a B2C-only customer, 404 for a foreign company, 400 naming the field', async () => {
    const body = { customerNumber: b2bCode, invoiceReference: 'RF18 0000 0000 0001' };
    expect((await add(sub, body)).statusCode).toBe(403);
    const b2c = await signIn('asiakas@vare.example');
    expect((await add(b2c, body)).statusCode).toBe(403);
    expect((await add(main, body, '9999999')).statusCode).toBe(404);
    const bad = await add(main, { customerNumber: 'abc', invoiceReference: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('customerNumber');
    expect(await owned(main.id, b2bCode)).toBe(0);
  });

  it('refuses a wrong reference with one message, and a consumer code with 400 on body.customerNumber', async () => {
    const wrong = await add(main, { customerNumber: b2bCode, invoiceReference: '123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('INVALID_CODE');
    const consumer = await add(main, { customerNumber: b2cCode, invoiceReference: 'RF18000000000002' });
    expect(consumer.statusCode).toBe(400);
    expect(JSON.stringify(consumer.json())).toContain('body.customerNumber');
    expect(await owned(main.id, b2cCode)).toBe(0);
  });

  it('adds the proven business code: owner of its places and main user of the company', async () => {
    const response = await add(main, { customerNumber: b2bCode, invoiceReference: 'rf18 0000 0000 0001' });
    expect(response.statusCode).toBe(200);
    const places = await owned(main.id, b2bCode);
    expect(places).toBeGreaterThan(0);
    expect(response.json()).toEqual({ customerCode: b2bCode, added: true, places });
    const mine = (await main.client.get(USER_MANAGEMENT_API.companies(main.id))).json() as { companies: { customerCode: string; role: string }[] };
    expect(mine.companies.find((c) => c.customerCode === b2bCode)?.role).toBe('main');
    const again = await add(main, { customerNumber: b2bCode, invoiceReference: 'RF18000000000001' });
    expect(again.json()).toEqual({ customerCode: b2bCode, added: false, places: 0 });
  });

  it('locks out after the failures registration allows, even with the right reference', async () => {
    const other = await server.addUser({ email: 'lukko@example.fi', uiMode: 'B2B' });
    // The caller must be main user of some company to call the route: a business code of their own.
    const code = await unownedCode('B2B');
    await server.db.query(`insert into customerships (user_id, company, customer_code, customer_type) values ($1, 'VARE', $2, 'B2B')`, [
      other.id,
      code,
    ]);
    await server.db.query(
      `insert into location_access (user_id, location_identifier, relation, access_right)
       select $1, location_identifier, 'owner', 'FULL_ACCESS' from locations where company = 'VARE' and customer_code = $2`,
      [other.id, code],
    );
    const caller: Caller = { client: await server.loginAs('lukko@example.fi'), id: other.id };
    const target = await unownedCode('B2B');
    REFERENCES.set(target, 'RF18000000000003');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await add(caller, { customerNumber: target, invoiceReference: `9${i}` }, code)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses[5]).toBe(429);
    expect((await add(caller, { customerNumber: target, invoiceReference: 'RF18000000000003' }, code)).statusCode).toBe(429);
    expect(await owned(other.id, target)).toBe(0);
  });
});

describe('removeCustomership', () => {
  it('answers 403 to a sub-user and 404 for a foreign company', async () => {
    expect((await remove(sub, COMPANY)).statusCode).toBe(403);
    expect((await remove(main, '9999999')).statusCode).toBe(404);
  });

  it('refuses while the company has sub-users (409 HAS_SUB_USERS)', async () => {
    const response = await remove(main, COMPANY);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.details.customershipError).toBe('HAS_SUB_USERS');
  });

  it('removes the added company: owner grants, role and customership go', async () => {
    const response = await remove(main, b2bCode);
    expect(response.statusCode).toBe(200);
    expect(await owned(main.id, b2bCode)).toBe(0);
    const mine = (await main.client.get(USER_MANAGEMENT_API.companies(main.id))).json() as { companies: { customerCode: string }[] };
    expect(mine.companies.map((c) => c.customerCode)).toEqual([COMPANY]);
    expect(await owned(main.id, COMPANY)).toBeGreaterThan(0);
  });

  it("refuses the caller's last customership (409 LAST_CUSTOMERSHIP), keeping it", async () => {
    const owner = await server.addUser({ email: 'ainoa@example.fi', uiMode: 'B2B' });
    const code = await unownedCode('B2B');
    await server.db.query(`insert into customerships (user_id, company, customer_code, customer_type) values ($1, 'VARE', $2, 'B2B')`, [
      owner.id,
      code,
    ]);
    await server.db.query(
      `insert into location_access (user_id, location_identifier, relation, access_right)
       select $1, location_identifier, 'owner', 'FULL_ACCESS' from locations where company = 'VARE' and customer_code = $2`,
      [owner.id, code],
    );
    const caller: Caller = { client: await server.loginAs('ainoa@example.fi'), id: owner.id };
    const response = await remove(caller, code);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.details.customershipError).toBe('LAST_CUSTOMERSHIP');
    expect(await owned(owner.id, code)).toBeGreaterThan(0);
  });
});
