import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { expectAccessible, openSignedIn } from './support/session';

const USER = 'asiakas@vare.example';
/**
 * Demo due-date settings (plugins/invoices/src/server/demo/demoInvoices.ts): every fourth contract
 * (index % 4 === 1 in id order) moved its due day to the 28th 60 days ago. For this user that is
 * C-1000001-02, the active contract of "Koti", so its change is blocked (RECENTLY_CHANGED); the
 * cottage's contract C-1000001-04 has never been changed, so its due day can be changed.
 */
const BLOCKED_PLACE = 'VARE-1000001-01';
const CHANGEABLE_PLACE = 'VARE-1000001-03';
const WAIT = { timeout: 20_000 };

describe('invoices', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function openInvoices(): Promise<void> {
    ({ context, page } = await openSignedIn(browser, USER));
    await page.goto('/laskut');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Laskut' }).isVisible(), WAIT).toBe(true);
    await invoiceTable().waitFor(WAIT);
  }

  const invoiceTable = () => page.getByRole('table', { name: 'Laskut, uusin ensin' });
  /** The invoice numbers are the row headers' links. */
  const invoiceLinks = () => invoiceTable().getByRole('rowheader').getByRole('link');
  const dialog = (name: string) => page.getByRole('dialog', { name });
  const dueDateSection = () => page.getByRole('region', { name: 'Eräpäivä' });

  /** Filters the list to one place (by its identifier, which a rename does not change) and opens its newest invoice. */
  async function openNewestInvoiceOf(locationIdentifier: string): Promise<string> {
    await page.getByLabel('Käyttöpaikka', { exact: true }).selectOption(locationIdentifier);
    const first = invoiceLinks().first();
    const number = (await first.textContent())!.trim();
    await first.click();
    await page.waitForURL(`**/laskut/${encodeURIComponent(number)}`, WAIT);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), WAIT).toBe(`Lasku ${number}`);
    await dueDateSection().waitFor(WAIT);
    return number;
  }

  it('lists the invoices with their statuses', async () => {
    await openInvoices();
    try {
      const headers = (await invoiceTable().getByRole('columnheader').allTextContents()).map((text) => text.trim());
      expect(headers).toEqual(['Laskun numero', 'Laskutuskausi', 'Eräpäivä', 'Summa (sis. alv)', 'Summa (alv 0 %)', 'Tila']);
      expect(await invoiceLinks().count()).toBeGreaterThan(3);
      const statuses = await invoiceTable().locator('tbody tr td:last-child').allTextContents();
      expect(statuses.every((status) => ['Avoin', 'Erääntynyt', 'Maksettu', 'Käsitelty'].includes(status.trim()))).toBe(true);
      // The place filter narrows the list to one place.
      const all = await invoiceLinks().count();
      await page.getByLabel('Käyttöpaikka', { exact: true }).selectOption(CHANGEABLE_PLACE);
      await expect.poll(() => invoiceLinks().count(), WAIT).toBeLessThan(all);
      expect(await invoiceLinks().count()).toBeGreaterThan(0);
      await page.getByLabel('Käyttöpaikka', { exact: true }).selectOption({ label: 'Kaikki käyttöpaikat' });
      await expect.poll(() => invoiceLinks().count(), WAIT).toBe(all);
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  });

  it('opens an invoice, downloads its PDF and says why its due day cannot be changed', async () => {
    await openInvoices();
    try {
      const number = await openNewestInvoiceOf(BLOCKED_PLACE);
      expect(await page.getByRole('table', { name: 'Laskun erittely' }).isVisible()).toBe(true);

      const [download] = await Promise.all([page.waitForEvent('download', WAIT), page.getByRole('button', { name: 'Lataa lasku (PDF)' }).click()]);
      expect(download.suggestedFilename()).toBe(`lasku-${number}.pdf`);
      const pdf = await readFile((await download.path())!);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(1000);

      // The demo moved this contract's due day to the 28th two months ago: no control, the reason instead.
      const section = dueDateSection();
      expect(await section.getByText('Laskusi erääntyvät kuukauden 28. päivänä.').isVisible()).toBe(true);
      expect(
        await section.getByText(/^Eräpäivää on muutettu äskettäin\. Voit vaihtaa sen uudelleen \d{1,2}\.\d{1,2}\.\d{4} alkaen\.$/).isVisible(),
      ).toBe(true);
      expect(await section.getByRole('button', { name: 'Vaihda eräpäivä' }).count()).toBe(0);
      await expectAccessible(page);

      await page.getByRole('link', { name: 'Takaisin laskuihin' }).click();
      await invoiceTable().waitFor(WAIT);
    } finally {
      await context.close();
    }
  });

  it('changes the due day: confirm, then success', async () => {
    await openInvoices();
    try {
      await openNewestInvoiceOf(CHANGEABLE_PLACE);
      const section = dueDateSection();
      // Against a fresh database (e2e/run.mjs makes one per run) the cottage's due day is still the default.
      expect(await section.getByText('Laskusi erääntyvät kuukauden 20. päivänä.').isVisible(), 'due day already changed: use a fresh database').toBe(
        true,
      );
      await section.getByLabel('Uusi eräpäivä').selectOption({ label: 'Kuukauden 12. päivä' });
      await section.getByRole('button', { name: 'Vaihda eräpäivä' }).click();

      const confirm = dialog('Vaihdetaanko eräpäivä?');
      await confirm.waitFor(WAIT);
      expect(await confirm.getByText(/Tästä eteenpäin laskusi erääntyvät kuukauden 12\. päivänä\./).isVisible()).toBe(true);
      await expectAccessible(page);
      await confirm.getByRole('button', { name: 'Vaihda', exact: true }).click();

      const success = dialog('Eräpäivä vaihdettu');
      await success.waitFor(WAIT);
      expect(await success.getByText('Seuraavat laskusi erääntyvät kuukauden 12. päivänä.').isVisible()).toBe(true);
      await expectAccessible(page);
      await success.getByRole('button', { name: 'OK' }).click();
      await success.waitFor({ state: 'detached', ...WAIT });

      // The page shows the saved day, and a new change has to wait half a year.
      await section.getByText('Laskusi erääntyvät kuukauden 12. päivänä.').waitFor(WAIT);
      await section.getByText(/^Eräpäivää on muutettu äskettäin\./).waitFor(WAIT);
      expect(await section.getByRole('button', { name: 'Vaihda eräpäivä' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
