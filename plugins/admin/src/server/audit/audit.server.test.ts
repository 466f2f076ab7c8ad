import { startTestServer, type ApiClient, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../contract/audit';
import { ADMIN_CUSTOMERS_API as API } from '../../contract/customers';
import { adminServerPlugin } from '../../server';

/** GET /admin/audit/v1 on the real server: superusers only, filters by who, whom, what and when, paged. */
let server: TestServer;
let superuser: ApiClient;
let adminKuo: ApiClient;
let vareId: string;
let superId: string;

const page = async (client: ApiClient, query: Record<string, string> = {}) => {
  const search = new URLSearchParams(query).toString();
  return client.get(search ? `${API.audit}?${search}` : API.audit);
};

beforeAll(async () => {
  server = await startTestServer({ plugins: [adminServerPlugin], now: new Date('2026-02-06T10:00:00Z') });
  const { password } = await server.seedDemoData({ days: 1 });
  superuser = await server.loginAs('admin@portal.example', password);
  adminKuo = await server.loginAs('admin-kuo@portal.example', password);
  const ids = await server.db.query<{ email: string; id: string }>(
    `select email, id from users where email in ('asiakas@vare.example', 'admin@portal.example')`,
  );
  vareId = ids.rows.find((row) => row.email === 'asiakas@vare.example')!.id;
  superId = ids.rows.find((row) => row.email === 'admin@portal.example')!.id;
  // Something to find: the superuser looks at the VARE customer twice, an hour apart.
  await superuser.get(API.searchById(vareId));
  // The next day in Helsinki (sessions are shorter: sign in again).
  server.clock.set(new Date('2026-02-06T22:30:00Z'));
  superuser = await server.loginAs('admin@portal.example', password);
  adminKuo = await server.loginAs('admin-kuo@portal.example', password);
  await superuser.get(API.companies(vareId));
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('GET /admin/audit/v1', () => {
  it('is for superusers only: an origin admin gets 403', async () => {
    expect((await page(adminKuo)).statusCode).toBe(403);
    expect((await page(server.client())).statusCode).toBe(401);
  });

  it('lists who did what to whom, newest first', async () => {
    const response = await page(superuser);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as AuditPage;
    expect(body.entries[0]).toEqual(
      expect.objectContaining({
        kind: 'admin.view',
        action: 'customers.companies',
        actorId: superId,
        actorEmail: 'admin@portal.example',
        targetUserId: vareId,
        targetEmail: 'asiakas@vare.example',
      }),
    );
    const seqs = body.entries.map((entry) => entry.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
  });

  it('filters by actor (id or e-mail), target, action (prefix with *) and time', async () => {
    const byTarget = (await page(superuser, { target: 'asiakas@vare.example' })).json() as AuditPage;
    expect(byTarget.entries.map((entry) => entry.action)).toEqual(['customers.companies', 'customers.view']);
    const byActor = (await page(superuser, { actor: superId, action: 'customers.*' })).json() as AuditPage;
    expect(byActor.entries).toHaveLength(2);
    const logins = (await page(superuser, { actor: 'admin-kuo@portal.example', action: 'login.succeeded' })).json() as AuditPage;
    expect(logins.entries).toHaveLength(2);
    expect(logins.entries.every((entry) => entry.actorEmail === 'admin-kuo@portal.example')).toBe(true);
    const early = (await page(superuser, { target: vareId, to: '2026-02-06' })).json() as AuditPage;
    expect(early.entries.map((entry) => entry.action)).toEqual(['customers.view']);
    const late = (await page(superuser, { target: vareId, from: '2026-02-07' })).json() as AuditPage;
    expect(late.entries.map((entry) => entry.action)).toEqual(['customers.companies']);
    // `_` and `%` are literal: no wildcard search by accident.
    expect(((await page(superuser, { action: 'customers_%' })).json() as AuditPage).entries).toEqual([]);
  });

  it('pages', async () => {
    const first = (await page(superuser, { limit: '2' })).json() as AuditPage;
    const second = (await page(superuser, { limit: '2', page: '2' })).json() as AuditPage;
    expect(first.hasMore).toBe(true);
    expect(first.entries).toHaveLength(2);
    expect(second.entries[0]!.seq).toBeLessThan(first.entries[1]!.seq);
  });

  it('answers 400 naming the field for bad filters', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ from: 'eilen' }, 'query.from'],
      [{ from: '2026-02-07', to: '2026-02-06' }, 'query.to'],
      [{ to: '2026-02-30' }, 'query.to'],
      [{ limit: '0' }, 'query.limit'],
      [{ page: 'x' }, 'query.page'],
    ];
    for (const [query, field] of cases) {
      const response = await page(superuser, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().error.field).toBe(field);
    }
  });
});
