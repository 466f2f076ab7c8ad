import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMailedCode } from '@portal/core/server/testing';
import { apiClient, startTestServer, type TestServer } from '../testing/testServer';
import { createTestUser, loggedInClient } from '../testing/testUsers';
import type { Mailer } from '../mail/mailer';

let server: TestServer;
const sent: { to: string; subject: string; text: string }[] = [];
const mailer: Mailer = {
  async send(message) {
    sent.push(message);
  },
};

beforeAll(async () => {
  server = await startTestServer({ mailer });
  await createTestUser(server.database.db, { email: 'existing@example.com' });
});
afterAll(() => server.close());

const PASSWORD = 'a long enough password';

describe('sign-up', () => {
  it('mails a 6-digit code through the outbox; confirming it lets the user log in', async () => {
    const client = apiClient(server.app);
    const signUp = await client.post('/api/auth/v1/sign-up', { email: 'New@Example.com', password: PASSWORD, name: 'Uusi' });
    expect(signUp.statusCode).toBe(201);
    expect(signUp.json()).toEqual({ email: 'new@example.com', confirmationRequired: true });

    const blocked = await client.post('/api/auth/v1/login', { email: 'new@example.com', password: PASSWORD });
    expect(blocked.json().error.code).toBe('EMAIL_NOT_CONFIRMED');

    const code = await latestMailedCode(client, 'new@example.com', 'signup-code');
    const stored = await server.database.db.query<{ code_hash: string }>('SELECT code_hash FROM account_codes');
    expect(stored.rows.every((row) => !row.code_hash.includes(code))).toBe(true);

    expect((await client.post('/api/auth/v1/confirm-signup', { email: 'new@example.com', code })).statusCode).toBe(200);
    await loggedInClient(server.app, 'new@example.com', PASSWORD);

    // The configured mailer drained the outbox.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent.some((m) => m.to === 'new@example.com' && m.text.includes(code))).toBe(true);
  });

  it('answers 409 ACCOUNT_ALREADY_EXISTS for a taken email, whatever its case, and mails nothing', async () => {
    const before = await server.database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox');
    const response = await apiClient(server.app).post('/api/auth/v1/sign-up', {
      email: 'EXISTING@example.com',
      password: PASSWORD,
      name: 'Dup',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'ACCOUNT_ALREADY_EXISTS', field: 'body.email' });
    const after = await server.database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('kills a code after five wrong tries, and a resent code works', async () => {
    const client = apiClient(server.app);
    await client.post('/api/auth/v1/sign-up', { email: 'guess@example.com', password: PASSWORD, name: 'G' });
    const code = await latestMailedCode(client, 'guess@example.com', 'signup-code');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const r = await client.post('/api/auth/v1/confirm-signup', { email: 'guess@example.com', code: wrong });
      expect(r.json().error).toMatchObject({ code: 'INVALID_CODE', field: 'body.code' });
    }
    const late = await client.post('/api/auth/v1/confirm-signup', { email: 'guess@example.com', code });
    expect(late.statusCode).toBe(400);

    expect((await client.post('/api/auth/v1/resend-signup-code', { email: 'guess@example.com' })).statusCode).toBe(202);
    const fresh = await latestMailedCode(client, 'guess@example.com', 'signup-code');
    expect((await client.post('/api/auth/v1/confirm-signup', { email: 'guess@example.com', code: fresh })).statusCode).toBe(200);
  });

  it('expires codes after 30 minutes', async () => {
    const client = apiClient(server.app);
    await client.post('/api/auth/v1/sign-up', { email: 'slow@example.com', password: PASSWORD, name: 'S' });
    const code = await latestMailedCode(client, 'slow@example.com', 'signup-code');
    server.clock.advance(31 * 60_000);
    expect((await client.post('/api/auth/v1/confirm-signup', { email: 'slow@example.com', code })).statusCode).toBe(400);
  });
});

describe('password reset', () => {
  it('answers the same for an unknown address and mails nothing', async () => {
    const response = await apiClient(server.app).post('/api/auth/v1/send-reset-password-code', { email: 'ghost@example.com' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: true });
    const { rows } = await server.database.db.query("SELECT 1 FROM outbox WHERE recipient = 'ghost@example.com'");
    expect(rows).toHaveLength(0);
  });

  it('sets the new password with the mailed code and ends every existing session', async () => {
    const oldSession = await loggedInClient(server.app, 'existing@example.com');
    const client = apiClient(server.app);
    expect((await client.post('/api/auth/v1/send-reset-password-code', { email: 'existing@example.com' })).statusCode).toBe(202);
    const code = await latestMailedCode(client, 'existing@example.com', 'reset-code');
    const reset = await client.post('/api/auth/v1/reset-password', {
      email: 'existing@example.com',
      code,
      newPassword: 'my new password 123',
    });
    expect(reset.statusCode).toBe(200);
    expect((await oldSession.get('/api/v2/me')).statusCode).toBe(401);
    await loggedInClient(server.app, 'existing@example.com', 'my new password 123');
    // A code works once.
    const replay = await client.post('/api/auth/v1/reset-password', { email: 'existing@example.com', code, newPassword: 'x'.repeat(12) });
    expect(replay.json().error.code).toBe('INVALID_CODE');
  });

  it('names the field when the new password is too short', async () => {
    const response = await apiClient(server.app).post('/api/auth/v1/reset-password', {
      email: 'existing@example.com',
      code: '123456',
      newPassword: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'BAD_REQUEST', field: 'body.newPassword' });
  });
});
