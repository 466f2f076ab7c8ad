import { startTestServer, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION_API } from '../../contract/registration';
import { accountServerPlugin } from '../accountServerPlugin';

/**
 * The plugin's registration routes alone on the real server: no invoice keeper and no identity provider
 * mounted. The whole flow with both (the test identity provider, the invoices plugin's proofs) is the
 * host's integration test, host/server/src/registration/registration.test.ts.
 */
let server: TestServer;
const PERSON = 'rekisteroityva@example.fi';
const OTHER = 'toinen@example.fi';

beforeAll(async () => {
  server = await startTestServer({ plugins: [accountServerPlugin], users: [PERSON, OTHER] });
});
afterAll(async () => {
  await server?.close();
});

describe('the account plugin without a strong identification provider', () => {
  it('answers 503 to starting an identification, and opens no attempt', async () => {
    const client = await server.loginAs(PERSON);
    const attemptId = crypto.randomUUID();
    const response = await client.post(REGISTRATION_API.strongAuth(attemptId), { action: 'start' });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('SERVICE_UNAVAILABLE');
    const attempts = await server.db.query('SELECT 1 FROM strong_auth_attempts WHERE id = $1', [attemptId]);
    expect(attempts.rows).toEqual([]);
  });

  it('refuses an invoice proof no mounted plugin can confirm, audits it, and links nothing', async () => {
    const client = await server.loginAs(PERSON);
    const response = await client.post(REGISTRATION_API.register, { proof: 'invoice', customerNumber: '1000050', invoiceReference: '1000500017' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'INVALID_CODE', field: 'body' });
    const id = server.users[PERSON]!.id;
    const audit = await server.db.query<{ details: { reason: string } }>(
      "SELECT details FROM audit_log WHERE kind = 'customership.proofFailed' AND user_id = $1",
      [id],
    );
    expect(audit.rows.map((row) => row.details.reason)).toEqual(['mismatch']);
    expect((await server.db.query('SELECT 1 FROM customerships WHERE user_id = $1', [id])).rows).toEqual([]);
  });

  it("answers the caller's own profile, and 404 for another user's", async () => {
    const client = await server.loginAs(PERSON);
    const own = await client.get(`${REGISTRATION_API.profile(server.users[PERSON]!.id)}?refreshMappings=true`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ email: PERSON, customerCodes: [], locationCount: 0, mappings: { added: 0, removed: 0 } });
    expect((await client.get(REGISTRATION_API.profile(server.users[OTHER]!.id))).statusCode).toBe(404);
  });
});
