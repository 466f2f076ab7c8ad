import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { expectAccessible, openSignedIn } from './support/session';

/**
 * Issue 18's external API acceptance in the browser: yritys@vare.example (main user of Kiinteistö
 * Pohjanmaa Oy) makes a key on the API keys page, sees it once, its company's places come through v1
 * with only the key, and after revoking it the key answers 401. A sub-user gets no menu step.
 */
const WAIT = { timeout: 20_000 };

describe('API keys as the main user', () => {
  let browser: Browser;
  let page: Page;
  let key = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await openSignedIn(browser, 'yritys@vare.example'));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('makes a key from the menu step and shows it once', async () => {
    await page.getByRole('navigation', { name: 'Päävalikko' }).getByRole('link', { name: 'API-avaimet' }).click(WAIT);
    await page.getByRole('heading', { level: 1, name: 'API-avaimet' }).waitFor(WAIT);
    await expectAccessible(page);
    await page.getByLabel('Avaimen nimi').fill('Selaintesti');
    await page.getByRole('button', { name: 'Luo avain' }).click();
    await page.getByRole('heading', { name: 'Avain luotu: Selaintesti' }).waitFor(WAIT);
    key = await page.getByLabel('API-avain').inputValue();
    expect(key).toMatch(/^vpk_/);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Olen tallentanut avaimen' }).click();
    await page.getByRole('rowheader', { name: 'Selaintesti' }).waitFor(WAIT);
    // Gone for good: the page holds the key nowhere once the person says it is saved.
    expect(await page.content()).not.toContain(key);
  });

  it("reads the company's places with the key alone, and 401 once revoked", async () => {
    const request = page.context().request;
    const places = await request.get('/api/external/v1/locations', { headers: { authorization: `Bearer ${key}`, cookie: '' } });
    expect(places.status()).toBe(200);
    const body = (await places.json()) as { companyReferenceId: string; locations: unknown[] };
    expect(body.companyReferenceId).toBe('1500001');
    expect(body.locations.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Poista käytöstä: Selaintesti' }).click();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Kyllä, poista käytöstä' }).click();
    await page.getByText('Poistettu käytöstä').first().waitFor(WAIT);
    const after = await request.get('/api/external/v1/locations', { headers: { authorization: `Bearer ${key}` } });
    expect(after.status()).toBe(401);
  });
});

describe('API keys as a sub-user', () => {
  it('offers no menu step', async () => {
    const browser = await launchBrowser();
    try {
      const { page } = await openSignedIn(browser, 'alikayttaja@vare.example');
      const menu = page.getByRole('navigation', { name: 'Päävalikko' });
      await menu.getByRole('link').first().waitFor(WAIT);
      await page.waitForTimeout(1000);
      expect(await menu.getByRole('link', { name: 'API-avaimet' }).count()).toBe(0);
    } finally {
      await browser.close();
    }
  });
});
