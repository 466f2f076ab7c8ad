import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { expectAccessible, openSignedIn } from './support/session';
import { expectNoSidewaysScroll, smallTargets } from './support/layoutChecks';

/** The company build e2e/run.mjs serves; market-price ships with VARE. */
const COMPANY = process.env.E2E_COMPANY ?? 'VARE';
const WAIT = { timeout: 20_000 };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** The first day's chart: an SVG role=img named by its summary, with the period count as data. */
const firstChart = (page: Page) => page.getByRole('img', { name: /^Pörssihinnat / }).first();

async function openPrices(page: Page): Promise<void> {
  await page.goto('/porssisahko');
  await page.getByRole('heading', { level: 1, name: 'Pörssisähkö', exact: true }).waitFor(WAIT);
  await firstChart(page).waitFor(WAIT);
}

/** Picks a day in core's date picker (D.M.YYYY text, Enter commits) and waits for its chart. */
async function chooseDay(page: Page, finnish: string): Promise<void> {
  const field = page.getByRole('textbox', { name: 'Päivä' });
  await field.fill(finnish);
  await field.press('Enter');
  await page.getByRole('img', { name: new RegExp(`^Pörssihinnat ${finnish.replace(/\./g, '\\.')}:`) }).waitFor(WAIT);
}

describe.runIf(COMPANY === 'VARE')('market price: the public price page', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPage(browser));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it("works without signing in: today's 96 quarters, the current one announced, the cheapest 3 hours", async () => {
    await openPrices(page);
    expect(new URL(page.url()).pathname).toBe('/porssisahko');
    expect(await firstChart(page).getAttribute('data-periods')).toBe('96');
    await expect.poll(() => page.getByTestId('current-price').textContent(), WAIT).toMatch(/^Hinta nyt \d{2}:\d{2}–\d{2}:\d{2}: -?\d+,\d{2}\sc\/kWh/);
    expect(await page.locator('svg rect[data-current="true"]').count()).toBe(1);
    await expect.poll(() => page.getByTestId('cheapest-window').textContent(), WAIT).toMatch(/^Halvin 3 h: /);
    // Tomorrow: either its chart, or when it comes.
    await page
      .getByText('Huomisen hinnat julkaistaan noin klo 14.00.')
      .or(page.getByRole('img', { name: /^Pörssihinnat / }).nth(1))
      .first()
      .waitFor(WAIT);
    // No personal figures for a visitor.
    expect(await page.getByRole('heading', { name: 'Oma kokonaishintasi' }).count()).toBe(0);
  });

  it('switches to €/MWh by keyboard and back', async () => {
    const kwh = page.getByRole('radio', { name: 'c/kWh', exact: true });
    await kwh.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByTestId('current-price').textContent(), WAIT).toMatch(/€\/MWh/);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.getByTestId('current-price').textContent(), WAIT).toMatch(/c\/kWh/);
  });

  it('draws the DST days as they are: 92 quarters on 29.3.2026, 100 on 25.10.2026', async () => {
    await chooseDay(page, '29.3.2026');
    expect(await firstChart(page).getAttribute('data-periods')).toBe('92');
    await chooseDay(page, '25.10.2026');
    expect(await firstChart(page).getAttribute('data-periods')).toBe('100');
    expect(await page.getByRole('table', { name: 'Hinnat 25.10.2026' }).getByRole('row').count()).toBe(101);
  });

  it("shows VARE's demo advertisement tile, marked as an ad, with its link into the portal", async () => {
    await openPrices(page);
    const tile = page.getByRole('region', { name: 'Käytä sähköä, kun se on halvinta', exact: true });
    await tile.waitFor(WAIT);
    await tile.getByText('Mainos', { exact: true }).waitFor(WAIT);
    expect(await tile.getByRole('link', { name: 'Aseta hintaraja' }).getAttribute('href')).toBe('/halytykset/hinta');
  });

  for (const [label, size] of [
    ['390 × 844', PHONE],
    ['1280 × 900', DESKTOP],
  ] as const) {
    it(`at ${label}: heading in the first screen, no sideways scroll, targets ≥ 24 px, axe clean`, async () => {
      await page.setViewportSize(size);
      await openPrices(page);
      const box = await page.getByRole('heading', { level: 1, name: 'Pörssisähkö', exact: true }).boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(size.height);
      await expectNoSidewaysScroll(page);
      expect(await smallTargets(page)).toEqual([]);
      await expectAccessible(page);
    });
  }
});

describe.runIf(COMPANY === 'VARE')('market price for a signed-in spot customer (asiakas@vare.example)', () => {
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

  it('has one price card on the front page, market-price’s, linking to the price page', async () => {
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Pörssisähkö nyt', exact: true });
    await card
      .getByText(/c\/kWh/)
      .first()
      .waitFor(WAIT);
    expect(await card.count()).toBe(1);
    expect(await card.getByRole('link', { name: /Avaa pörssisähkö/ }).getAttribute('href')).toBe('/porssisahko');
  });

  it('reaches the page from the menu and shows their own all-in and weighted price, axe clean', async () => {
    await page.setViewportSize(DESKTOP);
    await page.getByRole('navigation', { name: 'Päävalikko' }).getByRole('link', { name: 'Pörssisähkö' }).click();
    await firstChart(page).waitFor(WAIT);
    expect(await firstChart(page).getAttribute('data-periods')).toBe('96');
    await page.getByRole('heading', { level: 2, name: 'Oma kokonaishintasi' }).waitFor(WAIT);
    await expect.poll(() => page.getByTestId('own-price-now').textContent(), WAIT).toMatch(/^Maksat nyt .*c\/kWh/);
    await expect.poll(() => page.getByTestId('weighted-month').textContent(), WAIT).toMatch(/Kulutuksella painotettu pörssihinta/);
    // Load-shift suggestions (or the word that timing is already good) and the 12-month simulator.
    await page.getByTestId('suggestions').or(page.getByText('Kulutuksesi ajoittuu jo hyvin: siirtämällä ei juuri säästäisi.')).first().waitFor(WAIT);
    const simulator = page.getByRole('table', { name: 'Kuukausittain' });
    await simulator.waitFor(WAIT);
    // Header, 12 months, the totals row.
    expect(await simulator.getByRole('row').count()).toBe(14);
    await page.getByLabel(/Vertailtava kiinteä hinta/).fill('9,5');
    await expect.poll(() => simulator.getByRole('row').nth(1).getByRole('cell').nth(2).textContent(), WAIT).toMatch(/€$/);
    await expectAccessible(page);
  });
});
