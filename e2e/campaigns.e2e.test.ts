import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { companyBuildExists, HARNESS_COMPANY, openCompanyPortal, type CompanyPortal } from './support/companyPortal';
import { DEMO_PASSWORD, expectAccessible, logIn } from './support/session';

/**
 * Issue 17's campaign acceptance on the demo data: VARE's published campaign aimed at private (B2C)
 * customers is on asiakas@vare.example's front page, the draft and the expired one are not (the server
 * answers 404 for the draft by id), and SV's customer does not get VARE's campaign. The advertisement
 * tile is on VARE's front page and consumption page too, and a claimed benefit keeps its code. Axe
 * scans every page.
 */
const WAIT = { timeout: 20_000 };
const PUBLISHED = 'Syksyn pörssisähkötarjous';
const DRAFT = 'Kevään aurinkopaneelikampanja (luonnos)';
const DRAFT_ID = '00000000-0000-4000-8000-0000000ca302';
const EXPIRED = 'Kesän sähköautokampanja';
const TILE = 'Käytä sähköä, kun se on halvinta';

/** A call from the signed-in page, with its session cookie and the web-version header every call sends. */
async function apiFrom(page: Page, path: string): Promise<{ status: number; body: unknown }> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { 'x-web-version': '0.1.0' } });
    return { status: response.status, body: response.status === 200 ? await response.json() : null };
  }, path);
}

async function signedIn(browser: Browser, url: string, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: url, locale: 'fi-FI', timezoneId: 'Europe/Helsinki' });
  const page = await context.newPage();
  await logIn(page, email);
  await page.waitForURL((next) => !next.pathname.startsWith('/kirjaudu'), WAIT);
  return { context, page };
}

describe.runIf(HARNESS_COMPANY === 'VARE')('campaigns on the front page', () => {
  let browser: Browser;
  let vare: { context: BrowserContext; page: Page } | undefined;
  let svPortal: CompanyPortal | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await vare?.context.close();
    await browser?.close();
    await svPortal?.stop();
  });

  it("shows VARE's published B2C campaign to asiakas@vare.example, and neither the draft nor the expired one", async () => {
    const { E2E_BASE_URL = '' } = process.env;
    vare = await signedIn(browser, E2E_BASE_URL, 'asiakas@vare.example');
    const { page } = vare;
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Etusivu' }).waitFor(WAIT);
    await page.getByRole('heading', { name: PUBLISHED }).waitFor(WAIT);
    expect(await page.getByText('Kampanja', { exact: true }).count()).toBe(1);
    // The advertisement tile (market-price) is a front-page card as well.
    await page.getByRole('heading', { name: TILE }).waitFor(WAIT);
    expect(await page.getByRole('heading', { name: DRAFT }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: EXPIRED }).count()).toBe(0);
    await expectAccessible(page);
  });

  it('answers 404 to the customer for the draft by id, as for an id that does not exist', async () => {
    const { page } = vare!;
    expect((await apiFrom(page, `/api/v2/campaign/${DRAFT_ID}`)).status).toBe(404);
    expect((await apiFrom(page, '/api/v2/campaign/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    // And the admin lists are not for customers.
    expect((await apiFrom(page, '/api/v2/campaign/drafts')).status).toBe(403);
  });

  it("shows the advertisement tile under a place's consumption chart", async () => {
    const { page } = vare!;
    await page.goto('/kulutus');
    await page.waitForURL((url) => /^\/(kulutus|kaukolampo)\/./.test(url.pathname), WAIT);
    await page.getByRole('heading', { name: TILE }).waitFor(WAIT);
    await expectAccessible(page);
  });

  it('claims a benefit on /asiakasedut: the code shows, and is still there after a reload', async () => {
    const { page } = vare!;
    await page.goto('/asiakasedut');
    await page.getByRole('heading', { level: 1, name: 'Asiakasedut' }).waitFor(WAIT);
    const claim = page.getByRole('button', { name: 'Ota etu käyttöön: Kaksi elokuvalippua yhden hinnalla' });
    expect(await page.getByText('KINO2X1').count()).toBe(0);
    await claim.click();
    await page.getByText('KINO2X1').waitFor(WAIT);
    await page.reload();
    await page.getByText('KINO2X1').waitFor(WAIT);
    expect(await claim.count()).toBe(0);
    await expectAccessible(page);
  });

  it("does not give VARE's campaign to asiakas@sv.example on SV's portal (and, with SV's build, not on its front page)", async () => {
    svPortal = await openCompanyPortal('SV');
    const context = await browser.newContext({ baseURL: svPortal.url, locale: 'fi-FI', timezoneId: 'Europe/Helsinki' });
    try {
      // The server's answer first: it holds without SV's web build (the API is served either way).
      const headers = { 'x-web-version': '0.1.0' };
      const login = await context.request.post('/api/auth/v1/login', { headers, data: { email: 'asiakas@sv.example', password: DEMO_PASSWORD } });
      expect(login.status()).toBe(200);
      const me = (await (await context.request.get('/api/v2/me', { headers })).json()) as { priwattiUserId: string };
      const current = await context.request.get(`/api/v2/campaign/current/${encodeURIComponent(me.priwattiUserId)}`, { headers });
      expect([current.status(), await current.json()]).toEqual([200, { campaign: null }]);
      expect((await context.request.get(`/api/v2/campaign/${DRAFT_ID}`, { headers })).status()).toBe(404);
      if (companyBuildExists('SV')) {
        const page = await context.newPage();
        await page.goto('/');
        await page.getByRole('heading', { level: 1, name: 'Etusivu' }).waitFor(WAIT);
        // Every card's read has answered by now; the campaign card has nothing to draw.
        await page.waitForLoadState('networkidle');
        expect(await page.getByRole('heading', { name: PUBLISHED }).count()).toBe(0);
        await expectAccessible(page);
      }
    } finally {
      await context.close();
    }
  }, 240_000);
});
