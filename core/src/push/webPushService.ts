import type { ApiClient } from '../services/api/apiClient';
import { isApiRequestError } from '../services/api/apiRequestError';

/** The server's routes (host/server/src/notify/push/pushRoutes.ts). */
export const PUSH_PATHS = {
  publicKey: '/api/v2/pushtoken/vapidPublicKey',
  register: '/api/v2/pushtoken/register',
  unregister: '/api/v2/pushtoken/unregister',
} as const;

/** The portal's service worker, emitted at the site root by the web build so its scope is the whole portal. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Push notifications to this browser:
 * - `unsupported`: the browser has no service workers or Push API (e.g. Safari on iOS outside a home-screen app);
 * - `unavailable`: this server sends no push (no VAPID keys);
 * - `denied`: the person blocked notifications for the site in the browser;
 * - `on` / `off`: subscribed or not.
 */
export type WebPushState = 'unsupported' | 'unavailable' | 'denied' | 'on' | 'off';

/** The parts of the browser's Push API the service uses (an edge we do not own; tests fake it). */
export interface PushSubscriptionLike {
  readonly endpoint: string;
  readonly options?: { readonly applicationServerKey?: ArrayBuffer | null };
  toJSON(): unknown;
  unsubscribe(): Promise<boolean>;
}

export interface PushRegistrationLike {
  readonly pushManager: {
    getSubscription(): Promise<PushSubscriptionLike | null>;
    subscribe(options: { userVisibleOnly: true; applicationServerKey: Uint8Array }): Promise<PushSubscriptionLike>;
  };
}

export interface PushBrowser {
  readonly supported: boolean;
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  /** The portal's service worker registration if there is one (no install). */
  existingRegistration(): Promise<PushRegistrationLike | undefined>;
  /** Installs (or updates) the service worker and waits until it is active. */
  register(): Promise<PushRegistrationLike>;
}

/** The real browser's Push API, read when called (never at import, so server-side code can import this). */
export function browserPush(): PushBrowser {
  const supported =
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window;
  return {
    supported,
    permission: () => Notification.permission,
    requestPermission: () => Notification.requestPermission(),
    existingRegistration: async () => (await navigator.serviceWorker.getRegistration('/')) as PushRegistrationLike | undefined,
    register: async () => {
      await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
      return (await navigator.serviceWorker.ready) as unknown as PushRegistrationLike;
    },
  };
}

export interface WebPushService {
  /** Where this browser stands; changes nothing. */
  state(): Promise<WebPushState>;
  /** Asks for permission (the browser's prompt: call from a click), subscribes and registers with the server. */
  subscribe(): Promise<WebPushState>;
  /** Unregisters with the server and drops the browser's subscription. */
  unsubscribe(): Promise<WebPushState>;
}

const publicKeySchema = {
  safeParse(value: unknown) {
    const key = (value as { publicKey?: unknown } | null)?.publicKey;
    return typeof key === 'string' || key === null
      ? ({ success: true, data: key } as const)
      : ({ success: false, error: { issues: [{ path: ['publicKey'], message: 'Expected a string or null' }] } } as const);
  },
};

function base64UrlBytes(text: string): Uint8Array {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

function sameBytes(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a) return false;
  const bytes = new Uint8Array(a);
  return bytes.length === b.length && bytes.every((byte, index) => byte === b[index]);
}

export function createWebPushService(api: ApiClient, browser: PushBrowser = browserPush()): WebPushService {
  const publicKey = () => api.get(PUSH_PATHS.publicKey, { schema: publicKeySchema });

  async function state(): Promise<WebPushState> {
    if (!browser.supported) return 'unsupported';
    if ((await publicKey()) === null) return 'unavailable';
    if (browser.permission() === 'denied') return 'denied';
    const subscription = await (await browser.existingRegistration())?.pushManager.getSubscription();
    return subscription && browser.permission() === 'granted' ? 'on' : 'off';
  }

  async function subscribe(): Promise<WebPushState> {
    if (!browser.supported) return 'unsupported';
    const key = await publicKey();
    if (key === null) return 'unavailable';
    const permission = await browser.requestPermission();
    if (permission === 'denied') return 'denied';
    if (permission !== 'granted') return 'off';
    const registration = await browser.register();
    const applicationServerKey = base64UrlBytes(key);
    let subscription = await registration.pushManager.getSubscription();
    // A subscription made for another key (the server's keys were replaced) no longer receives anything.
    if (
      subscription &&
      subscription.options?.applicationServerKey !== undefined &&
      !sameBytes(subscription.options.applicationServerKey, applicationServerKey)
    ) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
    await api.post(PUSH_PATHS.register, subscription.toJSON());
    return 'on';
  }

  async function unsubscribe(): Promise<WebPushState> {
    const subscription = await (await browser.existingRegistration())?.pushManager.getSubscription();
    if (subscription) {
      try {
        await api.post(PUSH_PATHS.unregister, { endpoint: subscription.endpoint });
      } catch (error) {
        // Already forgotten by the server (a 410 from the push service removed it): nothing to undo.
        if (!(isApiRequestError(error) && error.status === 404)) throw error;
      }
      await subscription.unsubscribe();
    }
    return browser.supported && browser.permission() === 'denied' ? 'denied' : 'off';
  }

  return { state, subscribe, unsubscribe };
}
