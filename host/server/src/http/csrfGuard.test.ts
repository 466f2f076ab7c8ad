import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';
import { createTestUser, loggedInClient } from '../testing/testUsers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await createTestUser(server.database.db, { email: 'anna@example.com' });
});
afterAll(() => server.close());

describe('CSRF guard', () => {
  it('refuses a state-changing call without X-Web-Version, before it does anything', async () => {
    const client = await loggedInClient(server.app, 'anna@example.com');
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/v1/logout',
      headers: { cookie: client.jar.header() },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CSRF_REJECTED');
    // The session is still alive: the refused logout changed nothing.
    expect((await client.get('/api/v2/me')).statusCode).toBe(200);
  });

  it('refuses a foreign Origin and accepts our own', async () => {
    const client = await loggedInClient(server.app, 'anna@example.com');
    const foreign = await client.post('/api/auth/v1/session-status', {}, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('CSRF_REJECTED');
    const own = await client.post('/api/auth/v1/session-status', {}, { origin: 'http://localhost:80', host: 'localhost:80' });
    expect(own.statusCode).toBe(200);
  });

  it('lets GET through without the header: GET changes nothing', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/v1/features' });
    expect(response.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('are on API answers, errors and pages alike', async () => {
    for (const url of ['/api/v1/features', '/api/does-not-exist', '/kayttopaikka']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBeDefined();
      expect(response.headers['strict-transport-security']).toBeUndefined(); // plain http here
    }
  });
});
