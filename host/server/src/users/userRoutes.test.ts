import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, startTestServer, type TestServer } from '../testing/testServer';
import { createTestUser, loggedInClient } from '../testing/testUsers';
import type { UserRecord } from './userStore';

let server: TestServer;
let anna: UserRecord;
let bertil: UserRecord;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  anna = await createTestUser(db, { email: 'anna@example.com', name: 'Anna Asiakas', phone: '+358401234567', uiMode: 'B2B' });
  bertil = await createTestUser(db, { email: 'bertil@example.com', groups: ['users'] });
  await db.query("INSERT INTO customerships (user_id, company, customer_code) VALUES ($1, 'VARE', 'C-100'), ($1, 'KUO', 'K-7')", [anna.id]);
});
afterAll(() => server.close());

describe('GET /api/v2/me', () => {
  it('answers requirements §3 User with customer codes from the customerships', async () => {
    const client = await loggedInClient(server.app, 'anna@example.com');
    const me = await client.get('/api/v2/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      customerCodes: [
        { company: 'KUO', companyName: expect.any(String), customerCode: 'K-7', customerType: 'B2C' },
        { company: 'VARE', companyName: expect.any(String), customerCode: 'C-100', customerType: 'B2C' },
      ],
      name: 'Anna Asiakas',
      email: 'anna@example.com',
      phone: '+358401234567',
      priwattiUserId: anna.id,
      unreadMessages: 0,
      userVerified: true,
      graphMode: 'AUTOSCALE',
      subscribedToTipsAndTricks: false,
      loginInfo: { username: 'anna@example.com', priwattiId: anna.id, groups: [] },
    });
  });

  it('lists the groups in the login info', async () => {
    const client = await loggedInClient(server.app, 'bertil@example.com');
    expect((await client.get('/api/v2/me')).json().loginInfo.groups).toEqual(['users']);
  });
});

describe('GET /api/v2/user/{id}/ui', () => {
  it("answers the user's own mode", async () => {
    const client = await loggedInClient(server.app, 'anna@example.com');
    const ui = await client.get(`/api/v2/user/${anna.id}/ui`);
    expect(ui.statusCode).toBe(200);
    expect(ui.json()).toEqual({ uiMode: 'B2B' });
  });

  it("answers another user's id with 404, like an unknown one", async () => {
    const client = await loggedInClient(server.app, 'anna@example.com');
    const other = await client.get(`/api/v2/user/${bertil.id}/ui`);
    const unknown = await client.get('/api/v2/user/00000000-0000-0000-0000-000000000000/ui');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(unknown.json());
  });

  it('answers 401 without a session', async () => {
    expect((await apiClient(server.app).get(`/api/v2/user/${anna.id}/ui`)).statusCode).toBe(401);
  });
});
