import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { expectAccessible, openSignedIn } from './support/session';

/**
 * Monthly insight as asiakas@vare.example: the previous month's insight of "Koti" opens from the menu,
 * and its "why it changed" reasons add up to the shown change to the cent, against the month before
 * and the same month a year ago. Axe clean on the summary and on the reasons.
 */
const CUSTOMER = 'asiakas@vare.example';
const WAIT = { timeout: 30_000 };

/** "+1 234,56 €" / "−0,45 €" → cents. */
function cents(text: string | null): number {
  const clean = (text ?? '').replace(/[\s\u00a0€+]/g, '').replace('\u2212', '-').replace(',', '.');
  const value = Math.round(Number(clean) * 100);
  if (!Number.isFinite(value)) throw new Error(`Not an amount: ${text}`);
  return value;
}

function previousMonthLabel(): string {
  const now = new Date(new Date().toLocaleString('en-US', { timeZone: 'Europe/Helsinki' }));
  const month = now.getMonth() === 0 ? 12 : now.getMonth();
  const year = now.getMonth() === 0 ? now.getFullYear() - 1 : now.getFullYear();
  return `${month}/${year}`;
}

async function reasonsAddUp(page: Page, testId: string): Promise<void> {
  const block = page.getByTestId(testId);
  await block.waitFor(WAIT);
  const total = await block.getByTestId('change-total').textContent();
  const shares = await Promise.all(
    ['temperature', 'days', 'usage', 'price', 'timing'].map(async (key) => cents(await block.getByTestId(`reason-${key}`).textContent())),
  );
  expect(shares.reduce((a, b) => a + b, 0)).toBe(cents(total));
  // The change is the difference of the two months' costs shown above the table.
  const change = (await block.getByText(/^Muutos: /).textContent()) ?? '';
  const [from, to] = change.replace('Muutos: ', '').split('→');
  expect(cents(to!) - cents(from!)).toBe(cents(total));
}

describe('monthly insight', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("opens Koti's previous month and its reasons add up to the change to the cent, axe clean", async () => {
    const { context, page } = await openSignedIn(browser, CUSTOMER);
    try {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/');
      const menuLink = page.getByRole('link', { name: 'Kuukausikatsaus' }).first();
      await menuLink.waitFor(WAIT);
      await menuLink.click();
      await page.waitForURL(/\/kuukausikatsaus$/, WAIT);
      await page.getByRole('heading', { level: 1, name: 'Kuukausikatsaus' }).waitFor(WAIT);
      const koti = page.getByRole('radio', { name: 'Koti' });
      if (await koti.count()) await koti.click();
      await page.getByRole('heading', { level: 2, name: `Kuukausi ${previousMonthLabel()}` }).waitFor(WAIT);
      await page.getByRole('heading', { level: 3, name: /Yhteenveto/ }).waitFor(WAIT);
      expect(await page.getByTestId('month-cost').textContent()).toMatch(/\d,\d\d\s€/);
      await expectAccessible(page);

      // To the reasons with the keyboard: focus follows to the new page's heading.
      await page.getByRole('button', { name: 'Seuraava sivu' }).focus();
      await page.keyboard.press('Enter');
      const why = page.getByRole('heading', { level: 3, name: /Miksi summa muuttui/ });
      await why.waitFor(WAIT);
      expect(await why.evaluate((el) => el === document.activeElement)).toBe(true);
      await reasonsAddUp(page, 'why-previousMonth');
      if (await page.getByTestId('why-yearAgo').getByTestId('change-total').count()) await reasonsAddUp(page, 'why-yearAgo');
      await expectAccessible(page);
      await page.keyboard.press('ArrowRight');
      await page.getByRole('heading', { level: 3, name: /Kalleimmat ja suurimmat tunnit/ }).waitFor(WAIT);
    } finally {
      await context.close();
    }
  }, 180_000);
});
