import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helsinkiParts } from '@portal/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { companyBuildExists, HARNESS_COMPANY, openCompanyPortal, type CompanyPortal } from './support/companyPortal';
import { expectNoSidewaysScroll, smallTargets } from './support/layoutChecks';
import { expectAccessible, logIn } from './support/session';

/**
 * Issue 14 part 4's acceptance (docs/representation.md), on SV's portal where the demo grant is:
 * edustaja@sv.example acts for asiakas@sv.example (Liisa Korhonen), sees her places and consumption
 * without rename, reorder or budget controls, and the server refuses a rename with 403; then Liisa
 * revokes, and the representative's next request for her places answers 404. Axe scans every page.
 */
const HEADERS = { 'x-web-version': '0.1.0' };

describe.runIf(HARNESS_COMPANY === 'SV' || companyBuildExists('SV'))('acting for a customer (SV portal)', () => {
  let browser: Browser;
  let sv: CompanyPortal;
  let rep: { context: BrowserContext; page: Page };
  let customerId: string;
  let placeId: string;

  async function signedIn(email: string, viewport?: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ baseURL: sv.url, locale: 'fi-FI', timezoneId: 'Europe/Helsinki', ...(viewport ? { viewport } : {}) });
    const page = await context.newPage();
    await logIn(page, email);
    await page.waitForURL((url) => !url.pathname.startsWith('/kirjaudu'), { timeout: 20_000 });
    return { context, page };
  }

  beforeAll(async () => {
    [browser, sv] = await Promise.all([launchBrowser(), openCompanyPortal('SV')]);
    rep = await signedIn('edustaja@sv.example');
  }, 240_000);
  afterAll(async () => {
    await rep?.context.close();
    await browser?.close();
    await sv?.stop();
  });

  it('lists the received read right and starts acting for Liisa Korhonen', async () => {
    const { page } = rep;
    await page.goto('/lukuoikeudet');
    await page.getByRole('heading', { level: 1, name: 'Lukuoikeudet' }).waitFor();
    const act = page.getByRole('button', { name: 'Toimi asiakkaan Liisa Korhonen puolesta' });
    await act.waitFor();
    await expectAccessible(page);
    // By keyboard: the button takes focus and Enter starts acting.
    await act.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Toimit asiakkaan Liisa Korhonen puolesta (vain luku)').waitFor();
    await expectAccessible(page);
  });

  it('shows her places read-only, without rename or reorder, with the banner on the page', async () => {
    const { page } = rep;
    // In-app navigation: the acting user lives in the page's client state.
    await page.getByRole('link', { name: 'Käyttöpaikat' }).first().click();
    await page.waitForURL((url) => url.pathname === '/kayttopaikka');
    await page.getByText('Vain luku').first().waitFor();
    expect(await page.getByText('Toimit asiakkaan Liisa Korhonen puolesta (vain luku)').count()).toBe(1);
    expect(await page.getByRole('button', { name: /^Nimeä:/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Siirrä/ }).count()).toBe(0);
    await expectAccessible(page);
  });

  it("shows her place's budget read-only (no budget control)", async () => {
    const { page } = rep;
    await page.locator('main h2 a, main h3 a').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/kayttopaikka/'));
    await page.getByText('Sinulla on budjettiin vain lukuoikeus.').waitFor();
    expect(await page.getByRole('button', { name: 'Muuta budjettia' }).count()).toBe(0);
    expect(await page.getByText('Toimit asiakkaan Liisa Korhonen puolesta (vain luku)').count()).toBe(1);
    await expectAccessible(page);
  });

  it('shows her consumption without the budget control', async () => {
    const { page } = rep;
    await page.getByRole('link', { name: 'Kulutus' }).first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/kulutus'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByText('Toimit asiakkaan Liisa Korhonen puolesta (vain luku)').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Muuta budjettia' }).count()).toBe(0);
    await expectAccessible(page);
  });

  it('is refused a rename through the API (403)', async () => {
    const current = await rep.page.request.get('/api/v2/representatives/user/me/current', { headers: HEADERS });
    expect(current.status()).toBe(404); // not the own id: the representation routes are the caller's own
    const me = (await (await rep.page.request.get('/api/v2/me', { headers: HEADERS })).json()) as { priwattiUserId: string };
    const received = (await (
      await rep.page.request.get(`/api/v2/representatives/user/${me.priwattiUserId}/current`, { headers: HEADERS })
    ).json()) as {
      received: { grantorId: string; places: { locationIdentifier: string }[] }[];
    };
    customerId = received.received[0]!.grantorId;
    placeId = received.received[0]!.places[0]!.locationIdentifier;
    const read = await rep.page.request.get(`/api/v2/servicelocation/user/${customerId}/location/${placeId}/details`, { headers: HEADERS });
    expect(read.status()).toBe(200);
    const rename = await rep.page.request.post(`/api/v2/servicelocation/user/${customerId}/location/${placeId}/name`, {
      data: { displayName: 'Edustajan nimi' },
      headers: HEADERS,
    });
    expect(rename.status()).toBe(403);
  });

  it('lets Liisa give another read right on a phone: checkboxes, e-mail, confirm, success', async () => {
    const phone = await signedIn('asiakas@sv.example', { width: 390, height: 844 });
    try {
      const { page } = phone;
      await page.goto('/lukuoikeudet/anna');
      await page.getByRole('heading', { level: 1, name: 'Anna lukuoikeus' }).waitFor();
      const box = page.getByRole('checkbox').first();
      await box.waitFor();
      await expectNoSidewaysScroll(page);
      expect(await smallTargets(page)).toEqual([]);
      await expectAccessible(page);
      await box.check();
      await page.getByLabel('Saajan sähköpostiosoite').fill('naapuri@sv.example');
      await page.getByRole('button', { name: 'Jatka' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: 'Annetaanko lukuoikeus?' }).waitFor();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Anna lukuoikeus' }).click();
      await page.getByRole('dialog').getByRole('heading', { name: 'Lukuoikeus annettu' }).waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Sulje' }).click();
      await page.waitForURL((url) => url.pathname === '/lukuoikeudet');
      await page.getByText('naapuri@sv.example').first().waitFor();
      await expectNoSidewaysScroll(page);
      await page.goto('/lukuoikeudet/nakyvyys');
      await page.getByRole('heading', { level: 1, name: 'Kuka näkee tietoni' }).waitFor();
      await page.getByRole('heading', { name: 'Eeva Laine' }).waitFor();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
    } finally {
      await phone.context.close();
    }
  });

  it("shows the activation page's own modal for an invitation to another address", async () => {
    // Invitation mails wait for the 7:00–23:00 push window (docs/notifications.md): only then is there one to open.
    const hour = helsinkiParts(new Date()).hour;
    if (hour < 7 || hour >= 22) return;
    const { page } = rep;
    let token: string | undefined;
    for (let tries = 0; tries < 60 && !token; tries++) {
      const outbox = (await (await page.request.get('/api/dev/outbox?email=naapuri%40sv.example')).json()) as { messages: { body: string }[] };
      const match = outbox.messages.map((m) => /token=([A-Za-z0-9_%-]+)/.exec(m.body)?.[1]).find(Boolean);
      token = match ? decodeURIComponent(match) : undefined;
      if (!token) await page.waitForTimeout(500);
    }
    expect(token, 'the invitation to naapuri@sv.example was mailed').toBeTruthy();
    await page.goto(`/lukuoikeudet/aktivoi?token=${encodeURIComponent(token!)}`);
    // An error outcome's modal is an alertdialog (core's modal kind 'error').
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('heading', { name: 'Väärä käyttäjätunnus' }).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Sulje' }).click();
    await page.waitForURL((url) => url.pathname === '/lukuoikeudet');
  });

  it("ends when Liisa revokes: the representative's next request for her places answers 404", async () => {
    const customer = await signedIn('asiakas@sv.example');
    try {
      const { page } = customer;
      // The same place page gives Liisa herself the budget control the representative did not get.
      await page.goto(`/kayttopaikka/${encodeURIComponent(placeId)}`);
      await page.getByRole('button', { name: 'Muuta budjettia' }).waitFor();
      await page.goto('/lukuoikeudet');
      await page.getByText('Eeva Laine', { exact: true }).first().waitFor();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Peru lukuoikeus: Eeva Laine' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: 'Perutaanko lukuoikeus?' }).waitFor();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Peru lukuoikeus' }).click();
      await page.getByRole('button', { name: 'Peru lukuoikeus: Eeva Laine' }).waitFor({ state: 'detached' });
    } finally {
      await customer.context.close();
    }
    const content = await rep.page.request.get(`/api/v2/servicelocation/user/${customerId}/content`, { headers: HEADERS });
    expect(content.status()).toBe(404);
    const details = await rep.page.request.get(`/api/v2/servicelocation/user/${customerId}/location/${placeId}/details`, { headers: HEADERS });
    expect(details.status()).toBe(404);
  });
});
