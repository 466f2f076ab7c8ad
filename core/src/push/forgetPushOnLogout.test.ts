import { afterEach, describe, expect, it } from 'vitest';
import { apiClientFrom } from '../services/api/apiClient';
import { forgetPushOnLogout } from './forgetPushOnLogout';
import { PUSH_PATHS } from './webPushService';

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc';

function recordingApi() {
  const calls: { path: string; body: unknown }[] = [];
  const api = apiClientFrom(async (path, options) => {
    calls.push({ path, body: options?.body });
    return undefined as never;
  });
  return { api, calls };
}

/** The browser's service worker container, as far as the sign-out step reads it. */
function installServiceWorker(registration: unknown): void {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('forgetPushOnLogout', () => {
  it('unregisters this browser at the server and drops its subscription', async () => {
    const dropped: string[] = [];
    installServiceWorker({
      pushManager: {
        getSubscription: async () => ({
          endpoint: ENDPOINT,
          toJSON: () => ({}),
          unsubscribe: async () => {
            dropped.push(ENDPOINT);
            return true;
          },
        }),
      },
    });
    const { api, calls } = recordingApi();
    await forgetPushOnLogout(api);
    expect(calls).toEqual([{ path: PUSH_PATHS.unregister, body: { endpoint: ENDPOINT } }]);
    expect(dropped).toEqual([ENDPOINT]);
  });

  it('does nothing where push was never used', async () => {
    installServiceWorker(undefined);
    const { api, calls } = recordingApi();
    await forgetPushOnLogout(api);
    expect(calls).toEqual([]);
  });

  it('never fails the sign-out, whatever the push service does', async () => {
    installServiceWorker({
      pushManager: {
        getSubscription: async () => {
          throw new Error('push service unreachable');
        },
      },
    });
    const { api } = recordingApi();
    await expect(forgetPushOnLogout(api)).resolves.toBeUndefined();
  });
});
