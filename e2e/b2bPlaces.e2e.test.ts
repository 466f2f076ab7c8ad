import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
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
    page.getByRole('group', { name: 'Yhdistettävät käyttöpaikat' }).locator('label').filter({ hasNotText: /Kaukolämpö|Aurinkovoimala/ });

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
    const lines = text.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Käyttöpaikka;Nimi;Alkuaika;Loppuaika;Kulutus (kWh);Laatu');
    const places = new Set(lines.slice(1).map((line) => line.split(';')[0]));
    expect(places.size).toBe(2);
    expect(lines[1]).toMatch(/;\d{2}\.\d{2}\.\d{4} 00:00;\d{2}\.\d{2}\.\d{4} 24:00;(\d+,\d{4})?;(mitattu|arvioitu|puuttuu)$/);
  });
});
