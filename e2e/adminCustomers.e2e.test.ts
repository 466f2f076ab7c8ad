import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { expectAccessible, openSignedIn } from './support/session';

/**
 * Issue 16's customer acceptance on VARE's portal (docs/admin.md): admin@portal.example finds
 * asiakas@vare.example by e-mail, opens /aspa/asiakashaku/<id>/kayttopaikka and sees the customer's
 * places read-only (banner, no rename or reorder, a rename through the API 403); admin-kuo@portal.example
 * finds only KUO customers and gets 403 from the server for the VARE customer. Axe scans every page.
 */
const HEADERS = { 'x-web-version': '0.1.0' };

describe('admin customer search and view as the customer', () => {
  let browser: Browser;
  let admin: { context: BrowserContext; page: Page };
  let customerId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await openSignedIn(browser, 'admin@portal.example');
  }, 120_000);
  afterAll(async () => {
    await admin?.context.close();
    await browser?.close();
  });

  it('finds asiakas@vare.example by e-mail, by keyboard', async () => {
    const { page } = admin;
    await page.goto('/admin/asiakashaku');
    await page.getByRole('heading', { level: 1, name: 'Asiakashaku' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('Sähköpostiosoite').fill('asiakas@vare.example');
    await page.keyboard.press('Enter');
    const link = page.getByRole('link', { name: /^Näytä asiakkaan näkymä: .+$/ });
    await link.waitFor();
    expect(await link.count()).toBe(1);
    expect(await page.getByRole('row').filter({ hasText: 'asiakas@vare.example' }).count()).toBe(1);
    await expectAccessible(page);
    const href = (await link.getAttribute('href')) ?? '';
    const match = /^\/aspa\/asiakashaku\/([^/]+)\/kayttopaikka$/.exec(href);
    expect(match, href).not.toBeNull();
    customerId = decodeURIComponent(match![1]!);
    await link.click();
    await page.waitForURL((url) => url.pathname === `/aspa/asiakashaku/${encodeURIComponent(customerId)}/kayttopaikka`);
  });

  it("shows the customer's places read-only, with the banner and no write controls", async () => {
    const { page } = admin;
    await page.getByTestId('view-as-banner').waitFor();
    expect(await page.getByTestId('view-as-banner').innerText()).toMatch(/Katselet asiakkaan .+ portaalia ylläpitäjänä \(vain luku\)/);
    await page.getByText('Vain luku').first().waitFor();
    expect(await page.getByRole('button', { name: /^Nimeä:/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Siirrä/ }).count()).toBe(0);
    await expectAccessible(page);
  });

  it('is refused a write as the customer (403), while reading works', async () => {
    const { page } = admin;
    const content = await page.request.get(`/api/v2/servicelocation/user/${customerId}/content`, { headers: HEADERS });
    expect(content.status()).toBe(200);
    const items = (await content.json()).content as { location: { locationIdentifier: string }; accessRight: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.accessRight === 'READ_ONLY')).toBe(true);
    const rename = await page.request.post(`/api/v2/servicelocation/user/${customerId}/location/${items[0]!.location.locationIdentifier}/name`, {
      headers: HEADERS,
      data: { displayName: 'Ylläpitäjän nimi' },
    });
    expect(rename.status()).toBe(403);
  });

  it('ends viewing with the banner button and returns to the search', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: 'Lopeta katselu' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/asiakashaku');
    expect(await page.getByTestId('view-as-banner').count()).toBe(0);
  });

  describe('an administrator of KUO', () => {
    let kuo: { context: BrowserContext; page: Page };
    beforeAll(async () => {
      kuo = await openSignedIn(browser, 'admin-kuo@portal.example');
    }, 60_000);
    afterAll(async () => {
      await kuo?.context.close();
    });

    it('finds only KUO customers', async () => {
      const { page } = kuo;
      await page.goto('/admin/asiakashaku');
      await page.getByText('Yhtiö: KUO').waitFor();
      await page.getByLabel('Sähköpostiosoite').fill('asiakas@vare.example');
      await page.keyboard.press('Enter');
      await page.getByText('Asiakkaita ei löytynyt').waitFor();
      await expectAccessible(page);
      await page.getByLabel('Sähköpostiosoite').fill('kaukolampo@kuo.example');
      await page.keyboard.press('Enter');
      await page.getByRole('link', { name: /^Näytä asiakkaan näkymä: .+$/ }).waitFor();
    });

    it('gets 403 from the server for the VARE customer, and the view-as page says so', async () => {
      const { page } = kuo;
      for (const path of [
        `/api/admin/users/v1/search/${customerId}`,
        `/api/admin/users/v1/${customerId}/companies`,
        `/api/v2/servicelocation/user/${customerId}/content`,
      ]) {
        const response = await page.request.get(path, { headers: HEADERS });
        expect(response.status(), path).toBe(403);
      }
      await page.goto(`/aspa/asiakashaku/${encodeURIComponent(customerId)}/kayttopaikka`);
      await page.getByText('Asiakas kuuluu yhtiöön, jota et saa käsitellä.').waitFor();
      expect(await page.getByTestId('view-as-banner').count()).toBe(0);
      await expectAccessible(page);
    });
  });
});
