import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, startTestServer, type TestServer } from '../testing/testServer';
import { createTestUser, loggedInClient, TEST_PASSWORD } from '../testing/testUsers';

let server: TestServer;
const MINUTE = 60_000;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  await createTestUser(db, { email: 'anna@example.com', name: 'Anna' });
  await createTestUser(db, { email: 'unconfirmed@example.com', verified: false });
  await createTestUser(db, { email: 'created-by-admin@example.com', mustResetPassword: true });
});
afterAll(() => server.close());

type Cookie = { name: string; value: string; httpOnly?: boolean; sameSite?: string; path?: string; secure?: boolean };

describe('login', () => {
  it('sets httpOnly SameSite=Lax session and refresh cookies on Path=/ and answers the session status', async () => {
    const client = apiClient(server.app);
    const response = await client.post('/api/auth/v1/login', { email: 'Anna@Example.com', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      hasRefreshToken: true,
      expiresAt: Math.floor(server.clock.now().getTime() / 1000) + 30 * 60,
    });
    const cookies = response.cookies as Cookie[];
    expect(cookies.map((c) => c.name).sort()).toEqual(['portal_refresh', 'portal_session']);
    for (const cookie of cookies) {
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie.secure).toBeFalsy();
      // 32 random bytes in base64url: 256 bits, well above the 128 required.
      expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });

  it('uses Secure __Host- cookies and HSTS behind a trusted https proxy', async () => {
    const proxied = await startTestServer({ trustProxy: true });
    try {
      await createTestUser(proxied.database.db, { email: 'anna@example.com' });
      const response = await apiClient(proxied.app).post(
        '/api/auth/v1/login',
        { email: 'anna@example.com', password: TEST_PASSWORD },
        { 'x-forwarded-proto': 'https' },
      );
      expect(response.statusCode).toBe(200);
      const cookies = response.cookies as Cookie[];
      expect(cookies.map((c) => c.name).sort()).toEqual(['__Host-portal_refresh', '__Host-portal_session']);
      for (const cookie of cookies) expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true });
      expect(response.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await proxied.close();
    }
  });

  it('ignores X-Forwarded-Proto when no proxy is trusted', async () => {
    const response = await apiClient(server.app).post(
      '/api/auth/v1/login',
      { email: 'anna@example.com', password: TEST_PASSWORD },
      { 'x-forwarded-proto': 'https' },
    );
    expect((response.cookies as Cookie[]).map((c) => c.name)).toContain('portal_session');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers a wrong password and an unknown account alike', async () => {
    const wrong = await apiClient(server.app).post('/api/auth/v1/login', { email: 'anna@example.com', password: 'nope' });
    const unknown = await apiClient(server.app).post('/api/auth/v1/login', { email: 'nobody@example.com', password: 'nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');
    expect(wrong.cookies).toHaveLength(0);
  });

  it('issues a new session at every login and ends the one the browser had', async () => {
    const client = await loggedInClient(server.app, 'anna@example.com');
    const before = client.jar.clone();
    const first = client.jar.get('portal_session');
    await client.post('/api/auth/v1/login', { email: 'anna@example.com', password: TEST_PASSWORD });
    expect(client.jar.get('portal_session')).not.toBe(first);
    expect((await client.get('/api/v2/me')).statusCode).toBe(200);
    expect((await apiClient(server.app, before).get('/api/v2/me')).statusCode).toBe(401);
  });

  it('refuses an unconfirmed account only after the right password', async () => {
    const wrong = await apiClient(server.app).post('/api/auth/v1/login', { email: 'unconfirmed@example.com', password: 'x' });
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');
    const right = await apiClient(server.app).post('/api/auth/v1/login', { email: 'unconfirmed@example.com', password: TEST_PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(right.json().error.code).toBe('EMAIL_NOT_CONFIRMED');
  });
});

describe('sessions', () => {
  it('without a session, user routes answer 401 UNAUTHORIZED', async () => {
    const response = await apiClient(server.app).get('/api/v2/me');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: expect.any(String) } });
    const forged = await apiClient(server.app).get('/api/v2/me', { cookie: 'portal_session=forged' });
    expect(forged.statusCode).toBe(401);
  });

  it('logout ends the session on the server, so a copied cookie stops working', async () => {
    const client = await loggedInClient(server.app, 'anna@example.com');
    const copy = client.jar.clone();
    const logout = await client.post('/api/auth/v1/logout', {});
    expect(logout.statusCode).toBe(204);
    expect(client.jar.get('portal_session')).toBeUndefined();
    expect((await apiClient(server.app, copy).get('/api/v2/me')).statusCode).toBe(401);
    expect((await apiClient(server.app, copy).post('/api/auth/v1/refresh-session', {})).statusCode).toBe(401);
  });

  it('ends after 30 idle minutes, and activity slides the idle expiry', async () => {
    const client = await loggedInClient(server.app, 'anna@example.com');
    server.clock.advance(20 * MINUTE);
    expect((await client.get('/api/v2/me')).statusCode).toBe(200);
    server.clock.advance(20 * MINUTE);
    expect((await client.get('/api/v2/me')).statusCode).toBe(200);
    server.clock.advance(31 * MINUTE);
    expect((await client.get('/api/v2/me')).statusCode).toBe(401);
  });

  it('ends 12 hours after login however active it is', async () => {
    const client = await loggedInClient(server.app, 'anna@example.com');
    for (let i = 0; i < 25; i++) {
      server.clock.advance(29 * MINUTE);
      await client.post('/api/auth/v1/refresh-session', {});
    }
    // 25 × 29 min = 12 h 5 min
    expect((await client.get('/api/v2/me')).statusCode).toBe(401);
    expect((await client.post('/api/auth/v1/refresh-session', {})).statusCode).toBe(401);
  });
});

describe('forced password reset', () => {
  it('answers PASSWORD_RESET_REQUIRED with a ticket, which sets the new password once', async () => {
    const login = await apiClient(server.app).post('/api/auth/v1/login', {
      email: 'created-by-admin@example.com',
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(403);
    const { error } = login.json();
    expect(error.code).toBe('PASSWORD_RESET_REQUIRED');
    expect(login.cookies).toHaveLength(0);
    const resetTicket = error.details.resetTicket as string;

    const reset = await apiClient(server.app).post('/api/auth/v1/force-reset-password', {
      resetTicket,
      newPassword: 'a brand new password',
    });
    expect(reset.statusCode).toBe(200);
    const again = await apiClient(server.app).post('/api/auth/v1/force-reset-password', {
      resetTicket,
      newPassword: 'another new password',
    });
    expect(again.json().error.code).toBe('INVALID_CODE');

    await loggedInClient(server.app, 'created-by-admin@example.com', 'a brand new password');
  });
});
