import { describe, expect, it } from 'vitest';
import { apiFailure, createFakeApiClient } from '../testing/fakeApiClient';
import { createFakePushBrowser } from './fakePushBrowser';
import { createWebPushService, PUSH_PATHS } from './webPushService';

// A real VAPID public key's form: 65 bytes, base64url.
const KEY_BYTES = Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : (i * 37) % 256));
const KEY = btoa(String.fromCharCode(...KEY_BYTES))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '');

const serverWithKey = (key: string | null = KEY) =>
  createFakeApiClient({
    [`GET ${PUSH_PATHS.publicKey}`]: { publicKey: key },
    [`POST ${PUSH_PATHS.register}`]: null,
    [`POST ${PUSH_PATHS.unregister}`]: null,
  });

describe('the web push service', () => {
  it('is unsupported without the Push API, and asks the server nothing', async () => {
    const api = serverWithKey();
    const push = createWebPushService(api, createFakePushBrowser({ supported: false }));
    expect(await push.state()).toBe('unsupported');
    expect(await push.subscribe()).toBe('unsupported');
    expect(api.calls).toEqual([]);
  });

  it('is unavailable when the server sends no push', async () => {
    const browser = createFakePushBrowser();
    const push = createWebPushService(serverWithKey(null), browser);
    expect(await push.state()).toBe('unavailable');
    expect(await push.subscribe()).toBe('unavailable');
    expect(browser.registered).toBe(false);
  });

  it('subscribes with the server key after the permission prompt and registers the subscription', async () => {
    const api = serverWithKey();
    const browser = createFakePushBrowser();
    const push = createWebPushService(api, browser);
    expect(await push.state()).toBe('off');
    expect(await push.subscribe()).toBe('on');
    expect(browser.subscription?.key).toEqual(KEY_BYTES);
    expect(api.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: PUSH_PATHS.register,
      body: { endpoint: browser.subscription?.endpoint, keys: { p256dh: 'BP256', auth: 'AUTH' } },
    });
    expect(await push.state()).toBe('on');
  });

  it('answers denied when the person blocks the prompt, registering nothing', async () => {
    const api = serverWithKey();
    const browser = createFakePushBrowser();
    browser.promptAnswer = 'denied';
    const push = createWebPushService(api, browser);
    expect(await push.subscribe()).toBe('denied');
    expect(await push.state()).toBe('denied');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('stays off when the prompt is dismissed', async () => {
    const browser = createFakePushBrowser();
    browser.promptAnswer = 'default';
    expect(await createWebPushService(serverWithKey(), browser).subscribe()).toBe('off');
    expect(browser.subscription).toBeNull();
  });

  it('replaces a subscription made for an older server key', async () => {
    const browser = createFakePushBrowser({ permission: 'granted' });
    const old = await (await browser.register()).pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: new Uint8Array(65).fill(4) });
    expect(await createWebPushService(serverWithKey(), browser).subscribe()).toBe('on');
    expect(browser.unsubscribed).toEqual([old.endpoint]);
    expect(browser.subscription?.key).toEqual(KEY_BYTES);
  });

  it('unsubscribes: tells the server, then drops the browser subscription', async () => {
    const api = serverWithKey();
    const browser = createFakePushBrowser();
    const push = createWebPushService(api, browser);
    await push.subscribe();
    const endpoint = browser.subscription?.endpoint;
    expect(await push.unsubscribe()).toBe('off');
    expect(api.calls.at(-1)).toMatchObject({ method: 'POST', path: PUSH_PATHS.unregister, body: { endpoint } });
    expect(browser.unsubscribed).toEqual([endpoint]);
  });

  it('unsubscribes even when the server has already forgotten the subscription', async () => {
    const browser = createFakePushBrowser();
    await createWebPushService(serverWithKey(), browser).subscribe();
    const api = createFakeApiClient({
      [`POST ${PUSH_PATHS.unregister}`]: () => {
        throw apiFailure(404, 'NOT_FOUND');
      },
    });
    expect(await createWebPushService(api, browser).unsubscribe()).toBe('off');
    expect(browser.subscription).toBeNull();
  });
});
