import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { expectNoSidewaysScroll } from './support/layoutChecks';
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
  const clean = (text ?? '')
    .replace(/[\s\u00a0€+]/g, '')
    .replace('\u2212', '-')
    .replace(',', '.');
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

  it('fits a phone: the story and its reasons table do not scroll sideways, axe clean', async () => {
    const { context, page } = await openSignedIn(browser, CUSTOMER);
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/kuukausikatsaus');
      await page.getByRole('heading', { level: 3, name: /Yhteenveto/ }).waitFor(WAIT);
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: /^Sivu 2\/\d+: Miksi summa muuttui$/ }).click();
      await page.getByTestId('why-previousMonth').waitFor(WAIT);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  }, 180_000);
});

describe('usage reports', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("orders Koti's report, the background job makes it, and the PDF and CSV download", async () => {
    const { context, page } = await openSignedIn(browser, CUSTOMER);
    try {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/raportit');
      await page.getByRole('heading', { level: 1, name: 'Raportit' }).waitFor(WAIT);
      const koti = page.getByRole('radio', { name: 'Koti' });
      if (await koti.count()) await koti.click();
      const lastYear = String(new Date().getFullYear() - 1);
      await page.getByRole('radio', { name: lastYear }).click();
      await page.getByRole('button', { name: 'Tilaa raportti' }).click();
      await page.getByText(/Raportti on tilattu/).waitFor(WAIT);
      const pdf = page.getByRole('link', { name: new RegExp(`^PDF: Kulutusraportti ${lastYear}`) }).first();
      await pdf.waitFor({ timeout: 60_000 });
      await expectAccessible(page);
      const pdfBody = await page.evaluate(
        async (href) => {
          const response = await fetch(href!, { credentials: 'include' });
          const bytes = new Uint8Array(await response.arrayBuffer());
          return String.fromCharCode(...bytes.slice(0, 5));
        },
        await pdf.getAttribute('href'),
      );
      expect(pdfBody).toBe('%PDF-');
      const csvHref = await page
        .getByRole('link', { name: new RegExp(`^CSV: Kulutusraportti ${lastYear}`) })
        .first()
        .getAttribute('href');
      const csv = await page.evaluate(async (href) => (await fetch(href!, { credentials: 'include' })).text(), csvHref);
      expect(csv).toContain('Yhteensä');
      expect(csv.split('\r\n')[13]).toMatch(/;Yhteensä;\d+,\d{4};/);
    } finally {
      await context.close();
    }
  }, 180_000);
});
