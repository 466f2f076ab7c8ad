import type { AuditEventKind } from '@portal/core/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, startTestServer, type TestServer } from '../testing/testServer';
import { latestMailedCode, TEST_COMPANY } from '@portal/core/server/testing';
import { createTestUser, loggedInClient, TEST_PASSWORD } from '../testing/testUsers';
import { appendAudit, readAuditLog } from './auditLog';

/**
 * Every security event lands in the append-only audit log, with who, what, when and from where, on
 * the real database (PGlite, or PostgreSQL with DATABASE_URL).
 */
let server: TestServer;
let annaId: string;
let adminId: string;
const AGENT = { 'user-agent': 'AuditTest/1.0' };

const latest = async (kind: AuditEventKind) => {
  const [entry] = await readAuditLog(server.database.db, { kind, limit: 1 });
  return entry;
};

beforeAll(async () => {
  // Mounts no plugin: the test names the flag its override tests set, so the catalogue knows it.
  server = await startTestServer({ company: { ...TEST_COMPANY, flagDefaults: { chat: true } } });
  const { db } = server.database;
  annaId = (await createTestUser(db, { email: 'anna@example.com', name: 'Anna' })).id;
  adminId = (await createTestUser(db, { email: 'admin@example.com', groups: ['superusers'] })).id;
  await createTestUser(db, { email: 'forced@example.com', mustResetPassword: true });
  await createTestUser(db, { email: 'carl@example.com' });
  await createTestUser(db, { email: 'dev@example.com', groups: ['developers'] });
  await createTestUser(db, { email: 'customer@example.com' });
});
afterAll(() => server.close());

describe('audit log: logins', () => {
  it('records a successful login with user, time, address and user agent', async () => {
    const response = await apiClient(server.app).post('/api/auth/v1/login', { email: 'anna@example.com', password: TEST_PASSWORD }, AGENT);
    expect(response.statusCode).toBe(200);
    const entry = await latest('login.succeeded');
    expect(entry).toMatchObject({ kind: 'login.succeeded', userId: annaId, email: 'anna@example.com', ip: '127.0.0.1', userAgent: 'AuditTest/1.0' });
    expect(entry!.at.getTime()).toBe(server.clock.now().getTime());
  });

  it('records failed logins with the attempted email and the reason, never the password', async () => {
    const client = apiClient(server.app);
    expect((await client.post('/api/auth/v1/login', { email: 'anna@example.com', password: 'not-it-1234' }, AGENT)).statusCode).toBe(401);
    expect(await latest('login.failed')).toMatchObject({ userId: annaId, email: 'anna@example.com', details: { reason: 'wrongPassword' } });
    expect((await client.post('/api/auth/v1/login', { email: 'ghost@example.com', password: 'not-it-1234' }, AGENT)).statusCode).toBe(401);
    const unknown = await latest('login.failed');
    expect(unknown).toMatchObject({ userId: null, email: 'ghost@example.com', details: { reason: 'unknownAccount' } });
    const rows = await server.database.db.query<{ text: string }>("SELECT details::text || coalesce(email, '') AS text FROM audit_log");
    expect(rows.rows.some((row) => row.text.includes('not-it-1234'))).toBe(false);
  });
});

describe('audit log: sessions', () => {
  it('records a logout', async () => {
    const client = await loggedInClient(server.app, 'anna@example.com');
    expect((await client.post('/api/auth/v1/logout', {}, AGENT)).statusCode).toBe(204);
    expect(await latest('logout')).toMatchObject({ userId: annaId, userAgent: 'AuditTest/1.0' });
  });

  it('records the revocation when a used refresh token comes back', async () => {
    const victim = await loggedInClient(server.app, 'anna@example.com');
    const thief = apiClient(server.app, victim.jar.clone());
    expect((await victim.post('/api/auth/v1/refresh-session', {})).statusCode).toBe(200);
    server.clock.advance(60_000);
    expect((await thief.post('/api/auth/v1/refresh-session', {}, AGENT)).statusCode).toBe(401);
    expect(await latest('session.revoked')).toMatchObject({ userId: annaId, details: { reason: 'refreshTokenReused' } });
  });
});

describe('audit log: passwords', () => {
  it('records a reset request, a wrong code, the reset and the sessions it ended', async () => {
    const signedIn = await loggedInClient(server.app, 'anna@example.com');
    const client = apiClient(server.app);
    expect((await client.post('/api/auth/v1/send-reset-password-code', { email: 'anna@example.com' }, AGENT)).statusCode).toBe(202);
    expect(await latest('password.resetRequested')).toMatchObject({ userId: annaId, email: 'anna@example.com' });
    const code = await latestMailedCode(client, 'anna@example.com', 'reset-code');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const newPassword = 'a whole new passphrase 42';
    const wrong = await client.post('/api/auth/v1/reset-password', { email: 'anna@example.com', code: wrongCode, newPassword });
    expect(wrong.statusCode).toBe(400);
    expect(await latest('password.resetFailed')).toMatchObject({ userId: annaId });
    const reset = await client.post('/api/auth/v1/reset-password', { email: 'anna@example.com', code, newPassword }, AGENT);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await latest('password.reset')).toMatchObject({ userId: annaId, userAgent: 'AuditTest/1.0' });
    expect(await latest('session.revoked')).toMatchObject({ userId: annaId, details: { reason: 'passwordChanged' } });
    expect((await signedIn.get('/api/v2/me')).statusCode).toBe(401);
    const text = (await server.database.db.query<{ t: string }>("SELECT string_agg(details::text, '') AS t FROM audit_log")).rows[0]!.t;
    expect(text).not.toContain(code);
    expect(text).not.toContain(newPassword);
  });

  it('records a required password change (login refused, then the reset ticket used)', async () => {
    const client = apiClient(server.app);
    const login = await client.post('/api/auth/v1/login', { email: 'forced@example.com', password: TEST_PASSWORD });
    expect(login.json().error.code).toBe('PASSWORD_RESET_REQUIRED');
    expect(await latest('login.failed')).toMatchObject({ email: 'forced@example.com', details: { reason: 'passwordResetRequired' } });
    const resetTicket = login.json().error.details.resetTicket as string;
    const changed = await client.post('/api/auth/v1/force-reset-password', { resetTicket, newPassword: 'another new passphrase 7' });
    expect(changed.statusCode, changed.body).toBe(200);
    const entry = await latest('password.changed');
    expect(entry).toMatchObject({ email: null, details: { via: 'resetTicket' } });
    expect(JSON.stringify(entry)).not.toContain(resetTicket);
  });
});

describe('audit log: admin writes', () => {
  it('records setting and deleting a feature-flag override, with the admin who did it', async () => {
    const admin = await loggedInClient(server.app, 'admin@example.com');
    const set = await admin.post('/api/admin/feature-flags/v1/override', { flag: 'chat', value: false }, AGENT);
    expect(set.statusCode, set.body).toBe(201);
    const overrideId = set.json().id as string;
    expect(await latest('admin.write')).toMatchObject({
      userId: adminId,
      action: 'featureFlags.setOverride',
      details: { overrideId, flag: 'chat', value: false, forUserId: null },
    });
    expect((await admin.delete(`/api/admin/feature-flags/v1/override/${overrideId}`, AGENT)).statusCode).toBe(204);
    expect(await latest('admin.write')).toMatchObject({ userId: adminId, action: 'featureFlags.deleteOverride', details: { overrideId } });
  });

  it('records nothing for a refused admin write', async () => {
    const before = (await readAuditLog(server.database.db, { kind: 'admin.write' })).length;
    const customer = await loggedInClient(server.app, 'carl@example.com');
    expect((await customer.post('/api/admin/feature-flags/v1/override', { flag: 'chat', value: true })).statusCode).toBe(403);
    expect(await readAuditLog(server.database.db, { kind: 'admin.write' })).toHaveLength(before);
  });
});

describe('audit log: append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const { db } = server.database;
    await appendAudit(db, { kind: 'admin.write', action: 'test.append' }, { ip: null, userAgent: null }, new Date());
    const count = async () => Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')).rows[0]!.n);
    const before = await count();
    await expect(db.query("UPDATE audit_log SET kind = 'login.succeeded' WHERE action = 'test.append'")).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    await expect(db.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    expect(await count()).toBe(before);
  });

  it('redacts a detail whose key names a secret', async () => {
    const { db } = server.database;
    await appendAudit(
      db,
      { kind: 'admin.write', action: 'test.redact', details: { newPassword: 'x', nested: { refreshToken: 'y' }, count: 2 } },
      { ip: null, userAgent: null },
      new Date(),
    );
    const [entry] = await readAuditLog(db, { limit: 1 });
    expect(entry!.details).toEqual({ newPassword: '[redacted]', nested: { refreshToken: '[redacted]' }, count: 2 });
  });

  it('is readable by developers in development through GET /api/dev/audit, filtered by user', async () => {
    expect((await apiClient(server.app).get('/api/dev/audit')).statusCode).toBe(401);
    expect((await (await loggedInClient(server.app, 'customer@example.com')).get('/api/dev/audit')).statusCode).toBe(403);
    const developer = await loggedInClient(server.app, 'dev@example.com');
    const response = await developer.get(`/api/dev/audit?userId=${adminId}&kind=admin.write`);
    expect(response.statusCode, response.body).toBe(200);
    const entries = response.json().entries as { userId: string; kind: string; at: string }[];
    expect(entries.length).toBeGreaterThanOrEqual(2);
    for (const entry of entries) expect(entry).toMatchObject({ userId: adminId, kind: 'admin.write' });
    const bad = await developer.get('/api/dev/audit?userId=a%00b');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('query.userId');
  });
});
