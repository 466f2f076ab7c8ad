import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { companyBuildExists, openCompanyPortal, type CompanyPortal } from './support/companyPortal';
import { expectAccessible, logIn, openSignedIn } from './support/session';
import { expectNoSidewaysScroll, smallTargets } from './support/layoutChecks';

/** The company build e2e/run.mjs serves. */
const COMPANY = process.env.E2E_COMPANY ?? 'VARE';
const WAIT = { timeout: 20_000 };

/** The message box's front-page cards (a popup, the notices), which another spec may dismiss meanwhile. */
const MESSAGE_BOX_CARDS = ['Ota e-lasku käyttöön', 'Tiedotteet'];

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** Key pages and their h1: the front page, consumption (which opens on a chart), invoices, use places. */
const KEY_PAGES = [
  { path: '/', heading: 'Etusivu' },
  { path: '/kulutus', heading: 'Sähkönkulutus' },
  { path: '/laskut', heading: 'Laskut' },
  { path: '/kayttopaikka', heading: 'Käyttöpaikat' },
] as const;

async function openPage(page: Page, path: string, heading: string) {
  await page.goto(path);
  const h1 = page.getByRole('heading', { level: 1, name: heading, exact: true });
  await h1.waitFor(WAIT);
  return h1;
}

/** The heading lies wholly inside the first screen, and the page does not scroll sideways. */
async function expectFirstScreen(page: Page, h1: Awaited<ReturnType<typeof openPage>>, size: { width: number; height: number }) {
  const box = await h1.boundingBox();
  expect(box, 'heading has a box').not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(size.height);
  await expectNoSidewaysScroll(page);
}

describe.runIf(COMPANY === 'VARE')('phone-first layout and the front page (asiakas@vare.example)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await openSignedIn(browser, 'asiakas@vare.example'));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('lands on the front page with the cards at a glance, each linking on', async () => {
    await page.setViewportSize(DESKTOP);
    expect(new URL(page.url()).pathname).toBe('/');
    await openPage(page, '/', 'Etusivu');
    const card = (name: string) => page.getByRole('region', { name, exact: true });
    await card('Eilinen kulutus').getByText(/kWh$/).first().waitFor(WAIT);
    await card('Viimeisin lasku').getByText(/€/).first().waitFor(WAIT);
    await card('Pörssisähkö nyt')
      .getByText(/c\/kWh/)
      .first()
      .waitFor(WAIT);
    await card('Kulutusbudjetti').getByRole('link').waitFor(WAIT);
    expect(await card('Kaukolämpö').count()).toBe(0);
    expect(await card('Eilinen kulutus').getByRole('link', { name: 'Näytä kulutus' }).getAttribute('href')).toBe('/kulutus/VARE-1000001-01');
    // The company's order (config frontPageCards): yesterday, the invoice, the spot price, the budget, the solar panels.
    // The message box's popup and notices come first while there are any (e2e/messages.e2e.test.ts).
    await card('Aurinkopaneelit').getByText(/kWh/).first().waitFor(WAIT);
    const titles = (await page.locator('main section h2').allInnerTexts()).filter((t) => !MESSAGE_BOX_CARDS.includes(t));
    expect(titles).toEqual(['Eilinen kulutus', 'Viimeisin lasku', 'Pörssisähkö nyt', 'Kulutusbudjetti', 'Aurinkopaneelit']);
    const nav = page.getByRole('navigation', { name: 'Päävalikko' });
    expect(await nav.getByRole('link').first().innerText()).toBe('Etusivu');
    expect(await nav.getByRole('link', { name: 'Etusivu' }).getAttribute('aria-current')).toBe('page');
  });

  for (const [label, size] of [
    ['1280 × 900', DESKTOP],
    ['390 × 844', PHONE],
  ] as const) {
    for (const { path, heading } of KEY_PAGES) {
      it(`${path} at ${label}: the heading in the first screen, no sideways scroll, axe clean`, async () => {
        await page.setViewportSize(size);
        const h1 = await openPage(page, path, heading);
        await expectFirstScreen(page, h1, size);
        expect(await smallTargets(page)).toEqual([]);
        await expectAccessible(page);
      });
    }
  }

  it('opens and closes the phone menu by keyboard, focus kept inside and given back', async () => {
    await page.setViewportSize(PHONE);
    await openPage(page, '/laskut', 'Laskut');
    // On a phone the side menu is folded away; the header holds the menu button.
    expect(await page.getByRole('navigation', { name: 'Päävalikko' }).count()).toBe(0);
    const button = page.getByRole('banner').getByRole('button', { name: 'Valikko' });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Päävalikko' });
    await dialog.waitFor(WAIT);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    // Focus starts on the current page's step, marked for screen readers.
    const current = dialog.getByRole('link', { name: 'Laskut' });
    expect(await current.getAttribute('aria-current')).toBe('page');
    expect(await current.evaluate((el) => el === document.activeElement)).toBe(true);
    // Tab and Shift+Tab go round inside the dialog.
    const links = await dialog.locator('a, button, select').count();
    for (let i = 0; i < links + 2; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expectAccessible(page);
    // Escape closes it and gives focus back to the button.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    // Following a link closes the menu and opens the page.
    await page.keyboard.press('Enter');
    await dialog.getByRole('link', { name: 'Etusivu' }).press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Etusivu' }).waitFor(WAIT);
    expect(await dialog.count()).toBe(0);
  });

  it('keeps the language, customer service and log-out one tap away in the phone menu', async () => {
    await page.setViewportSize(PHONE);
    await openPage(page, '/', 'Etusivu');
    await page.getByRole('banner').getByRole('button', { name: 'Valikko' }).click();
    const dialog = page.getByRole('dialog', { name: 'Päävalikko' });
    await dialog.getByLabel('Kieli').waitFor(WAIT);
    await dialog.getByRole('button', { name: /^Asiakaspalvelu/ }).waitFor(WAIT);
    await dialog.getByRole('link', { name: 'Kirjaudu ulos' }).first().waitFor(WAIT);
    await dialog.getByRole('button', { name: 'Sulje valikko' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  // Last in the file: it leaves the session without its refresh token.
  it('warns two minutes before a session that cannot be refreshed ends (WCAG 2.2.1)', async () => {
    await page.setViewportSize(PHONE);
    await context.clearCookies({ name: 'portal_refresh' });
    // The browser's clock jumps; the server's does not, so its 30-minute idle expiry stands.
    await page.clock.install();
    await openPage(page, '/laskut', 'Laskut');
    const warning = page.getByRole('dialog', { name: 'Istuntosi on päättymässä' });
    expect(await warning.count()).toBe(0);
    await page.clock.fastForward('28:30');
    await warning.waitFor(WAIT);
    const proceed = warning.getByRole('button', { name: 'Jatka istuntoa' });
    expect(await proceed.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await warning.waitFor({ state: 'detached' });
  });
});

describe.runIf(COMPANY === 'KUO' || companyBuildExists('KUO'))('front page for a district heating customer (KUO portal)', () => {
  let browser: Browser;
  let kuo: CompanyPortal | undefined;

  beforeAll(async () => {
    [browser, kuo] = await Promise.all([launchBrowser(), openCompanyPortal('KUO')]);
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await kuo?.stop();
  });

  it('shows the district heating card instead of a spot-price one, at both sizes', async () => {
    const context = await browser.newContext({ baseURL: kuo!.url, locale: 'fi-FI', timezoneId: 'Europe/Helsinki', viewport: PHONE });
    const page = await context.newPage();
    try {
      await logIn(page, 'kaukolampo@kuo.example');
      await page.waitForURL((url) => url.pathname === '/', WAIT);
      for (const size of [PHONE, DESKTOP]) {
        await page.setViewportSize(size);
        const h1 = await openPage(page, '/', 'Etusivu');
        const heat = page.getByRole('region', { name: 'Kaukolämpö', exact: true });
        await heat.getByText(/MWh/).first().waitFor(WAIT);
        expect(await heat.getByRole('link').getAttribute('href')).toBe('/kaukolampo/KUO-3000001-02');
        await page.getByRole('region', { name: 'Viimeisin lasku', exact: true }).waitFor(WAIT);
        expect(await page.getByRole('region', { name: 'Pörssisähkö nyt' }).count()).toBe(0);
        // KUO orders heat first.
        expect((await page.locator('main section h2').allInnerTexts()).filter((t) => !MESSAGE_BOX_CARDS.includes(t))[0]).toBe('Kaukolämpö');
        await expectFirstScreen(page, h1, size);
        await expectAccessible(page);
        // The heat place's own view, with its place switcher.
        const heading = await openPage(page, '/kaukolampo/KUO-3000001-02', 'Kaukolämmön kulutus');
        await page.getByRole('combobox', { name: 'Käyttöpaikka' }).waitFor(WAIT);
        await expectFirstScreen(page, heading, size);
        expect(await smallTargets(page)).toEqual([]);
        if (size === DESKTOP) {
          // The heat view is part of "Kulutus": the menu marks that step as the current page.
          const nav = page.getByRole('navigation', { name: 'Päävalikko' });
          expect(await nav.getByRole('link', { name: 'Kulutus' }).getAttribute('aria-current')).toBe('page');
        }
      }
    } finally {
      await context.close();
    }
  });
});
