import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { expectAccessible, openSignedIn } from './support/session';

/**
 * The developer tools as kehittaja@portal.example (group `developers`) meets them: the admin menu
 * shows the developer steps and no user admin (no customer search); integration health and data age
 * answer; a metering CSV uploaded on the ingest screen loads, and its reading's age shows on the status
 * page. Each page is axe clean.
 */
const COMPANY = process.env.E2E_COMPANY ?? 'VARE';
const WAIT = { timeout: 20_000 };

/** A metering point the demo data has no place for, so the upload touches no customer's consumption. */
const POINT = '643007000000000019';

describe.runIf(COMPANY === 'VARE')('developer tools (kehittaja@portal.example)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await openSignedIn(browser, 'kehittaja@portal.example'));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  const adminMenu = () => page.getByRole('navigation', { name: 'Ylläpitovalikko' });

  it('shows the developer tools in the admin menu and no user admin', async () => {
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Ylläpito' }).waitFor(WAIT);
    const toggle = adminMenu().getByRole('button', { name: /ylläpitovalikko/ });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    for (const name of ['Järjestelmän tila', 'Välimuisti ja vianetsintä', 'Tietojen lataus']) {
      await adminMenu().getByRole('link', { name }).waitFor(WAIT);
    }
    expect(
      await adminMenu()
        .getByRole('link', { name: /Asiakashaku|Käyttäjä/ })
        .count(),
    ).toBe(0);
    await expectAccessible(page);
  });

  it('uploads a metering CSV on the ingest screen and shows what loaded', async () => {
    await adminMenu().getByRole('link', { name: 'Tietojen lataus' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tietojen lataus' }).waitFor(WAIT);
    const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 - 2 * 3_600_000);
    const at = (ms: number) => new Date(ms).toISOString().replace('.000', '');
    // Two quarter-hours: the step tells the interval length of a point the portal has no place for.
    const csv = [
      'Metering point;Start time (UTC);Quantity (kWh);Quality',
      `${POINT};${at(hour.getTime())};0,75;OK`,
      `${POINT};${at(hour.getTime() + 900_000)};0,5;OK`,
    ].join('\n');
    const metering = page
      .getByRole('region', { name: 'Mittaustiedot' })
      .or(page.locator('section', { has: page.getByRole('heading', { name: 'Mittaustiedot' }) }));
    await metering.first().getByRole('textbox', { name: 'tai liitä sisältö' }).fill(csv);
    await metering.first().getByRole('button', { name: 'Lataa' }).click();
    await page.getByText(/Ladattu: 2 riviä/).waitFor(WAIT);
    await expectAccessible(page);
  });

  it('shows integration health with the metering feed just succeeded, and the data age per company', async () => {
    await adminMenu().getByRole('link', { name: 'Järjestelmän tila' }).click();
    const health = page.getByRole('table', { name: /Integraatioiden tila/ });
    await health.waitFor(WAIT);
    await expect.poll(async () => (await health.getByRole('row', { name: /Tietokanta/ }).textContent()) ?? '', WAIT).toContain('Kunnossa');
    // The upload above is the metering feed's last success: not "never".
    expect(await health.getByRole('row', { name: /Mittaustiedot/ }).textContent()).not.toContain('ei koskaan');
    const age = page.getByRole('table', { name: /Mittaustietojen ikä/ });
    await age.waitFor(WAIT);
    for (const company of ['VARE', 'SV', 'KUO']) await age.getByRole('row', { name: new RegExp(company) }).waitFor(WAIT);
    await page
      .getByRole('table', { name: /Taustatyöt/ })
      .or(page.getByText('Ei taustatöitä.'))
      .first()
      .waitFor(WAIT);
    await expectAccessible(page);
  });

  it('reads a user’s debug info and lists the caches', async () => {
    await adminMenu().getByRole('link', { name: 'Välimuisti ja vianetsintä' }).click();
    await page.getByRole('heading', { level: 1, name: 'Välimuisti ja vianetsintä' }).waitFor(WAIT);
    const me = (await (await page.request.get('/api/v2/me')).json()) as { priwattiUserId: string };
    await page.getByRole('textbox', { name: 'Käyttäjän tunniste' }).fill(me.priwattiUserId);
    await page.getByRole('textbox', { name: 'Käyttäjän tunniste' }).press('Enter');
    await page.getByText('kehittaja@portal.example').first().waitFor(WAIT);
    await page.getByRole('heading', { name: 'helsinki-summer-time' }).waitFor(WAIT);
    await expectAccessible(page);
  });
});
