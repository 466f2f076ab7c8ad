import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';
import { createTestUser, loggedInClient } from '../testing/testUsers';
import { TEST_NOTIFICATION_COMPANY, testNotificationPlugin } from './testing/testNotificationPlugin';

let server: TestServer;
let userId: string;

beforeAll(async () => {
  server = await startTestServer({ plugins: [testNotificationPlugin], company: TEST_NOTIFICATION_COMPANY });
  userId = (await createTestUser(server.database.db, { email: 'prefs@example.com' })).id;
});
afterAll(() => server.close());

describe('GET/PUT /api/v2/notifications/preferences', () => {
  it("answers every mounted kind with the kind's default channels and the default push window", async () => {
    const client = await loggedInClient(server.app, 'prefs@example.com');
    const response = await client.get('/api/v2/notifications/preferences');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      language: 'fi',
      pushWindow: { startMinute: 420, endMinute: 1380 },
      kinds: [
        { kind: 'testalerts.price', category: 'alert', critical: false, channels: { email: true, push: false, sms: false } },
        { kind: 'testalerts.power-cut', category: 'alert', critical: true, channels: { email: true, push: false, sms: true } },
      ],
    });
  });

  it('stores channel choices and the push window', async () => {
    const client = await loggedInClient(server.app, 'prefs@example.com');
    const response = await client.put('/api/v2/notifications/preferences', {
      pushWindow: { startMinute: 8 * 60, endMinute: 21 * 60 },
      channels: [
        { kind: 'testalerts.price', channel: 'email', enabled: false },
        { kind: 'testalerts.price', channel: 'push', enabled: true },
      ],
    });
    expect(response.statusCode).toBe(200);
    const again = (await client.get('/api/v2/notifications/preferences')).json();
    expect(again.pushWindow).toEqual({ startMinute: 480, endMinute: 1260 });
    expect(again.kinds[0].channels).toEqual({ email: false, push: true, sms: false });
  });

  it.each([
    [
      {
        channels: [
          { kind: 'testalerts.price', channel: 'sms', enabled: true },
          { kind: 'nobody.nothing', channel: 'email', enabled: true },
        ],
      },
      'body.channels.1.kind',
    ],
    [{ channels: [{ kind: 'testalerts.price', channel: 'fax', enabled: true }] }, 'body.channels.0.channel'],
    [{ pushWindow: { startMinute: 420, endMinute: 1440 } }, 'body.pushWindow.endMinute'],
    [{ pushWindow: { startMinute: 420, endMinute: 420 } }, 'body.pushWindow.endMinute'],
    [{ channels: [{ kind: 'testalerts.price', channel: 'sms', enabled: 'yes' }] }, 'body.channels.0.enabled'],
  ])('answers 400 naming the field for %j and changes nothing', async (body, field) => {
    const client = await loggedInClient(server.app, 'prefs@example.com');
    const before = (await client.get('/api/v2/notifications/preferences')).json();
    const response = await client.put('/api/v2/notifications/preferences', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe(field);
    expect((await client.get('/api/v2/notifications/preferences')).json()).toEqual(before);
  });
});

describe('POST /api/v2/user/:id/setProperty', () => {
  it("stores the person's language, which notifications are then written in", async () => {
    const client = await loggedInClient(server.app, 'prefs@example.com');
    const response = await client.post(`/api/v2/user/${userId}/setProperty`, { language: 'sv' });
    expect(response.statusCode).toBe(204);
    expect((await client.get('/api/v2/notifications/preferences')).json().language).toBe('sv');
  });

  it('refuses a language the portal does not have', async () => {
    const client = await loggedInClient(server.app, 'prefs@example.com');
    const response = await client.post(`/api/v2/user/${userId}/setProperty`, { language: 'de' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('body.language');
  });
});
