import { hetuCheckChar } from '@portal/domain';
import { startTestServer, type ApiClient, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CUSTOMERS_API as API, type AdminCustomer } from '../../contract/customers';
import { adminServerPlugin } from '../../server';

/**
 * The admin customer search on the real server and the demo data set (VARE's portal): every route,
 * the company scoping (a KUO admin gets 403 for a VARE customer, an unknown id 404), and the personal
 * identity code, which is searched by its keyed digest and never answered, logged or audited.
 */
let server: TestServer;
let admin: ApiClient;
let adminKuo: ApiClient;
let customer: ApiClient;
let vareId: string;
let kuoId: string;
let vareHome: string;
let logged = '';
// Matti Virtanen (asiakas@vare.example) in the demo customer register.
const VARE_HETU = `150375-901${hetuCheckChar('150375', '901')}`;

beforeAll(async () => {
  server = await startTestServer({ plugins: [adminServerPlugin], now: new Date('2026-02-06T10:00:00Z') });
  const { password } = await server.seedDemoData({ days: 1 });
  admin = await server.loginAs('admin@portal.example', password);
  adminKuo = await server.loginAs('admin-kuo@portal.example', password);
  customer = await server.loginAs('asiakas@vare.example', password);
  const ids = await server.db.query<{ email: string; id: string }>(
    `select email, id from users where email in ('asiakas@vare.example', 'kaukolampo@kuo.example')`,
  );
  vareId = ids.rows.find((row) => row.email === 'asiakas@vare.example')!.id;
  kuoId = ids.rows.find((row) => row.email === 'kaukolampo@kuo.example')!.id;
  const places = await server.db.query<{ location_identifier: string }>(
    `select location_identifier from location_access where user_id = $1 and relation = 'owner' order by 1`,
    [vareId],
  );
  vareHome = places.rows[0]!.location_identifier;
  // Whatever reaches stdout from here on (console output of any handler): the identity code must never be
  // in it. The request log itself is off in tests; that it drops query strings is requestLog.test.ts's.
  const original = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    logged += String(chunk);
    return (original as (...args: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof process.stdout.write;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

function withQuery(path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

async function auditText(): Promise<string> {
  const { rows } = await server.db.query<{ entry: string }>(`select row_to_json(a)::text as entry from audit_log a`);
  return rows.map((row) => row.entry).join('\n');
}

describe('GET /admin/users/v1/search', () => {
  it('finds a customer by e-mail, customer code and personal identity code, with only their customer codes', async () => {
    const queries: Record<string, string>[] = [{ email: 'ASIAKAS@vare.example' }, { customerCode: '1000001' }, { ssn: VARE_HETU.toLowerCase() }];
    for (const query of queries) {
      const response = await admin.get(withQuery(API.search, query));
      expect(response.statusCode, response.body).toBe(200);
      const users = (response.json() as { users: AdminCustomer[] }).users;
      expect(users.map((user) => user.email)).toEqual(['asiakas@vare.example']);
      expect(users[0]!.customerCodes).toEqual([
        { company: 'VARE', companyName: expect.any(String), customerCode: '1000001', customerType: 'B2C', businessName: null },
      ]);
    }
  });

  it('never answers, logs or audits the personal identity code', async () => {
    const response = await admin.get(withQuery(API.search, { ssn: VARE_HETU }));
    expect(response.statusCode).toBe(200);
    const datePart = VARE_HETU.slice(0, 6);
    expect(response.body).not.toContain(datePart);
    expect(logged).not.toContain(datePart);
    const audit = await auditText();
    expect(audit).toContain('"by": ["ssn"]');
    expect(audit).not.toContain(datePart);
  });

  it('limits an origin admin to their company: KUO finds the KUO customer, not the VARE one, and may not ask for VARE', async () => {
    expect((await adminKuo.get(withQuery(API.search, { email: 'asiakas@vare.example' }))).json()).toEqual({ users: [] });
    const kuo = await adminKuo.get(withQuery(API.search, { email: 'kaukolampo@kuo.example' }));
    expect((kuo.json() as { users: AdminCustomer[] }).users.map((user) => user.priwattiUserId)).toEqual([kuoId]);
    const vare = await adminKuo.get(withQuery(API.search, { email: 'asiakas@vare.example', origin: 'VARE' }));
    expect(vare.statusCode).toBe(403);
    // A superuser narrowing to KUO does not see VARE's customer.
    expect((await admin.get(withQuery(API.search, { customerCode: '1000001', origin: 'KUO' }))).json()).toEqual({ users: [] });
  });

  it('answers 400 naming the field for missing or bad criteria', async () => {
    const cases: [Record<string, string>, string][] = [
      [{}, 'query.email'],
      [{ origin: 'VARE' }, 'query.email'],
      [{ customerCode: '12ab' }, 'query.customerCode'],
      [{ ssn: '150375-9010' }, 'query.ssn'],
      [{ ssn: '310275-901X' }, 'query.ssn'],
      [{ email: 'x', origin: 'ALL' }, 'query.origin'],
    ];
    for (const [query, field] of cases) {
      const response = await admin.get(withQuery(API.search, query));
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().error.field).toBe(field);
    }
  });

  it('is refused to a customer (403) and without a session (401)', async () => {
    expect((await customer.get(withQuery(API.search, { email: 'asiakas@vare.example' }))).statusCode).toBe(403);
    expect((await server.client().get(withQuery(API.search, { email: 'asiakas@vare.example' }))).statusCode).toBe(401);
  });
});

describe('one customer', () => {
  it('answers by id and by e-mail, and records the look in the audit log', async () => {
    const byId = await admin.get(API.searchById(vareId));
    expect(byId.statusCode).toBe(200);
    expect((byId.json() as AdminCustomer).email).toBe('asiakas@vare.example');
    const byEmail = await admin.get(API.searchByEmail('asiakas@vare.example'));
    expect((byEmail.json() as AdminCustomer).priwattiUserId).toBe(vareId);
    const { rows } = await server.db.query(`select 1 from audit_log where kind = 'admin.view' and details->>'targetUserId' = $1`, [vareId]);
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });

  it('answers 403 to a KUO admin for a VARE customer on every route, and 404 for an unknown id or a login that is no customer', async () => {
    const adminId = (await server.db.query<{ id: string }>(`select id from users where email = 'admin@portal.example'`)).rows[0]!.id;
    for (const path of [
      API.searchById(vareId),
      API.searchByEmail('asiakas@vare.example'),
      API.companies(vareId),
      API.contracts(vareId, vareHome),
      API.serviceContracts(vareId, vareHome),
      API.locations(vareId, vareHome),
    ]) {
      const response = await adminKuo.get(path);
      expect(response.statusCode, path).toBe(403);
      expect(response.body).not.toContain('asiakas@vare.example');
    }
    for (const path of [
      API.searchById('00000000-0000-4000-8000-000000000000'),
      API.searchById(adminId),
      API.searchByEmail('nobody@example.fi'),
      API.companies(adminId),
    ]) {
      expect((await admin.get(path)).statusCode, path).toBe(404);
    }
    expect((await adminKuo.get(API.searchById(kuoId))).statusCode).toBe(200);
  });

  it("lists the customer's companies", async () => {
    const response = await admin.get(API.companies(vareId));
    expect(response.json()).toEqual({ companies: [expect.objectContaining({ company: 'VARE', customerCode: '1000001' })] });
  });
});

describe('a customer’s place', () => {
  it('answers its contracts, additional services and places', async () => {
    const contracts = await admin.get(API.contracts(vareId, vareHome));
    expect(contracts.statusCode, contracts.body).toBe(200);
    expect(contracts.json().contracts.length).toBeGreaterThan(0);
    expect(contracts.json().contracts[0]).toEqual(expect.objectContaining({ contractId: expect.any(String), active: expect.any(Boolean) }));
    const services = await admin.get(API.serviceContracts(vareId, vareHome));
    expect(services.statusCode).toBe(200);
    for (const service of services.json().serviceContracts) expect(['GREEN_POWER', 'HOME_INSURANCE']).toContain(service.service);
    const places = await admin.get(API.locations(vareId, vareHome));
    expect(places.json().locations).toEqual([expect.objectContaining({ locationIdentifier: vareHome, company: 'VARE', relation: 'owner' })]);
  });

  it("answers 404 for a place that is not the customer's, and 400 naming a malformed one", async () => {
    const other = await server.db.query<{ location_identifier: string }>(
      `select l.location_identifier from locations l where not exists
         (select 1 from location_access la where la.location_identifier = l.location_identifier and la.user_id = $1) order by 1 limit 1`,
      [vareId],
    );
    expect((await admin.get(API.contracts(vareId, other.rows[0]!.location_identifier))).statusCode).toBe(404);
    const bad = await admin.get(`/api/admin/users/v1/user/${vareId}/location/a%20b/contracts`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('params.locationIdentifier');
  });
});

describe('GET /admin/users/v1/search/unauthenticated', () => {
  it('finds a register customer without a login by e-mail, in the admin’s companies only', async () => {
    const found = await admin.get(withQuery(API.searchUnauthenticated, { email: 'Aino.Lahtinen@example.fi' }));
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().customers).toEqual([
      expect.objectContaining({ company: 'VARE', customerCode: '1000002', holderName: 'Aino Lahtinen', email: 'aino.lahtinen@example.fi' }),
    ]);
    expect((await adminKuo.get(withQuery(API.searchUnauthenticated, { email: 'aino.lahtinen@example.fi' }))).json()).toEqual({ customers: [] });
    // A registered customer is not "unauthenticated".
    await server.db.query(`update customers set email = 'asiakas@vare.example' where customer_code = '1000001'`);
    expect((await admin.get(withQuery(API.searchUnauthenticated, { email: 'asiakas@vare.example' }))).json()).toEqual({ customers: [] });
    const missing = await admin.get(API.searchUnauthenticated);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.field).toBe('query.email');
  });
});
