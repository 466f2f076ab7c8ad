import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';
import { createTestUser, TEST_PASSWORD } from '../testing/testUsers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await createTestUser(server.database.db, { email: 'target@example.com' });
  await createTestUser(server.database.db, { email: 'other@example.com' });
});
afterAll(() => server.close());

const login = (email: string, password: string, ip = '203.0.113.1') =>
  server.app.inject({
    method: 'POST',
    url: '/api/auth/v1/login',
    headers: { 'x-web-version': '0.1.0' },
    payload: { email, password },
    remoteAddress: ip,
  });

describe('login throttling', () => {
  it('refuses an account after 5 failures in 15 minutes, even with the right password, then lets it in again', async () => {
    for (let i = 0; i < 5; i++) expect((await login('target@example.com', 'wrong', `198.51.100.${i}`)).statusCode).toBe(401);
    const blocked = await login('target@example.com', TEST_PASSWORD, '198.51.100.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('TOO_MANY_REQUESTS');
    server.clock.advance(16 * 60_000);
    expect((await login('target@example.com', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('throttles an unknown account exactly like a known one', async () => {
    for (let i = 0; i < 5; i++) expect((await login('nobody@example.com', 'wrong', `192.0.2.${i}`)).statusCode).toBe(401);
    expect((await login('nobody@example.com', 'wrong', '192.0.2.99')).statusCode).toBe(429);
  });

  it('refuses a client address after 20 failures across accounts', async () => {
    server.clock.advance(16 * 60_000);
    for (let i = 0; i < 20; i++) await login(`spray${i}@example.com`, 'wrong', '203.0.113.77');
    expect((await login('other@example.com', TEST_PASSWORD, '203.0.113.77')).statusCode).toBe(429);
    expect((await login('other@example.com', TEST_PASSWORD, '203.0.113.78')).statusCode).toBe(200);
  });

  it('keeps the count in the database, so every replica sees it', async () => {
    const { rows } = await server.database.db.query<{ n: number }>("SELECT count(*)::int AS n FROM login_attempts WHERE address = '203.0.113.77'");
    expect(rows[0]!.n).toBe(20);
  });
});
