import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { expectNoSidewaysScroll, smallTargets } from './support/layoutChecks';
import { expectAccessible, openSignedIn } from './support/session';

/**
 * Issue 15, composite locations as yritys@vare.example: three places combined into a composite whose
 * month total is exactly the sum of the three, and a CSV of a selection of places. Axe on the page
 * and on the open confirmation.
 */
const WAIT = { timeout: 20_000 };

/** "1 234,5678" → 12345678n (1/10 000 kWh), so the sum is compared exactly. */
function units(text: string): bigint {
  return BigInt(text.replace(/[\s\u00a0\u202f]/g, '').replace(',', ''));
}

describe('composite locations as yritys@vare.example', () => {
  let browser: Browser;
  let page: Page;
  const name = `E2E-yhdistelmä ${Date.now() % 100000}`;

  // A composite sums one utility: electricity places only (the demo company also has district heating).
  const electricityPlaces = () =>
    page
      .getByRole('group', { name: 'Yhdistettävät käyttöpaikat' })
      .locator('label')
      .filter({ hasNotText: /Kaukolämpö|Aurinkovoimala/ });

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await openSignedIn(browser, 'yritys@vare.example'));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the composites page with the eligible places', async () => {
    await page.goto('/yritys/yhdistelmat');
    await page.getByRole('heading', { level: 1, name: 'Yhdistetyt käyttöpaikat' }).waitFor(WAIT);
    await page.getByRole('group', { name: 'Yhdistettävät käyttöpaikat' }).getByRole('checkbox').first().waitFor(WAIT);
    await expectAccessible(page);
  });

  it('combines three places after a confirmation; the month total is the sum of the three', async () => {
    await page.getByLabel('Yhdistelmän nimi').fill(name);
    for (let i = 0; i < 3; i += 1) await electricityPlaces().nth(i).click();
    await page.getByRole('button', { name: 'Yhdistä valitut' }).click();
    const confirm = page.getByRole('dialog', { name: 'Yhdistetäänkö käyttöpaikat?' });
    await confirm.waitFor(WAIT);
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Vahvista' }).press('Enter');
    const done = page.getByRole('dialog', { name: 'Käyttöpaikat yhdistetty' });
    await done.waitFor(WAIT);
    await done.getByRole('button', { name: 'Sulje' }).click();

    const card = page.getByRole('table', { name: `${name}: Kulutus (kWh)` });
    const total = card.getByTestId('composite-total');
    await total.waitFor(WAIT);
    const members = card.getByTestId('member-total');
    await expect.poll(() => members.count(), WAIT).toBe(3);
    const parts = (await members.allInnerTexts()).map(units);
    expect(parts.every((part) => part > 0n)).toBe(true);
    expect(units(await total.innerText())).toBe(parts.reduce((a, b) => a + b, 0n));
    await expectAccessible(page);
  });

  it("downloads the selected places' consumption as a Finnish CSV", async () => {
    await electricityPlaces().nth(0).click();
    await electricityPlaces().nth(1).click();
    const [download] = await Promise.all([
      page.waitForEvent('download', WAIT),
      page.getByRole('button', { name: 'Lataa valittujen kulutus CSV-tiedostona' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^kulutus_\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync((await download.path())!, 'utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe('Käyttöpaikka;Nimi;Alkuaika;Loppuaika;Kulutus (kWh);Laatu');
    const places = new Set(lines.slice(1).map((line) => line.split(';')[0]));
    expect(places.size).toBe(2);
    expect(lines[1]).toMatch(/;\d{2}\.\d{2}\.\d{4} 00:00;\d{2}\.\d{2}\.\d{4} 24:00;(\d+,\d{4})?;(mitattu|arvioitu|puuttuu)$/);
  });

  it("opens a composite's detail page from its table, with its month by day", async () => {
    const table = page.getByRole('table', { name: `${name}: Kulutus (kWh)` });
    await table.getByRole('link').first().click();
    await page.getByRole('table', { name: 'Kulutus päivittäin' }).waitFor(WAIT);
    await expectAccessible(page);
  });

  it('shows the reports: comparisons with floor areas, the invoice check, and the export control', async () => {
    await page.goto('/yritys/raportit');
    await page.getByRole('heading', { level: 1, name: 'Raportit' }).waitFor(WAIT);
    await page.getByRole('table', { name: 'Käyttöpaikkojen vertailu' }).waitFor(WAIT);
    // The demo gives one building a tenth of its size: it is the outlier, listed first.
    const first = page.getByRole('table', { name: 'Käyttöpaikkojen vertailu' }).getByRole('row').nth(1);
    expect(await first.innerText()).toContain('Poikkeava');
    await page.getByRole('button', { name: 'Aloita vienti' }).waitFor(WAIT);
    await expectAccessible(page);
  });

  it('fits a phone: no sideways scroll, no small targets', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/yritys/yhdistelmat', '/yritys/raportit']) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor(WAIT);
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page);
      expect(await smallTargets(page)).toEqual([]);
    }
  });
});
