import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { expectAccessible, openSignedIn } from './support/session';

const USER = 'asiakas@vare.example';
/**
 * "Koti": its active contract C-1000001-02 (Vare Pörssisähkö) has green power "Vare Tuulivoima" on
 * and canHaveGreenPower (host/server/src/demo/privatePlaces.ts). The test switches it off and on
 * again, so the place ends as the demo data left it.
 */
const HOME = 'VARE-1000001-01';
const GREEN_POWER_SWITCH = 'Vare Tuulivoima käytössä';
const WAIT = { timeout: 20_000 };

describe('contracts and green power', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function openContracts(): Promise<void> {
    ({ context, page } = await openSignedIn(browser, USER));
    await page.goto(`/sopimukset/${HOME}`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Sopimukset ja hinnat' }).isVisible(), WAIT).toBe(true);
    await greenPowerSwitch().waitFor(WAIT);
  }

  const greenPowerSwitch = () => page.getByRole('switch', { name: GREEN_POWER_SWITCH });
  const dialog = (name: string) => page.getByRole('dialog', { name });

  async function expectNoDialog(): Promise<void> {
    await expect.poll(() => page.getByRole('dialog').count(), WAIT).toBe(0);
  }

  it('shows the contract and explains green power in a modal', async () => {
    await openContracts();
    try {
      expect(await page.getByRole('heading', { level: 2, name: 'Vare Pörssisähkö' }).isVisible()).toBe(true);
      expect(await page.getByRole('heading', { level: 3, name: 'Vihreä sähkö' }).isVisible()).toBe(true);
      expect(await greenPowerSwitch().getAttribute('aria-checked')).toBe('true');
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Mitä vihreä sähkö on?' }).click();
      const info = dialog('Vihreä sähkö');
      await info.waitFor(WAIT);
      expect(await info.getByText(/^Vihreä sähkö on tuotettu uusiutuvilla energialähteillä\./).isVisible()).toBe(true);
      await expectAccessible(page);
      await info.getByRole('button', { name: 'OK' }).click();
      await expectNoDialog();
    } finally {
      await context.close();
    }
  });

  it('switches green power off and on again: confirm, then success', async () => {
    await openContracts();
    try {
      const toggle = greenPowerSwitch();
      expect(await toggle.getAttribute('aria-checked')).toBe('true');

      // Cancelling changes nothing.
      await toggle.click();
      const confirmOff = dialog('Lopetetaanko vihreä sähkö?');
      await confirmOff.waitFor(WAIT);
      await confirmOff.getByRole('button', { name: 'Peruuta' }).click();
      await expectNoDialog();
      expect(await toggle.getAttribute('aria-checked')).toBe('true');

      // Off: confirm, then success.
      await toggle.click();
      await confirmOff.waitFor(WAIT);
      expect(await confirmOff.getByText('Vare Tuulivoima poistetaan sopimukseltasi. Muutos näkyy seuraavalla laskulla.').isVisible()).toBe(true);
      await expectAccessible(page);
      await confirmOff.getByRole('button', { name: 'Vahvista' }).click();
      const successOff = dialog('Vihreä sähkö on lopetettu');
      await successOff.waitFor(WAIT);
      expect(await successOff.getByText('Muutos on tallennettu.').isVisible()).toBe(true);
      await expectAccessible(page);
      await successOff.getByRole('button', { name: 'OK' }).click();
      await expectNoDialog();
      await expect.poll(() => toggle.getAttribute('aria-checked'), WAIT).toBe('false');

      // The saved state survives a reload.
      await page.reload();
      await toggle.waitFor(WAIT);
      expect(await toggle.getAttribute('aria-checked')).toBe('false');

      // On again.
      await toggle.click();
      const confirmOn = dialog('Otetaanko vihreä sähkö käyttöön?');
      await confirmOn.waitFor(WAIT);
      expect(await confirmOn.getByText('Vare Tuulivoima liitetään sopimukseesi. Muutos näkyy seuraavalla laskulla.').isVisible()).toBe(true);
      await confirmOn.getByRole('button', { name: 'Vahvista' }).click();
      const successOn = dialog('Vihreä sähkö on käytössä');
      await successOn.waitFor(WAIT);
      await successOn.getByRole('button', { name: 'OK' }).click();
      await expectNoDialog();
      await expect.poll(() => toggle.getAttribute('aria-checked'), WAIT).toBe('true');
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  });
});
