import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, startTestServer, type TestServer } from '../testing/testServer';
import { createTestUser, loggedInClient, TEST_PASSWORD } from '../testing/testUsers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await createTestUser(server.database.db, { email: 'anna@example.com', name: 'Anna' });
});
afterAll(() => server.close());

describe('login', () => {
  it('sets httpOnly SameSite=Lax session and refresh cookies and answers the session status', async () => {
    const client = apiClient(server.app);
    const response = await client.post('/api/auth/v1/login', { email: 'Anna@Example.com', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.hasRefreshToken).toBe(true);
    expect(body.expiresAt).toBe(Math.floor(server.clock.now().getTime() / 1000) + 30 * 60);
    const cookies = response.cookies as { name: string; httpOnly?: boolean; sameSite?: string; path?: string; secure?: boolean }[];
    expect(cookies.map((c) => c.name).sort()).toEqual(['portal_refresh', 'portal_session']);
    for (const cookie of cookies) {
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.sameSite).toBe('Lax');
      expect(cookie.path).toBe('/');
      expect(cookie.secure).toBeFalsy();
    }
    expect(client.jar.get('portal_session')!.length).toBeGreaterThanOrEqual(43);
  });

  it('answers a wrong password and an unknown account alike', async () => {
    const wrong = await apiClient(server.app).post('/api/auth/v1/login', { email: 'anna@example.com', password: 'nope' });
    const unknown = await apiClient(server.app).post('/api/auth/v1/login', { email: 'nobody@example.com', password: 'nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');
  });

  it('lets a signed-in user read /api/v2/me', async () => {
    const client = await loggedInClient(server.app, 'anna@example.com');
    const me = await client.get('/api/v2/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'anna@example.com', name: 'Anna', graphMode: 'AUTOSCALE', customerCodes: [] });
  });
});
