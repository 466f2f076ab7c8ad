import { startTestServer, TEST_PASSWORD, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_API } from '../../contract/paths';
import { settingsServerPlugin } from '../../server';
import { deleteWithBody, mailsTo } from '../testing/accountMails';

/**
 * The person's own deletion through the plugin's route, on the real server and database. The reach of
 * the deletion across every plugin's tables is the host's test (host/server/src/users/deletion).
 */
let server: TestServer;
const OWNER = 'poistuja@example.fi';
const OTHER = 'toinen@example.fi';
const FLAGGED = 'flagged@example.fi';
const userCount = async (email: string) =>
  (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE lower(email) = lower($1)', [email])).rows[0]?.n;

beforeAll(async () => {
  server = await startTestServer({ plugins: [settingsServerPlugin], users: [OWNER, OTHER, FLAGGED] });
});
afterAll(async () => {
  await server?.close();
});

describe('DELETE /api/v2/user/{id}', () => {
  it('requires the password: without it 400 naming the field, a wrong one 403, and nothing is deleted', async () => {
    const client = await server.loginAs(OWNER);
    const url = SETTINGS_API.deleteAccount(server.users[OWNER]!.id);
    const missing = await deleteWithBody(server, client, url, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.field).toBe('body.password');
    const wrong = await deleteWithBody(server, client, url, { password: 'not it' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.field).toBe('body.password');
    expect(await userCount(OWNER)).toBe(1);
  });

  it("refuses another user's account with 404", async () => {
    const client = await server.loginAs(OWNER);
    const response = await deleteWithBody(server, client, SETTINGS_API.deleteAccount(server.users[OTHER]!.id), { password: TEST_PASSWORD });
    expect(response.statusCode).toBe(404);
    expect(await userCount(OTHER)).toBe(1);
  });

  it('answers 404 while generalSettings is off for the person', async () => {
    await server.setFlag('generalSettings', false, { user: server.users[FLAGGED]! });
    const client = await server.loginAs(FLAGGED);
    expect(
      (await deleteWithBody(server, client, SETTINGS_API.deleteAccount(server.users[FLAGGED]!.id), { password: TEST_PASSWORD })).statusCode,
    ).toBe(404);
    expect(await userCount(FLAGGED)).toBe(1);
  });

  it('deletes the account, clears the cookies, ends every other session, mails the person and audits by id', async () => {
    const id = server.users[OWNER]!.id;
    const laptop = await server.loginAs(OWNER);
    const phone = await server.loginAs(OWNER);
    const response = await deleteWithBody(server, laptop, SETTINGS_API.deleteAccount(id), { password: TEST_PASSWORD });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    expect((await phone.get(SETTINGS_API.me)).statusCode).toBe(401);
    expect((await server.client().post('/api/auth/v1/login', { email: OWNER, password: TEST_PASSWORD })).statusCode).toBe(401);
    expect(await userCount(OWNER)).toBe(0);
    expect((await mailsTo(server, OWNER)).map((mail) => mail.kind)).toEqual(['account-deleted']);
    const audit = await server.db.query<{ email: string | null }>("SELECT email FROM audit_log WHERE kind = 'account.deleted' AND user_id = $1", [
      id,
    ]);
    expect(audit.rows).toEqual([{ email: null }]);
  });
});
