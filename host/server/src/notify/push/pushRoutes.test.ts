import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiClient, startTestServer, type TestServer } from '../../testing/testServer';
import { createTestUser, loggedInClient } from '../../testing/testUsers';
import { MAX_SUBSCRIPTIONS_PER_USER } from './pushSubscriptionStore';
import { browserSubscription } from './testing/localPushService';

const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:push-test@portal.example' };
let server: TestServer;
let anna: string;
let bertil: string;

beforeAll(async () => {
  server = await startTestServer({ push: { vapid } });
  anna = (await createTestUser(server.database.db, { email: 'anna@example.com' })).id;
  bertil = (await createTestUser(server.database.db, { email: 'bertil@example.com' })).id;
});
afterAll(() => server.close());
beforeEach(() => server.database.db.query('DELETE FROM push_subscriptions'));

const fcm = (id: string) => `https://fcm.googleapis.com/fcm/send/${id}`;

async function stored() {
  const { rows } = await server.database.db.query<{ user_id: string; endpoint: string; p256dh: string }>(
    'SELECT user_id, endpoint, p256dh FROM push_subscriptions ORDER BY endpoint',
  );
  return rows;
}

describe('GET /api/v2/pushtoken/vapidPublicKey', () => {
  it('answers the public key the browser subscribes with', async () => {
    const client = await loggedInClient(server.app, 'anna@example.com');
    const response = await client.get('/api/v2/pushtoken/vapidPublicKey');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ publicKey: vapid.publicKey });
    expect(response.body).not.toContain(vapid.privateKey);
  });

  it('answers null when push is off', async () => {
    const off = await startTestServer();
    try {
      await createTestUser(off.database.db, { email: 'anna@example.com' });
      const client = await loggedInClient(off.app, 'anna@example.com');
      expect((await client.get('/api/v2/pushtoken/vapidPublicKey')).json()).toEqual({ publicKey: null });
    } finally {
      await off.close();
    }
  });

  it('needs a session', async () => {
    expect((await apiClient(server.app).get('/api/v2/pushtoken/vapidPublicKey')).statusCode).toBe(401);
  });
});

describe('POST /api/v2/pushtoken/register', () => {
  it("stores the browser's subscription for the caller, once per endpoint", async () => {
    const client = await loggedInClient(server.app, 'anna@example.com');
    const subscription = browserSubscription(fcm('a1'));
    expect((await client.post('/api/v2/pushtoken/register', subscription.json)).statusCode).toBe(204);
    expect((await client.post('/api/v2/pushtoken/register', subscription.json)).statusCode).toBe(204);
    expect(await stored()).toEqual([{ user_id: anna, endpoint: fcm('a1'), p256dh: subscription.json.keys.p256dh }]);
  });

  it('moves an endpoint to whoever registers it next (one browser profile, another person signed in)', async () => {
    const first = browserSubscription(fcm('shared'));
    await (await loggedInClient(server.app, 'anna@example.com')).post('/api/v2/pushtoken/register', first.json);
    const second = browserSubscription(fcm('shared'));
    await (await loggedInClient(server.app, 'bertil@example.com')).post('/api/v2/pushtoken/register', second.json);
    expect(await stored()).toEqual([{ user_id: bertil, endpoint: fcm('shared'), p256dh: second.json.keys.p256dh }]);
  });

  it(`keeps the newest ${MAX_SUBSCRIPTIONS_PER_USER} subscriptions of a person`, async () => {
    const client = await loggedInClient(server.app, 'anna@example.com');
    for (let i = 0; i <= MAX_SUBSCRIPTIONS_PER_USER; i += 1) {
      server.clock.advance(1000);
      expect((await client.post('/api/v2/pushtoken/register', browserSubscription(fcm(`d${String(i).padStart(2, '0')}`)).json)).statusCode).toBe(204);
    }
    const endpoints = (await stored()).map((row) => row.endpoint);
    expect(endpoints).toHaveLength(MAX_SUBSCRIPTIONS_PER_USER);
    expect(endpoints).not.toContain(fcm('d00'));
  });

  const valid = () => browserSubscription(fcm('v1')).json;
  it.each([
    ['no endpoint', () => ({ ...valid(), endpoint: undefined }), 'body.endpoint'],
    ['an http endpoint', () => ({ ...valid(), endpoint: 'http://fcm.googleapis.com/fcm/send/x' }), 'body.endpoint'],
    ['an endpoint that is not a push service', () => ({ ...valid(), endpoint: 'https://169.254.169.254/latest/meta-data' }), 'body.endpoint'],
    ['a look-alike push service host', () => ({ ...valid(), endpoint: 'https://fcm.googleapis.com.evil.example/x' }), 'body.endpoint'],
    ['no keys', () => ({ ...valid(), keys: undefined }), 'body.keys'],
    ['a short p256dh', () => ({ ...valid(), keys: { ...valid().keys, p256dh: Buffer.alloc(33, 4).toString('base64url') } }), 'body.keys.p256dh'],
    [
      'a compressed p256dh point',
      () => ({ ...valid(), keys: { ...valid().keys, p256dh: Buffer.alloc(65, 2).toString('base64url') } }),
      'body.keys.p256dh',
    ],
    ['p256dh that is not base64url', () => ({ ...valid(), keys: { ...valid().keys, p256dh: 'not base64!' } }), 'body.keys.p256dh'],
    [
      'an auth secret of the wrong length',
      () => ({ ...valid(), keys: { ...valid().keys, auth: Buffer.alloc(8).toString('base64url') } }),
      'body.keys.auth',
    ],
  ])('answers 400 naming the field for %s, storing nothing', async (_, body, field) => {
    const client = await loggedInClient(server.app, 'anna@example.com');
    const response = await client.post('/api/v2/pushtoken/register', body());
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe(field);
    expect(await stored()).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await apiClient(server.app).post('/api/v2/pushtoken/register', valid())).statusCode).toBe(401);
    expect(await stored()).toEqual([]);
  });
});

describe('POST /api/v2/pushtoken/unregister', () => {
  it("deletes the caller's subscription", async () => {
    const client = await loggedInClient(server.app, 'anna@example.com');
    await client.post('/api/v2/pushtoken/register', browserSubscription(fcm('mine')).json);
    expect((await client.post('/api/v2/pushtoken/unregister', { endpoint: fcm('mine') })).statusCode).toBe(204);
    expect(await stored()).toEqual([]);
  });

  it("answers another person's endpoint with 404, like an unknown one, and keeps it", async () => {
    await (await loggedInClient(server.app, 'bertil@example.com')).post('/api/v2/pushtoken/register', browserSubscription(fcm('his')).json);
    const client = await loggedInClient(server.app, 'anna@example.com');
    const foreign = await client.post('/api/v2/pushtoken/unregister', { endpoint: fcm('his') });
    const unknown = await client.post('/api/v2/pushtoken/unregister', { endpoint: fcm('nobody') });
    expect(foreign.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect((await stored()).map((row) => row.user_id)).toEqual([bertil]);
  });

  it('answers 400 naming the field without an endpoint', async () => {
    const client = await loggedInClient(server.app, 'anna@example.com');
    const response = await client.post('/api/v2/pushtoken/unregister', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('body.endpoint');
  });
});
