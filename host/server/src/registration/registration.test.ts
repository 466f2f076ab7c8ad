import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PERSONS } from '../demo/demoCustomers';
import { serverPluginsOfEveryDistribution } from '../plugins/serverPluginsFromConfig';
import { serverMigrations } from '../serverMigrations';
import { apiClient, startTestServer, TEST_COMPANY, type ApiClient, type TestServer } from '../testing/testServer';
import { createTestUser, loggedInClient } from '../testing/testUsers';
import { MAX_PROOF_FAILURES_PER_HOUR } from './registrationThrottle';
import { addCustomer, addInvoice, addPlace, AINO, MATTI, VILLE } from './testing/registrationFixture';
import { identify, pickTestPerson, testRegistration } from './testing/registrationTestKit';

let server: TestServer;
let app: FastifyInstance;
const db = () => server.database.db;
let users = 0;

/** A confirmed login with no customership, as after sign-up. */
async function newLogin(): Promise<{ id: string; email: string; client: ApiClient }> {
  const email = `person${++users}@example.com`;
  const user = await createTestUser(db(), { email });
  return { id: user.id, email, client: await loggedInClient(app, email) };
}

const attemptId = () => crypto.randomUUID();
const count = async (sql: string, params: unknown[]) => (await db().query<{ n: number }>(sql, params)).rows[0]!.n;
const ownerGrants = (userId: string) => count(`select count(*)::int as n from location_access where user_id = $1 and relation = 'owner'`, [userId]);

beforeAll(async () => {
  // The account plugin serves registration; the invoices plugin keeps the invoices the proof reads.
  const plugins = (await serverPluginsOfEveryDistribution()).filter((plugin) => plugin.id === 'account' || plugin.id === 'invoices');
  server = await startTestServer({
    plugins,
    company: { ...TEST_COMPANY, pluginIds: plugins.map((plugin) => plugin.id) },
    migrations: serverMigrations(plugins),
    registration: testRegistration(() => app),
  });
  app = server.app;
  server.clock.set(new Date('2026-03-10T10:00:00Z'));
  // Aino holds VARE 1000002 (two places); Matti's VARE 1000001 already belongs to a login.
  await addCustomer(db(), 'VARE', '1000002', AINO);
  await addPlace(db(), 'VARE', '1000002', '01');
  await addPlace(db(), 'VARE', '1000002', '02');
  await addCustomer(db(), 'VARE', '1000001', MATTI);
  await addPlace(db(), 'VARE', '1000001', '01');
  const matti = await createTestUser(db(), { email: 'matti@example.com' });
  await db().query(`insert into customerships (user_id, company, customer_code) values ($1, 'VARE', '1000001')`, [matti.id]);
  // Invoice-proof customers: one at VARE, one at KUO (a second company for "add customership").
  await addCustomer(db(), 'VARE', '1000050', null);
  await addInvoice(db(), await addPlace(db(), 'VARE', '1000050', '01'), '2026-02-05', '1000500017');
  await addCustomer(db(), 'KUO', '3000050', null);
  const kuoPlace = await addPlace(db(), 'KUO', '3000050', '01');
  await addInvoice(db(), kuoPlace, '2025-06-05', 'RF47 3000 5000 14');
  await addInvoice(db(), kuoPlace, '2024-12-05', '3000500001');
});
afterAll(() => server.close());

describe('strong identification', () => {
  it('starts with PKCE, state and nonce, and keeps the secrets on the server', async () => {
    const { client } = await newLogin();
    const id = attemptId();
    const started = await client.post(`/api/v3/user/strongauth/${id}`, { action: 'start' });
    expect(started.statusCode).toBe(200);
    const url = new URL(started.json().authorizeUrl);
    expect(url.pathname).toBe('/test-idp/authorize');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const { rows } = await db().query<{ state: string; nonce: string; code_verifier: string }>('select * from strong_auth_attempts where id = $1', [
      id,
    ]);
    expect(url.searchParams.get('state')).toBe(rows[0]!.state);
    expect(url.searchParams.get('nonce')).toBe(rows[0]!.nonce);
    // The verifier never leaves the server; only its S256 challenge does.
    expect(started.body).not.toContain(rows[0]!.code_verifier);
    // The same id again: a conflict, not a second attempt.
    expect((await client.post(`/api/v3/user/strongauth/${id}`, { action: 'start' })).statusCode).toBe(409);
  });

  it('registers a new person: identify, register, and their places are theirs', async () => {
    const { id: userId, client } = await newLogin();
    const id = attemptId();
    const completed = await identify(app, client, id, AINO);
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toEqual({ status: 'verified', name: 'Aino Lahtinen' });

    // Only a keyed digest of the identity code is stored, never the code.
    const stored = await db().query('select * from strong_auth_attempts where id = $1', [id]);
    expect(JSON.stringify(stored.rows)).not.toContain(DEMO_PERSONS[AINO]!.hetu);
    expect(JSON.stringify(stored.rows)).not.toContain(DEMO_PERSONS[AINO]!.hetu.slice(0, 6));

    const registered = await client.post('/api/v3/user/register', { proof: 'strongAuthentication', attemptId: id });
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toEqual({
      added: [{ company: 'VARE', customerCode: '1000002', customerType: 'B2C', places: 2 }],
      customerCodes: [{ company: 'VARE', customerCode: '1000002' }],
    });
    expect(await ownerGrants(userId)).toBe(2);
    const me = await client.get('/api/v2/me');
    expect(me.json().customerCodes).toEqual([expect.objectContaining({ company: 'VARE', customerCode: '1000002' })]);
    const profile = await client.get(`/api/v2/user/profile/${userId}?refreshMappings=true`);
    expect(profile.json()).toMatchObject({ locationCount: 2, mappings: { added: 0, removed: 0 } });

    // An identification registers once.
    const again = await client.post('/api/v3/user/register', { proof: 'strongAuthentication', attemptId: id });
    expect(again.json().error).toMatchObject({ code: 'INVALID_CODE', field: 'body.attemptId' });
    const audit = await count(`select count(*)::int as n from audit_log where kind = 'customership.added' and user_id = $1`, [userId]);
    expect(audit).toBe(1);
  });

  it('answers ACCOUNT_ALREADY_EXISTS when the customership belongs to another login, and links nothing', async () => {
    const { id: userId, client } = await newLogin();
    const id = attemptId();
    expect((await identify(app, client, id, MATTI)).statusCode).toBe(200);
    const registered = await client.post('/api/v3/user/register', { proof: 'strongAuthentication', attemptId: id });
    expect(registered.statusCode).toBe(409);
    expect(registered.json().error.code).toBe('ACCOUNT_ALREADY_EXISTS');
    expect(await count('select count(*)::int as n from customerships where user_id = $1', [userId])).toBe(0);
    expect(await ownerGrants(userId)).toBe(0);
  });

  it('finds nothing for a person who is nobody’s customer', async () => {
    const { client } = await newLogin();
    const id = attemptId();
    expect((await identify(app, client, id, VILLE)).statusCode).toBe(200);
    const registered = await client.post('/api/v3/user/register', { proof: 'strongAuthentication', attemptId: id });
    expect(registered.statusCode).toBe(400);
    expect(registered.json().error).toMatchObject({ code: 'INVALID_CODE', details: { reason: 'noCustomership' } });
  });

  it('ends the attempt when the person cancels at the provider', async () => {
    const { client } = await newLogin();
    const id = attemptId();
    const started = await client.post(`/api/v3/user/strongauth/${id}`, { action: 'start' });
    const answer = await pickTestPerson(app, started.json().authorizeUrl, 0, 'cancel');
    expect(answer).toMatchObject({ code: null, error: 'access_denied' });
    const cancelled = await client.post(`/api/v3/user/strongauth/${id}`, { action: 'complete', state: answer.state, error: answer.error });
    expect(cancelled.json()).toEqual({ status: 'cancelled' });
    // The state is spent: the same answer cannot be replayed.
    const replay = await client.post(`/api/v3/user/strongauth/${id}`, { action: 'complete', state: answer.state, error: answer.error });
    expect(replay.json().error).toMatchObject({ code: 'INVALID_CODE', field: 'params.uuid' });
  });

  it('refuses an answer with another state, and keeps the attempt usable', async () => {
    const { client } = await newLogin();
    const id = attemptId();
    const started = await client.post(`/api/v3/user/strongauth/${id}`, { action: 'start' });
    const answer = await pickTestPerson(app, started.json().authorizeUrl, AINO);
    const wrong = await client.post(`/api/v3/user/strongauth/${id}`, { action: 'complete', code: answer.code, state: 'forged-state' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.field).toBe('body.state');
    const right = await client.post(`/api/v3/user/strongauth/${id}`, { action: 'complete', code: answer.code, state: answer.state });
    expect(right.json().status).toBe('verified');
  });

  it('refuses an ID token whose nonce is not the attempt’s, and records why', async () => {
    const { id: userId, client } = await newLogin();
    const id = attemptId();
    const started = await client.post(`/api/v3/user/strongauth/${id}`, { action: 'start' });
    const answer = await pickTestPerson(app, started.json().authorizeUrl, AINO);
    // The provider signed the nonce it was given; the server expects another (a replayed token would).
    await db().query(`update strong_auth_attempts set nonce = 'another-nonce' where id = $1`, [id]);
    const completed = await client.post(`/api/v3/user/strongauth/${id}`, { action: 'complete', code: answer.code, state: answer.state });
    expect(completed.statusCode).toBe(400);
    expect(completed.json().error).toMatchObject({ code: 'INVALID_CODE', field: 'body.code' });
    const { rows } = await db().query<{ details: { reason: string } }>(
      `select details from audit_log where kind = 'customership.proofFailed' and user_id = $1`,
      [userId],
    );
    expect(rows.map((row) => row.details.reason)).toEqual(['wrongNonce']);
    expect(await count('select count(*)::int as n from strong_auth_attempts where id = $1 and verified_at is not null', [id])).toBe(0);
  });

  it('expires an attempt not completed in 15 minutes', async () => {
    const { client } = await newLogin();
    const id = attemptId();
    const started = await client.post(`/api/v3/user/strongauth/${id}`, { action: 'start' });
    const answer = await pickTestPerson(app, started.json().authorizeUrl, AINO);
    server.clock.advance(16 * 60_000);
    const late = await client.post(`/api/v3/user/strongauth/${id}`, { action: 'complete', code: answer.code, state: answer.state });
    expect(late.json().error).toMatchObject({ code: 'INVALID_CODE', field: 'params.uuid' });
  });

  it('answers 404 for another user’s attempt, whatever the call', async () => {
    const owner = await newLogin();
    const other = await newLogin();
    const id = attemptId();
    const started = await owner.client.post(`/api/v3/user/strongauth/${id}`, { action: 'start' });
    const answer = await pickTestPerson(app, started.json().authorizeUrl, AINO);
    expect((await other.client.post(`/api/v3/user/strongauth/${id}`, { action: 'start' })).statusCode).toBe(404);
    const stolen = await other.client.post(`/api/v3/user/strongauth/${id}`, { action: 'complete', code: answer.code, state: answer.state });
    expect(stolen.statusCode).toBe(404);
    expect(
      (await owner.client.post(`/api/v3/user/strongauth/${id}`, { action: 'complete', code: answer.code, state: answer.state })).statusCode,
    ).toBe(200);
    const register = await other.client.post('/api/v3/user/register', { proof: 'strongAuthentication', attemptId: id });
    expect(register.statusCode).toBe(404);
  });

  it('names the field of bad input and needs a session', async () => {
    const { client } = await newLogin();
    const badId = await client.post('/api/v3/user/strongauth/not-a-uuid', { action: 'start' });
    expect(badId.json().error).toMatchObject({ code: 'BAD_REQUEST', field: 'params.uuid' });
    const badAction = await client.post(`/api/v3/user/strongauth/${attemptId()}`, { action: 'finish' });
    expect(badAction.json().error).toMatchObject({ code: 'BAD_REQUEST', field: 'body.action' });
    const anonymous = await apiClient(app).post(`/api/v3/user/strongauth/${attemptId()}`, { action: 'start' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('customer number and invoice reference', () => {
  it('registers with a recent invoice’s reference, typed with spaces', async () => {
    const { id: userId, client } = await newLogin();
    const registered = await client.post('/api/v3/user/register', { proof: 'invoice', customerNumber: '1000050', invoiceReference: '10005 00017' });
    expect(registered.statusCode).toBe(200);
    expect(registered.json().added).toEqual([{ company: 'VARE', customerCode: '1000050', customerType: 'B2C', places: 1 }]);
    expect(await ownerGrants(userId)).toBe(1);
  });

  it('gives one generic answer whichever half is wrong, and changes nothing', async () => {
    const { id: userId, client } = await newLogin();
    const wrongReference = await client.post('/api/v3/user/register', {
      proof: 'invoice',
      customerNumber: '3000050',
      company: 'KUO',
      invoiceReference: '1000500017',
    });
    const wrongNumber = await client.post('/api/v3/user/register', {
      proof: 'invoice',
      customerNumber: '3000051',
      company: 'KUO',
      invoiceReference: 'RF4730005000 14',
    });
    // The reference of another customer's invoice proves nothing: both halves must match one customer.
    const mixed = await client.post('/api/v3/user/register', { proof: 'invoice', customerNumber: '1000002', invoiceReference: '1000500017' });
    for (const response of [wrongReference, wrongNumber, mixed]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({ code: 'INVALID_CODE', message: wrongReference.json().error.message, field: 'body' });
    }
    // An invoice older than 12 months does not count either.
    const old = await client.post('/api/v3/user/register', {
      proof: 'invoice',
      company: 'KUO',
      customerNumber: '3000050',
      invoiceReference: '3000500001',
    });
    expect(old.statusCode).toBe(400);
    expect(await count('select count(*)::int as n from customerships where user_id = $1', [userId])).toBe(0);
  });

  it(`locks out after ${MAX_PROOF_FAILURES_PER_HOUR} failures in an hour, even a right proof`, async () => {
    const { client, email } = await newLogin();
    for (let i = 0; i < MAX_PROOF_FAILURES_PER_HOUR; i++) {
      const wrong = await client.post('/api/v3/user/register', { proof: 'invoice', customerNumber: '1000050', invoiceReference: `99999${i}` });
      expect(wrong.statusCode).toBe(400);
    }
    const right = { proof: 'invoice', customerNumber: '1000050', invoiceReference: '1000500017' };
    const locked = await client.post('/api/v3/user/register', right);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('TOO_MANY_REQUESTS');
    server.clock.advance(61 * 60_000);
    // Unlocked after the hour (a new session: the old one idled out); the customer is now the first
    // test's login's, which the answer says.
    const later = await loggedInClient(app, email);
    expect((await later.post('/api/v3/user/register', right)).json().error.code).toBe('ACCOUNT_ALREADY_EXISTS');
  });

  it('adds a second company’s customership, and its places appear at once', async () => {
    const { id: userId, client } = await newLogin();
    expect((await identify(app, client, attemptId(), AINO)).statusCode).toBe(200);
    // Aino's code went to the first test's login: this person proves a KUO customer by invoice instead.
    const added = await client.post('/api/v3/user/register', {
      proof: 'invoice',
      company: 'KUO',
      customerNumber: '3000050',
      invoiceReference: 'rf47 3000 5000 14',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().customerCodes).toEqual([{ company: 'KUO', customerCode: '3000050' }]);
    const profile = await client.get(`/api/v2/user/profile/${userId}`);
    expect(profile.json()).toMatchObject({ locationCount: 1, customerCodes: [{ company: 'KUO', customerCode: '3000050', customerType: 'B2C' }] });
  });

  it('starts a business customer’s first login in B2B mode', async () => {
    const { id: userId, client } = await newLogin();
    await addCustomer(db(), 'VARE', '1500090', null, 'Yritys Oy', 'B2B');
    await addInvoice(db(), await addPlace(db(), 'VARE', '1500090', '01'), '2026-03-01', 'RF18 1500 0900 11');
    const added = await client.post('/api/v3/user/register', { proof: 'invoice', customerNumber: '1500090', invoiceReference: 'RF1815000900 11' });
    expect(added.json().added).toEqual([{ company: 'VARE', customerCode: '1500090', customerType: 'B2B', places: 1 }]);
    expect((await client.get(`/api/v2/user/${userId}/ui`)).json()).toEqual({ uiMode: 'B2B' });
  });

  it('names the field of bad input', async () => {
    const { client } = await newLogin();
    const letters = await client.post('/api/v3/user/register', { proof: 'invoice', customerNumber: 'abc', invoiceReference: '123456' });
    expect(letters.json().error).toMatchObject({ code: 'BAD_REQUEST', field: 'body.customerNumber' });
    const company = await client.post('/api/v3/user/register', { proof: 'invoice', company: 'XYZ', customerNumber: '1', invoiceReference: '123456' });
    expect(company.json().error).toMatchObject({ code: 'BAD_REQUEST', field: 'body.company' });
    const noProof = await client.post('/api/v3/user/register', { attemptId: attemptId() });
    expect(noProof.json().error).toMatchObject({ code: 'BAD_REQUEST', field: 'body.proof' });
  });
});

describe('GET /v2/user/profile/{uuid}', () => {
  it('refreshMappings adds places that appeared under the user’s customer codes; force drops codes no longer held', async () => {
    const { id: userId, client } = await newLogin();
    await addCustomer(db(), 'VARE', '1000070', null);
    await addInvoice(db(), await addPlace(db(), 'VARE', '1000070', '01'), '2026-03-01', '1000700011');
    await client.post('/api/v3/user/register', { proof: 'invoice', customerNumber: '1000070', invoiceReference: '1000700011' });
    await addPlace(db(), 'VARE', '1000070', '02');

    const plain = await client.get(`/api/v2/user/profile/${userId}`);
    expect(plain.json()).toMatchObject({ locationCount: 1, mappings: { added: 0, removed: 0 } });
    const refreshed = await client.get(`/api/v2/user/profile/${userId}?refreshMappings=true`);
    expect(refreshed.json()).toMatchObject({ locationCount: 2, mappings: { added: 1, removed: 0 } });

    await db().query(`delete from customerships where user_id = $1`, [userId]);
    const soft = await client.get(`/api/v2/user/profile/${userId}?refreshMappings=true`);
    expect(soft.json()).toMatchObject({ locationCount: 2, mappings: { added: 0, removed: 0 } });
    const forced = await client.get(`/api/v2/user/profile/${userId}?forceRefreshMappings=true`);
    expect(forced.json()).toMatchObject({ locationCount: 0, customerCodes: [], mappings: { added: 0, removed: 2 } });
  });

  it('answers 404 for another user’s id and 400 naming a bad query field', async () => {
    const me = await newLogin();
    const other = await newLogin();
    expect((await me.client.get(`/api/v2/user/profile/${other.id}?refreshMappings=true`)).statusCode).toBe(404);
    const bad = await me.client.get(`/api/v2/user/profile/${me.id}?refreshMappings=yes`);
    expect(bad.json().error).toMatchObject({ code: 'BAD_REQUEST', field: 'query.refreshMappings' });
  });
});
