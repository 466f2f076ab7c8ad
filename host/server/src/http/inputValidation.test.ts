import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, startTestServer, type ApiClient, type TestServer } from '../testing/testServer';
import { createTestUser, loggedInClient } from '../testing/testUsers';

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  await createTestUser(server.database.db, { email: 'admin@example.com', groups: ['superusers'] });
  admin = await loggedInClient(server.app, 'admin@example.com');
});
afterAll(() => server.close());

/** Row counts of every table a bad request could touch. */
async function snapshot(): Promise<Record<string, number>> {
  const tables = ['users', 'sessions', 'refresh_tokens', 'account_codes', 'outbox', 'feature_flag_overrides'];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await server.database.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    counts[table] = rows[0]!.n;
  }
  return counts;
}

describe('input validation', () => {
  it('names the offending field in a 400', async () => {
    const response = await apiClient(server.app).post('/api/auth/v1/sign-up', { email: 'not-an-email', password: 'x', name: 'A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'BAD_REQUEST', message: expect.any(String), field: 'body.email' } });
  });

  it('answers malformed JSON with 400 in the same shape', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/v1/login',
      headers: { 'x-web-version': '0.1.0', 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'BAD_REQUEST', field: 'body' });
  });

  it('answers an unknown /api route with 404 in the error shape', async () => {
    const response = await apiClient(server.app).post('/api/v9/nothing', {});
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('answers any fuzzed body with a 4xx and changes nothing', async () => {
    const urls = [
      '/api/auth/v1/login',
      '/api/auth/v1/sign-up',
      '/api/auth/v1/confirm-signup',
      '/api/auth/v1/reset-password',
      '/api/auth/v1/force-reset-password',
      '/api/admin/feature-flags/v1/override',
    ];
    // Bodies that are valid JSON but never valid input: wrong types, missing or odd fields.
    const junk = fc.oneof(
      fc.jsonValue().filter((v) => typeof v !== 'object' || v === null || Array.isArray(v)),
      fc.dictionary(
        fc.constantFrom('email', 'password', 'name', 'code', 'flag', 'value', 'userId', 'resetTicket', 'x'),
        fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 2 }), fc.string({ maxLength: 3 })),
      ),
    );
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...urls), junk, async (url, body) => {
        const response = await admin.post(url, JSON.stringify(body), { 'content-type': 'application/json' });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json().error.code).toEqual(expect.any(String));
      }),
      { numRuns: 150 },
    );
    // Failed logins are recorded on purpose (throttling); nothing else may change.
    expect(await snapshot()).toEqual(before);
  });

  it('answers fuzzed path and query parameters with 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 40 }), async (raw) => {
        const id = encodeURIComponent(raw);
        const ui = await admin.get(`/api/v2/user/${id}/ui`);
        expect([400, 404]).toContain(ui.statusCode);
        const del = await admin.delete(`/api/admin/feature-flags/v1/override/${id}`);
        expect([400, 404]).toContain(del.statusCode);
        const outbox = await admin.get(`/api/dev/outbox?email=${id}`);
        expect(outbox.statusCode).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});
