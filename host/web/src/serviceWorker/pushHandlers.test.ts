import { describe, expect, it } from 'vitest';
import {
  installPushHandlers,
  NOTIFICATION_ICON,
  notificationTarget,
  type NotificationClickEventLike,
  type PushEventLike,
  type ServiceWorkerScopeLike,
  type WindowClientLike,
} from './pushHandlers';

const ORIGIN = 'https://portaali.vare.example';

/** A fake of the parts of ServiceWorkerGlobalScope the handlers use, recording what they did. */
function fakeScope(tabs: WindowClientLike[] = []) {
  const listeners = new Map<string, (event: never) => void>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const opened: string[] = [];
  const scope: ServiceWorkerScopeLike = {
    location: { origin: ORIGIN },
    registration: { showNotification: async (title, options) => void shown.push({ title, options }) },
    clients: {
      matchAll: async () => tabs,
      openWindow: async (url) => void opened.push(url),
      claim: async () => undefined,
    },
    skipWaiting: async () => undefined,
    addEventListener: (type: string, listener: (event: never) => void) => void listeners.set(type, listener),
  };
  installPushHandlers(scope);
  /** Dispatches an event and waits for what it passed to waitUntil, like the browser keeps the worker alive. */
  async function dispatch<E>(type: string, event: Omit<E, 'waitUntil'>): Promise<void> {
    const pending: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, waitUntil: (work: Promise<unknown>) => void pending.push(work) } as never);
    await Promise.all(pending);
  }
  return { shown, opened, dispatch };
}

function fakeTab(url: string, options: { controlled?: boolean } = {}) {
  const calls: string[] = [];
  const tab: WindowClientLike & { calls: string[] } = {
    url,
    calls,
    focus: async () => void calls.push('focus'),
    navigate: async (to) => {
      if (options.controlled === false) throw new TypeError('not controlled');
      calls.push(`navigate ${to}`);
    },
  };
  return tab;
}

const pushOf = (value: unknown): Omit<PushEventLike, 'waitUntil'> => ({ data: { json: () => value } });

describe('the service worker', () => {
  it('shows the pushed notification with its title, body and icon, tagged by kind', async () => {
    const sw = fakeScope();
    await sw.dispatch(
      'push',
      pushOf({ title: 'Hintaraja ylittyi', body: 'Huomenna klo 18 hinta on 32,1 c/kWh.', link: '/hinnat', kind: 'alerts.price' }),
    );
    expect(sw.shown).toEqual([
      {
        title: 'Hintaraja ylittyi',
        options: { body: 'Huomenna klo 18 hinta on 32,1 c/kWh.', icon: NOTIFICATION_ICON, tag: 'alerts.price', data: { link: '/hinnat' } },
      },
    ]);
  });

  it('shows nothing for a payload that is not the server’s', async () => {
    const sw = fakeScope();
    await sw.dispatch('push', { data: null });
    await sw.dispatch('push', {
      data: {
        json: () => {
          throw new SyntaxError('not JSON');
        },
      },
    });
    await sw.dispatch('push', pushOf({ body: 'no title' }));
    expect(sw.shown).toEqual([]);
  });

  it('on a click closes the notification, focuses an open portal tab and takes it to the link', async () => {
    const other = fakeTab('https://elsewhere.example/');
    const portal = fakeTab(`${ORIGIN}/laskut`);
    const sw = fakeScope([other, portal]);
    let closed = false;
    await sw.dispatch<NotificationClickEventLike>('notificationclick', {
      notification: { data: { link: '/kulutus?paikka=Koti' }, close: () => void (closed = true) },
    });
    expect(closed).toBe(true);
    expect(portal.calls).toEqual(['focus', `navigate ${ORIGIN}/kulutus?paikka=Koti`]);
    expect(other.calls).toEqual([]);
    expect(sw.opened).toEqual([]);
  });

  it('opens a new portal tab when none is open', async () => {
    const sw = fakeScope([fakeTab('https://elsewhere.example/')]);
    await sw.dispatch<NotificationClickEventLike>('notificationclick', { notification: { data: { link: '/viestit' }, close: () => undefined } });
    expect(sw.opened).toEqual([`${ORIGIN}/viestit`]);
  });

  it('opens a new tab when the open one cannot be navigated (opened before the worker)', async () => {
    const sw = fakeScope([fakeTab(`${ORIGIN}/`, { controlled: false })]);
    await sw.dispatch<NotificationClickEventLike>('notificationclick', { notification: { data: { link: '/viestit' }, close: () => undefined } });
    expect(sw.opened).toEqual([`${ORIGIN}/viestit`]);
  });

  it('opens only pages of the portal itself', () => {
    expect(notificationTarget(ORIGIN, '/kulutus')).toBe(`${ORIGIN}/kulutus`);
    expect(notificationTarget(ORIGIN, undefined)).toBe(`${ORIGIN}/`);
    expect(notificationTarget(ORIGIN, 'https://evil.example/x')).toBe(`${ORIGIN}/`);
    expect(notificationTarget(ORIGIN, '//evil.example/x')).toBe(`${ORIGIN}/`);
    expect(notificationTarget(ORIGIN, '/\\evil.example/x')).toBe(`${ORIGIN}/`);
    expect(notificationTarget(ORIGIN, 'javascript:alert(1)')).toBe(`${ORIGIN}/`);
  });
});
