import { apiClient, createTestUser, loggedInClient, startTestServer, TEST_PASSWORD, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsServerPlugin } from '../../server';
import { codeIn, latestMail, mailsTo } from '../testing/accountMails';

let server: TestServer;
let seq = 0;

const change = (id: string) => `/api/v2/user/${id}/changeEmailAddress`;
const confirm = (id: string) => `/api/v2/user/${id}/changeEmailAddress/confirm`;

async function person(language = 'fi') {
  seq += 1;
  const user = await createTestUser(server.database.db, { email: `person${seq}@example.com` });
  await server.database.db.query('UPDATE users SET language = $2 WHERE id = $1', [user.id, language]);
  return { user, client: await loggedInClient(server.app, user.email) };
}
const canLogIn = async (email: string) =>
  (await apiClient(server.app).post('/api/auth/v1/login', { email, password: TEST_PASSWORD })).statusCode === 200;

beforeAll(async () => {
  server = await startTestServer({ plugins: [settingsServerPlugin] });
});
afterAll(() => server.close());

describe('POST /api/v2/user/{id}/changeEmailAddress', () => {
  it('mails a code to the new address and a notice to the old; the login changes only when the code is confirmed', async () => {
    const { user, client } = await person();
    const response = await client.post(change(user.id), { newEmail: 'uusi@example.com', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ pendingEmail: 'uusi@example.com', expiresAt: '2026-01-15T10:30:00.000Z' });

    const codeMail = await latestMail(server, 'uusi@example.com', 'email-change-code');
    expect(codeMail.subject).toBe('Vahvista uusi sähköpostiosoitteesi');
    const notice = await latestMail(server, user.email, 'email-change-notice');
    expect(notice.body).toContain('uusi@example.com');
    expect(await canLogIn(user.email)).toBe(true);
    expect(await canLogIn('uusi@example.com')).toBe(false);

    const confirmed = await client.post(confirm(user.id), { code: codeIn(codeMail.body) });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: 'uusi@example.com' });
    expect(await canLogIn('uusi@example.com')).toBe(true);
    expect(await canLogIn(user.email)).toBe(false);
    expect((await client.get('/api/v2/me')).json().loginInfo.username).toBe('uusi@example.com');
    expect((await latestMail(server, user.email, 'email-changed')).body).toContain('uusi@example.com');
    const audit = await server.database.db.query("SELECT details FROM audit_log WHERE kind = 'email.changed' AND user_id = $1", [user.id]);
    expect(audit.rows).toHaveLength(1);
  });

  it("writes the mails in the person's language", async () => {
    const { user, client } = await person('sv');
    await client.post(change(user.id), { newEmail: 'ny@example.com', password: TEST_PASSWORD });
    expect((await latestMail(server, 'ny@example.com', 'email-change-code')).subject).toBe('Bekräfta din nya e-postadress');
    expect((await latestMail(server, user.email, 'email-change-notice')).subject).toBe('Byte av e-postadress begärdes');
  });

  it('refuses a wrong password (403 naming the field) and mails nothing', async () => {
    const { user, client } = await person();
    const response = await client.post(change(user.id), { newEmail: 'x1@example.com', password: 'wrong-password' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.field).toBe('body.password');
    expect(await mailsTo(server, 'x1@example.com')).toEqual([]);
  });

  it('refuses an address another account has, clearly (409 naming newEmail), in any case', async () => {
    const { user, client } = await person();
    const { user: holder } = await person();
    const response = await client.post(change(user.id), { newEmail: holder.email.toUpperCase(), password: TEST_PASSWORD });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'ACCOUNT_ALREADY_EXISTS', field: 'body.newEmail' });
  });

  it.each([
    [{ newEmail: 'not-an-address', password: TEST_PASSWORD }, 'body.newEmail'],
    [{ newEmail: 'a@example.com' }, 'body.password'],
  ])('refuses %j with a 400 naming %s', async (body, field) => {
    const { user, client } = await person();
    const response = await client.post(change(user.id), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe(field);
  });

  it("answers another user's id with 404", async () => {
    const { client } = await person();
    const { user: other } = await person();
    expect((await client.post(change(other.id), { newEmail: 'y@example.com', password: TEST_PASSWORD })).statusCode).toBe(404);
    expect((await client.post(confirm(other.id), { code: '123456' })).statusCode).toBe(404);
  });
});

describe('POST /api/v2/user/{id}/changeEmailAddress/confirm', () => {
  it('stops after five wrong codes: even the right one then fails, and a new request starts over', async () => {
    const { user, client } = await person();
    await client.post(change(user.id), { newEmail: 'tries@example.com', password: TEST_PASSWORD });
    const code = codeIn((await latestMail(server, 'tries@example.com', 'email-change-code')).body);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await client.post(confirm(user.id), { code: wrong })).json().error);
    expect(answers.slice(0, 4).map((e) => e.details.attemptsLeft)).toEqual([4, 3, 2, 1]);
    expect(answers[4]).toMatchObject({ code: 'TOO_MANY_REQUESTS', field: 'body.code' });
    expect((await client.post(confirm(user.id), { code })).statusCode).toBe(429);
    expect(await canLogIn('tries@example.com')).toBe(false);

    await client.post(change(user.id), { newEmail: 'tries@example.com', password: TEST_PASSWORD });
    const fresh = codeIn((await latestMail(server, 'tries@example.com', 'email-change-code')).body);
    expect((await client.post(confirm(user.id), { code: fresh })).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const { user, client } = await person();
    await client.post(change(user.id), { newEmail: 'late@example.com', password: TEST_PASSWORD });
    const code = codeIn((await latestMail(server, 'late@example.com', 'email-change-code')).body);
    server.clock.set(new Date(server.clock.now().getTime() + 31 * 60_000));
    try {
      // The session has idled out by now too: log in again, as the person would.
      const again = await loggedInClient(server.app, user.email);
      const response = await again.post(confirm(user.id), { code });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'INVALID_CODE', field: 'body.code', details: { reason: 'EXPIRED' } });
      expect(await canLogIn('late@example.com')).toBe(false);
    } finally {
      server.clock.set(new Date('2026-01-15T10:00:00Z'));
    }
  });

  it('only the latest code works', async () => {
    const { user, client } = await person();
    await client.post(change(user.id), { newEmail: 'first@example.com', password: TEST_PASSWORD });
    const first = codeIn((await latestMail(server, 'first@example.com', 'email-change-code')).body);
    await client.post(change(user.id), { newEmail: 'second@example.com', password: TEST_PASSWORD });
    const second = codeIn((await latestMail(server, 'second@example.com', 'email-change-code')).body);
    if (first !== second) expect((await client.post(confirm(user.id), { code: first })).statusCode).toBe(400);
    expect((await client.post(confirm(user.id), { code: second })).json()).toEqual({ email: 'second@example.com' });
  });

  it('refuses when the address was taken while the code was on its way', async () => {
    const { user, client } = await person();
    await client.post(change(user.id), { newEmail: 'race@example.com', password: TEST_PASSWORD });
    const code = codeIn((await latestMail(server, 'race@example.com', 'email-change-code')).body);
    await createTestUser(server.database.db, { email: 'race@example.com' });
    const response = await client.post(confirm(user.id), { code });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.field).toBe('body.newEmail');
    expect((await client.get('/api/v2/me')).json().email).toBe(user.email);
  });

  it('says so when no change is waiting', async () => {
    const { user, client } = await person();
    const response = await client.post(confirm(user.id), { code: '123456' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ field: 'body.code', details: { reason: 'NONE' } });
  });

  it('answers 404 while generalSettings is off', async () => {
    const off = await startTestServer({ plugins: [settingsServerPlugin], flags: { generalSettings: false } });
    try {
      const user = await createTestUser(off.database.db, { email: 'off@example.com' });
      const client = await loggedInClient(off.app, user.email);
      expect((await client.post(change(user.id), { newEmail: 'z@example.com', password: TEST_PASSWORD })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
