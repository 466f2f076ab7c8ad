// The service worker's push handling. The browser's ServiceWorkerGlobalScope is an edge we do not own:
// these are the few members of it we use, so the handlers can be tested with a small fake of it.

/** What the server sends (host/server/src/notify/push/pushTransport.ts, PushPayload). */
export interface PushMessage {
  readonly title: string;
  readonly body: string;
  readonly link?: string;
  readonly kind?: string;
}

/** Emitted next to sw.js by the build (host/web/build/serviceWorkerPlugin.ts), in the company's colour. */
export const NOTIFICATION_ICON = '/notification-icon.svg';

interface ExtendableEventLike {
  waitUntil(work: Promise<unknown>): void;
}

export interface PushEventLike extends ExtendableEventLike {
  readonly data: { json(): unknown } | null;
}

export interface NotificationLike {
  readonly data?: unknown;
  close(): void;
}

export interface NotificationClickEventLike extends ExtendableEventLike {
  readonly notification: NotificationLike;
}

export interface WindowClientLike {
  readonly url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

export interface ServiceWorkerScopeLike {
  readonly location: { readonly origin: string };
  readonly registration: { showNotification(title: string, options: Record<string, unknown>): Promise<void> };
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEventLike) => void): void;
}

/** The payload, or null when it is not the server's JSON (then nothing is shown rather than garbage). */
export function readPushMessage(data: PushEventLike['data']): PushMessage | null {
  if (!data) return null;
  let value: unknown;
  try {
    value = data.json();
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { title, body, link, kind } = value as Record<string, unknown>;
  if (typeof title !== 'string' || typeof body !== 'string') return null;
  return {
    title,
    body,
    ...(typeof link === 'string' ? { link } : {}),
    ...(typeof kind === 'string' ? { kind } : {}),
  };
}

/**
 * The portal page a click opens: only a path of this portal. A link to elsewhere (or `//host`) from a
 * tampered payload opens the front page instead.
 */
export function notificationTarget(origin: string, link: unknown): string {
  if (typeof link !== 'string' || !link.startsWith('/') || link.startsWith('//') || link.startsWith('/\\')) return `${origin}/`;
  const url = new URL(link, origin);
  return url.origin === origin ? url.href : `${origin}/`;
}

export async function showPushNotification(scope: ServiceWorkerScopeLike, message: PushMessage): Promise<void> {
  await scope.registration.showNotification(message.title, {
    body: message.body,
    icon: NOTIFICATION_ICON,
    // A newer notification of the same kind replaces the older one instead of piling up.
    ...(message.kind ? { tag: message.kind } : {}),
    data: { link: message.link },
  });
}

/** Focuses a portal tab and takes it to the page; opens one when there is none (or it cannot be navigated). */
export async function openNotificationLink(scope: ServiceWorkerScopeLike, link: unknown): Promise<void> {
  const origin = scope.location.origin;
  const target = notificationTarget(origin, link);
  const tabs = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((client) => new URL(client.url).origin === origin);
  if (tab) {
    try {
      await tab.focus();
      // A tab this worker does not control (opened before it was installed) cannot be navigated.
      if (tab.url !== target) await tab.navigate(target);
      return;
    } catch {
      // fall through to a new tab
    }
  }
  await scope.clients.openWindow(target);
}

export function installPushHandlers(scope: ServiceWorkerScopeLike): void {
  // A new version takes over at once, so a click is handled by the current code and tabs can be navigated.
  scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()));
  scope.addEventListener('activate', (event) => event.waitUntil(scope.clients.claim()));
  scope.addEventListener('push', (event) => {
    const message = readPushMessage(event.data);
    if (message) event.waitUntil(showPushNotification(scope, message));
  });
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { link?: unknown } | undefined;
    event.waitUntil(openNotificationLink(scope, data?.link));
  });
}
