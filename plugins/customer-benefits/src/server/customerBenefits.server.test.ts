import { startTestServer, type ApiClient, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBenefit, AdminBenefitList, BenefitClaim, CreateBenefitBody, CustomerBenefitsResponse } from '../contract/customerBenefits';
import { CUSTOMER_BENEFITS_API } from '../contract/paths';
import { customerBenefitsServerPlugin } from '../server';

/** Customer benefits on the real server and database (clock 15.1.2026 10:00 UTC). */
let server: TestServer;
let admin: ApiClient;
let otherCompanyAdmin: ApiClient;
let customer: ApiClient;
let business: ApiClient;
const ADMIN = 'edut@example.fi';
const KUO_ADMIN = 'edut-kuo@example.fi';
const CUSTOMER = 'koti@example.fi';
const BUSINESS = 'yritys@example.fi';

const BENEFIT: CreateBenefitBody = {
  title: { fi: 'Lippuetu', en: 'Ticket offer' },
  description: { fi: 'Kaksi yhden hinnalla.' },
  partner: 'Kino',
  code: 'KINO-2X1',
  modes: ['B2C'],
};

const userId = (email: string) => server.users[email]!.id;
const titles = async (client: ApiClient, email: string) =>
  ((await client.get(CUSTOMER_BENEFITS_API.benefits(userId(email)))).json() as CustomerBenefitsResponse).benefits.map((benefit) => benefit.title.fi);
const audits = async () =>
  (await server.db.query<{ action: string }>(`select action from audit_log where action like 'customerBenefits.%' order by seq`)).rows.map(
    (row) => row.action,
  );

beforeAll(async () => {
  server = await startTestServer({
    plugins: [customerBenefitsServerPlugin],
    company: { flagDefaults: { customerBenefits: true } },
    users: [CUSTOMER, BUSINESS, { email: ADMIN, groups: ['benefits', 'origin-VARE'] }, { email: KUO_ADMIN, groups: ['benefits', 'origin-KUO'] }],
    now: new Date('2026-01-15T10:00:00Z'),
  });
  await server.db.query(`update users set ui_mode = 'B2B' where id = $1`, [userId(BUSINESS)]);
  admin = await server.loginAs(ADMIN);
  otherCompanyAdmin = await server.loginAs(KUO_ADMIN);
  customer = await server.loginAs(CUSTOMER);
  business = await server.loginAs(BUSINESS);
});

afterAll(async () => {
  await server?.close();
});

describe('customer benefits', () => {
  it('lists the benefits for the customer mode and still in force; the code only after claiming', async () => {
    const created = await admin.post(CUSTOMER_BENEFITS_API.admin, BENEFIT);
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as AdminBenefit).id;
    await admin.post(CUSTOMER_BENEFITS_API.admin, { ...BENEFIT, title: { fi: 'Yrityksille' }, modes: ['B2B'] });
    await admin.post(CUSTOMER_BENEFITS_API.admin, { ...BENEFIT, title: { fi: 'Päättynyt' }, validUntil: '2026-01-14' });
    await admin.post(CUSTOMER_BENEFITS_API.admin, { ...BENEFIT, title: { fi: 'Tänään viimeinen' }, validUntil: '2026-01-15' });

    // Created at the same (frozen) instant, so compared without their order.
    expect((await titles(customer, CUSTOMER)).sort()).toEqual(['Lippuetu', 'Tänään viimeinen']);
    expect(await titles(business, BUSINESS)).toEqual(['Yrityksille']);
    const listed = (await customer.get(CUSTOMER_BENEFITS_API.benefits(userId(CUSTOMER)))).json() as CustomerBenefitsResponse;
    expect(listed.benefits.every((benefit) => benefit.claim === null)).toBe(true);
    expect(JSON.stringify(listed)).not.toContain('KINO-2X1');

    const first = await customer.post(CUSTOMER_BENEFITS_API.claim(userId(CUSTOMER), id));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual<BenefitClaim>({ code: 'KINO-2X1', claimedAt: '2026-01-15T10:00:00.000Z' });
    server.clock.advance(60_000);
    // Idempotent: the second claim answers the first one's time and stores nothing new.
    expect((await customer.post(CUSTOMER_BENEFITS_API.claim(userId(CUSTOMER), id))).json()).toEqual(first.json());
    const claims = await server.db.query('select * from customer_benefit_claims where benefit_id = $1', [id]);
    expect(claims.rows).toHaveLength(1);
    const after = (await customer.get(CUSTOMER_BENEFITS_API.benefits(userId(CUSTOMER)))).json() as CustomerBenefitsResponse;
    expect(after.benefits.find((benefit) => benefit.id === id)?.claim).toEqual({ code: 'KINO-2X1', claimedAt: '2026-01-15T10:00:00.000Z' });
    const adminList = (await admin.get(CUSTOMER_BENEFITS_API.admin)).json() as AdminBenefitList;
    expect(adminList.benefits.find((benefit) => benefit.id === id)?.claims).toBe(1);
  });

  it('answers 404 for a benefit the customer may not see, and for another user id', async () => {
    const forBusiness = ((await admin.post(CUSTOMER_BENEFITS_API.admin, { ...BENEFIT, modes: ['B2B'] })).json() as AdminBenefit).id;
    expect((await customer.post(CUSTOMER_BENEFITS_API.claim(userId(CUSTOMER), forBusiness))).statusCode).toBe(404);
    expect((await customer.post(CUSTOMER_BENEFITS_API.claim(userId(CUSTOMER), 'no-such'))).statusCode).toBe(404);
    expect((await customer.get(CUSTOMER_BENEFITS_API.benefits(userId(BUSINESS)))).statusCode).toBe(404);
    expect((await server.client().get(CUSTOMER_BENEFITS_API.benefits(userId(CUSTOMER)))).statusCode).toBe(401);
  });

  it('lets only this company benefits administrators write, audits each write, and 400 names the field', async () => {
    const id = ((await admin.post(CUSTOMER_BENEFITS_API.admin, BENEFIT)).json() as AdminBenefit).id;
    const before = await audits();
    for (const client of [customer, otherCompanyAdmin]) {
      expect((await client.get(CUSTOMER_BENEFITS_API.admin)).statusCode).toBe(403);
      expect((await client.post(CUSTOMER_BENEFITS_API.admin, BENEFIT)).statusCode).toBe(403);
      expect((await client.delete(CUSTOMER_BENEFITS_API.adminOne(id))).statusCode).toBe(403);
    }
    const bad = await admin.post(CUSTOMER_BENEFITS_API.admin, { ...BENEFIT, code: 'ei käy' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { field: 'body.code' } });
    expect(await audits()).toEqual(before);
    expect((await admin.delete(CUSTOMER_BENEFITS_API.adminOne(id))).statusCode).toBe(204);
    expect((await admin.delete(CUSTOMER_BENEFITS_API.adminOne(id))).statusCode).toBe(404);
    expect((await audits()).slice(before.length)).toEqual(['customerBenefits.delete']);
    expect(before.every((action) => action === 'customerBenefits.create')).toBe(true);
  });

  it('answers 404 from every route with the customerBenefits flag off', async () => {
    await server.setFlag('customerBenefits', false);
    expect((await customer.get(CUSTOMER_BENEFITS_API.benefits(userId(CUSTOMER)))).statusCode).toBe(404);
    expect((await customer.post(CUSTOMER_BENEFITS_API.claim(userId(CUSTOMER), 'x'))).statusCode).toBe(404);
    expect((await admin.get(CUSTOMER_BENEFITS_API.admin)).statusCode).toBe(404);
  });
});
