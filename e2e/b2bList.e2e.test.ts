import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { expectAccessible, openSignedIn } from './support/session';

/** Issue 15: the business customer's paged place list (VARE demo: 45 places, customer 1500001). */
const COMPANY = process.env.E2E_COMPANY ?? 'VARE';
const MAIN = 'yritys@vare.example';
const SUB = 'alikayttaja@vare.example';
const WAIT = { timeout: 20_000 };
const SORT_HEADERS = ['Osoite', 'Nimi', 'Yrityksen tunnus', 'Tunnisteet', 'Hälytyksiä päällä', 'Lauenneita hälytyksiä'];

describe.runIf(COMPANY === 'VARE')('company place list', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  const table = () => page.getByRole('table', { name: 'Käyttöpaikat' });
  const bodyRows = () => table().locator('tbody tr');
  /** The identifiers of the shown rows (the second line of the name cell). */
  const shownIds = async () => (await table().locator('tbody tr td:nth-child(2) span').allTextContents()).map((t) => t.trim());

  async function openList(email: string): Promise<void> {
    await context?.close();
    ({ context, page } = await openSignedIn(browser, email));
    await page.getByRole('link', { name: 'Käyttöpaikat' }).first().click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Yrityksen käyttöpaikat' }).isVisible(), WAIT).toBe(true);
    await table().waitFor(WAIT);
  }

  /** What the API answers for a list query, asked with the browser's own session. */
  async function apiList(query: string): Promise<{ ids: string[]; total: number }> {
    return page.evaluate(async (q) => {
      const me = await (await fetch('/api/v2/me')).json();
      const companies = await (await fetch(`/api/v2/b2b/servicelocation/user/${me.priwattiUserId}/companies`)).json();
      const code = companies.companies[0].customerCode;
      const list = await (await fetch(`/api/v2/b2b/company/${code}/servicelocation/user/${me.priwattiUserId}/listSummary?${q}`)).json();
      return { ids: list.places.map((p: { locationIdentifier: string }) => p.locationIdentifier), total: list.totals.places as number };
    }, query);
  }
  const apiOrder = async (query: string) => (await apiList(query)).ids;

  it('shows 20 places a page of 45, sorted by each key both ways, with no accessibility violations', async () => {
    await openList(MAIN);
    await expect.poll(() => bodyRows().count(), WAIT).toBe(20);
    await expect.poll(() => page.getByText('Sivu 1/3').isVisible(), WAIT).toBe(true);
    await expectAccessible(page);
    const keys = ['address', 'name', 'company', 'labels', 'alertsEnabled', 'alertsTriggered'];
    for (const [i, header] of SORT_HEADERS.entries()) {
      const column = page.getByRole('columnheader', { name: new RegExp(`^${header}`) });
      for (const [direction, aria] of [
        ['asc', 'ascending'],
        ['desc', 'descending'],
      ] as const) {
        // Address starts ascending: its first click turns it descending.
        if (!(i === 0 && direction === 'asc')) await column.getByRole('button').click();
        const expected = i === 0 ? (direction === 'asc' ? 'ascending' : 'descending') : aria;
        await expect.poll(() => column.getAttribute('aria-sort'), WAIT).toBe(expected);
        const want = await apiOrder(`page=1&sort=${keys[i]}&direction=${expected === 'ascending' ? 'asc' : 'desc'}`);
        await expect.poll(shownIds, WAIT).toEqual(want);
      }
    }
    await page.getByRole('button', { name: 'Seuraava sivu' }).click();
    await expect.poll(() => page.getByText('Sivu 2/3').isVisible(), WAIT).toBe(true);
    await expect.poll(() => bodyRows().count(), WAIT).toBe(20);
  });

  it('filters by a label and downloads the filtered list as a Finnish CSV', async () => {
    await openList(MAIN);
    const filter = page.getByRole('combobox', { name: 'Tunniste' });
    const label = (await filter.locator('option').allTextContents()).find((text) => text !== 'Kaikki tunnisteet')!;
    await filter.selectOption(label);
    // The filtered page replaces the unfiltered one: wait for exactly the places the API gives.
    const filtered = await apiList(`label=${encodeURIComponent(label)}&page=1&sort=address&direction=asc`);
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThan(45);
    await expect.poll(shownIds, WAIT).toEqual(filtered.ids);
    const shown = await bodyRows().count();
    for (let i = 0; i < shown; i++) {
      expect(
        await bodyRows()
          .nth(i)
          .getByRole('listitem')
          .filter({ hasText: new RegExp(`^${label}$`) })
          .count(),
      ).toBe(1);
    }
    const [download] = await Promise.all([
      page.waitForEvent('download', WAIT),
      page.getByRole('button', { name: 'Lataa lista CSV-tiedostona' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^kayttopaikat-1500001-\d{4}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFFKäyttöpaikka;Nimi;Katuosoite;')).toBe(true);
    const lines = csv
      .slice(1)
      .split('\r\n')
      .filter((line) => line !== '');
    expect(lines.length - 1).toBe((await apiList(`label=${encodeURIComponent(label)}`)).total);
    for (const line of lines.slice(1)) expect(line.split(';')[6]).toContain(label);
  });

  it('fits a 390 px phone without sideways scrolling', async () => {
    await openList(MAIN);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), WAIT).toBe(true);
    await expectAccessible(page);
  });

  it('shows a sub-user only their own places', async () => {
    await openList(SUB);
    await expect.poll(() => bodyRows().count(), WAIT).toBe(12);
    await expect.poll(() => page.getByText('Sivu 1/1').count(), WAIT).toBe(0); // one page: no pager
    const ids = await shownIds();
    expect(new Set(ids).size).toBe(12);
    // The company has 45 places; the sub-user's list and totals hold only the 12 granted to them.
    expect((await apiList('page=1')).total).toBe(12);
    await expectAccessible(page);
  });
});
