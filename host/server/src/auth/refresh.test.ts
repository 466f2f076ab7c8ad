import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, startTestServer, type TestServer } from '../testing/testServer';
import { createTestUser, loggedInClient } from '../testing/testUsers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await createTestUser(server.database.db, { email: 'anna@example.com' });
});
afterAll(() => server.close());

describe('session-status', () => {
  it('answers hasRefreshToken and expiresAt in epoch seconds', async () => {
    const client = await loggedInClient(server.app, 'anna@example.com');
    const status = await client.post('/api/auth/v1/session-status', {});
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ hasRefreshToken: true, expiresAt: Math.floor(server.clock.now().getTime() / 1000) + 1800 });
  });

  it('says so when the refresh cookie is missing, and 401 without a session', async () => {
    const client = await loggedInClient(server.app, 'anna@example.com');
    const sessionOnly = apiClient(server.app);
    sessionOnly.jar.set('portal_session', client.jar.get('portal_session')!);
    expect((await sessionOnly.post('/api/auth/v1/session-status', {})).json().hasRefreshToken).toBe(false);
    expect((await apiClient(server.app).post('/api/auth/v1/session-status', {})).statusCode).toBe(401);
  });
});

describe('refresh-session', () => {
  it('rotates both tokens; the old session token stops working', async () => {
    const client = await loggedInClient(server.app, 'anna@example.com');
    const before = client.jar.clone();
    server.clock.advance(25 * 60_000);
    const refreshed = await client.post('/api/auth/v1/refresh-session', {});
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().expiresAt).toBe(Math.floor(server.clock.now().getTime() / 1000) + 1800);
    expect(client.jar.get('portal_session')).not.toBe(before.get('portal_session'));
    expect(client.jar.get('portal_refresh')).not.toBe(before.get('portal_refresh'));
    expect((await client.get('/api/v2/me')).statusCode).toBe(200);
    const stale = apiClient(server.app);
    stale.jar.set('portal_session', before.get('portal_session')!);
    expect((await stale.get('/api/v2/me')).statusCode).toBe(401);
  });

  it('treats a replay within the grace window as a concurrent refresh', async () => {
    const client = await loggedInClient(server.app, 'anna@example.com');
    const tabB = apiClient(server.app, client.jar.clone());
    const [a, b] = await Promise.all([client.post('/api/auth/v1/refresh-session', {}), tabB.post('/api/auth/v1/refresh-session', {})]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    // Exactly one of them rotated; the winner's cookies work.
    const winner = a.cookies.length > 0 ? client : tabB;
    expect(a.cookies.length + b.cookies.length).toBe(2);
    expect((await winner.get('/api/v2/me')).statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back later', async () => {
    const victim = await loggedInClient(server.app, 'anna@example.com');
    const thief = apiClient(server.app, victim.jar.clone());
    expect((await victim.post('/api/auth/v1/refresh-session', {})).statusCode).toBe(200);
    server.clock.advance(60_000);
    const replay = await thief.post('/api/auth/v1/refresh-session', {});
    expect(replay.statusCode).toBe(401);
    // The legitimate holder's fresh tokens die too: the family is revoked.
    expect((await victim.get('/api/v2/me')).statusCode).toBe(401);
    expect((await victim.post('/api/auth/v1/refresh-session', {})).statusCode).toBe(401);
  });

  it('answers 401 without a refresh cookie or with an unknown one', async () => {
    expect((await apiClient(server.app).post('/api/auth/v1/refresh-session', {})).statusCode).toBe(401);
    const forged = apiClient(server.app);
    forged.jar.set('portal_refresh', 'x'.repeat(43));
    expect((await forged.post('/api/auth/v1/refresh-session', {})).json().error.code).toBe('UNAUTHORIZED');
  });
});
