import { createPublicKey, verify } from 'node:crypto';
import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { createTestUser, loggedInClient } from '../../testing/testUsers';
import { createPushTransport } from './pushTransport';
import { browserSubscription, startLocalPushService, type LocalPushService } from './testing/localPushService';
import type { VapidKeys } from './vapidKeys';

const vapid: VapidKeys = { ...webpush.generateVAPIDKeys(), subject: 'mailto:push-test@portal.example' };
let server: TestServer;
let pushService: LocalPushService;
let userId: string;

beforeAll(async () => {
  pushService = await startLocalPushService();
  server = await startTestServer({ push: { vapid, allowedEndpointHosts: ['localhost'] } });
  userId = (await createTestUser(server.database.db, { email: 'push@example.com' })).id;
});
afterAll(async () => {
  await server.close();
  await pushService.close();
});
beforeEach(async () => {
  await server.database.db.query('DELETE FROM push_subscriptions');
  pushService.received.length = 0;
});

async function register(path: string) {
  const subscription = browserSubscription(`${pushService.origin}${path}`);
  const client = await loggedInClient(server.app, 'push@example.com');
  const response = await client.post('/api/v2/pushtoken/register', subscription.json, { 'user-agent': 'Firefox test' });
  expect(response.statusCode, response.body).toBe(204);
  return subscription;
}

const transport = () => createPushTransport({ db: server.database.db, vapid: () => vapid, now: () => server.clock.now(), agent: pushService.agent });

const message = {
  userId: '',
  kind: 'alerts.consumption',
  rendered: { title: 'Kulutus ylitti rajan', body: 'Koti: eilen 31,2 kWh (raja 25 kWh).', link: '/kulutus?paikka=Koti' },
};

/** The VAPID JWT's claims, after checking its ES256 signature with the server's public key. */
function verifiedVapidClaims(authorization: string): Record<string, unknown> {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization);
  expect(match, authorization).not.toBeNull();
  const [, token, key] = match as unknown as [string, string, string];
  expect(key).toBe(vapid.publicKey);
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(vapid.publicKey, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(signed).toBe(true);
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('the push transport', () => {
  it('sends the rendered notification encrypted for the browser, signed with the VAPID key', async () => {
    const browser = await register('/push/browser-1');
    const outcome = await transport().send({ ...message, userId });
    expect(outcome).toBe('sent');

    expect(pushService.received).toHaveLength(1);
    const [request] = pushService.received as [(typeof pushService.received)[number]];
    expect(request.path).toBe('/push/browser-1');
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(request.headers.ttl)).toBeGreaterThan(0);
    // The push service sees only ciphertext.
    expect(request.body.toString('latin1')).not.toContain('Kulutus');
    expect(JSON.parse(browser.decrypt(request.body))).toEqual({
      title: 'Kulutus ylitti rajan',
      body: 'Koti: eilen 31,2 kWh (raja 25 kWh).',
      link: '/kulutus?paikka=Koti',
      kind: 'alerts.consumption',
    });
    const claims = verifiedVapidClaims(String(request.headers.authorization));
    expect(claims.aud).toBe(pushService.origin);
    expect(claims.sub).toBe(vapid.subject);

    const { rows } = await server.database.db.query<{ last_success_at: Date | null; user_agent: string }>(
      'SELECT last_success_at, user_agent FROM push_subscriptions',
    );
    expect(rows).toEqual([{ last_success_at: server.clock.now(), user_agent: 'Firefox test' }]);
  });

  it('sends to every subscription of the person', async () => {
    const phone = await register('/push/phone');
    const laptop = await register('/push/laptop');
    expect(await transport().send({ ...message, userId })).toBe('sent');
    const byPath = new Map(pushService.received.map((request) => [request.path, request.body]));
    expect(JSON.parse(phone.decrypt(byPath.get('/push/phone') as Buffer)).title).toBe('Kulutus ylitti rajan');
    expect(JSON.parse(laptop.decrypt(byPath.get('/push/laptop') as Buffer)).title).toBe('Kulutus ylitti rajan');
  });

  it('deletes a subscription the push service answers 410 for, and answers gone when none is left', async () => {
    await register('/push/expired');
    pushService.answer('/push/expired', 410);
    expect(await transport().send({ ...message, userId })).toBe('gone');
    const { rows } = await server.database.db.query('SELECT endpoint FROM push_subscriptions');
    expect(rows).toEqual([]);
  });

  it('deletes a 404 subscription but answers sent when another device got it', async () => {
    await register('/push/unknown');
    await register('/push/alive');
    pushService.answer('/push/unknown', 404);
    expect(await transport().send({ ...message, userId })).toBe('sent');
    const { rows } = await server.database.db.query<{ endpoint: string }>('SELECT endpoint FROM push_subscriptions');
    expect(rows.map((row) => new URL(row.endpoint).pathname)).toEqual(['/push/alive']);
  });

  it('throws on another failure so the delivery job retries, and keeps the subscription', async () => {
    await register('/push/busy');
    pushService.answer('/push/busy', 503);
    await expect(transport().send({ ...message, userId })).rejects.toThrow(/503|failed/);
    const { rows } = await server.database.db.query<{ last_success_at: Date | null }>('SELECT last_success_at FROM push_subscriptions');
    expect(rows).toEqual([{ last_success_at: null }]);
  });

  it('answers gone for a person without subscriptions, sending nothing', async () => {
    expect(await transport().send({ ...message, userId })).toBe('gone');
    expect(pushService.received).toEqual([]);
  });

  it('sends nothing while push is off, keeping the subscriptions', async () => {
    await register('/push/kept');
    const off = createPushTransport({ db: server.database.db, vapid: () => null, now: () => server.clock.now(), agent: pushService.agent });
    expect(await off.send({ ...message, userId })).toBe('gone');
    expect(pushService.received).toEqual([]);
    expect((await server.database.db.query('SELECT id FROM push_subscriptions')).rows).toHaveLength(1);
  });

  it('shortens a long text so the payload stays within what push services accept', async () => {
    const browser = await register('/push/long');
    const body = 'Sähkökatko jatkuu. '.repeat(200);
    expect(await transport().send({ ...message, userId, rendered: { title: 'Ä'.repeat(300), body } })).toBe('sent');
    const shown = JSON.parse(browser.decrypt(pushService.received[0]!.body)) as { title: string; body: string };
    expect([...shown.title]).toHaveLength(120);
    expect(shown.body.startsWith('Sähkökatko jatkuu. Sähkökatko')).toBe(true);
    expect(shown.body.endsWith('…')).toBe(true);
    expect(pushService.received[0]!.body.length).toBeLessThan(4096);
  });

  it('leaves out the link when the notification has none', async () => {
    const browser = await register('/push/no-link');
    await transport().send({ ...message, userId, rendered: { title: 'Tiedote', body: 'Huoltokatko su 3–5.' } });
    expect(JSON.parse(browser.decrypt(pushService.received[0]!.body))).toEqual({
      title: 'Tiedote',
      body: 'Huoltokatko su 3–5.',
      kind: 'alerts.consumption',
    });
  });
});
