import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from './support/browser';

/**
 * The built service worker in a real Chromium: /sw.js registers at the site root, and a push message
 * (delivered through the DevTools protocol, as a push service would) shows the notification. Subscribing
 * itself needs a real push service (FCM), which the test machine cannot reach.
 */
describe('service worker (web push)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let cdp: CDPSession;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPage(browser));
    await context.grantPermissions(['notifications']);
    cdp = await context.newCDPSession(page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('registers /sw.js for the whole portal and shows a pushed notification', async () => {
    await page.goto('/kirjaudu');
    const registrations = new Map<string, string>();
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: { registrationId: string; scopeURL: string }[] }) => {
      for (const registration of event.registrations) registrations.set(registration.scopeURL, registration.registrationId);
    });
    await cdp.send('ServiceWorker.enable');
    const scope = await page.evaluate(async () => {
      await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      return (await navigator.serviceWorker.ready).scope;
    });
    const origin = new URL(baseUrl()).origin;
    expect(scope).toBe(`${origin}/`);
    await expect.poll(() => registrations.get(`${origin}/`)).toBeDefined();

    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registrations.get(`${origin}/`) as string,
      data: JSON.stringify({ title: 'Sähkökatko Koti', body: 'Arvioitu korjausaika klo 14.30.', link: '/viestit', kind: 'alerts.disruption' }),
    });
    const shown = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      for (let i = 0; i < 50; i += 1) {
        const notifications = await registration.getNotifications();
        if (notifications.length > 0)
          return notifications.map((n) => ({ title: n.title, body: n.body, icon: n.icon, tag: n.tag, data: n.data as unknown }));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return [];
    });
    expect(shown).toEqual([
      {
        title: 'Sähkökatko Koti',
        body: 'Arvioitu korjausaika klo 14.30.',
        icon: `${origin}/notification-icon.svg`,
        tag: 'alerts.disruption',
        data: { link: '/viestit' },
      },
    ]);
  });
});
