import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Core's pure time helpers by path: the browser suite runs without the packages' build.
import { addLocalDays, localDateOf } from '@portal/domain';
import { launchBrowser } from './support/browser';
import { expectNoSidewaysScroll, smallTargets } from './support/layoutChecks';
import { expectAccessible, openSignedIn } from './support/session';

const USER = 'asiakas@vare.example';
const ADMIN = 'admin@portal.example';
/** "Koti" (host/server/src/demo/catalog.ts): electricity, VARE ships faultReportElectricity on. */
const HOME = 'VARE-1000001-01';
const WAIT = { timeout: 20_000 };

/** D.M.YYYY, as the date field reads it. */
const finnishDate = (iso: string) => iso.split('-').map(Number).reverse().join('.');

describe('fault report', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('as a customer, a fault report on "Koti" gets a reference number that the admin list shows; both pages are accessible', async () => {
    const { context, page } = await openSignedIn(browser, USER);
    let reference = '';
    try {
      await page.goto('/asiointi/vikailmoitus');
      await page.getByRole('heading', { level: 1, name: 'Vikailmoitus' }).waitFor(WAIT);
      const form = page.getByRole('form', { name: 'Vian tiedot' });
      await form.getByLabel('Käyttöpaikka').selectOption(HOME);
      // The known-disruption check answers before anything is sent.
      await form.getByText('Käyttöpaikan alueella ei ole tiedossa olevaa häiriötä.').waitFor(WAIT);
      await expectAccessible(page);
      // On a phone: no sideways scroll, controls at least 24 × 24 px (WCAG 2.5.8), as e2e/layout checks.
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoSidewaysScroll(page);
      expect(await smallTargets(page)).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 900 });
      await form.getByLabel('Mitä tapahtui').selectOption('NO_POWER');
      await form.getByLabel('Milloin vika alkoi (päivä)').fill(finnishDate(addLocalDays(localDateOf(new Date()), -1)));
      await form.getByLabel('Kellonaika').fill('12.00');
      await form.getByLabel('Lisätiedot').fill('Koko talo pimeänä, naapurissa valot palavat.');
      await form.getByLabel('Yhteyshenkilö').fill('Aino Asiakas');
      await form.getByLabel('Puhelinnumero').fill('040 123 4567');
      await form.getByRole('button', { name: 'Lähetä vikailmoitus' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor(WAIT);
      const text = (await dialog.getByTestId('fault-reference').textContent()) ?? '';
      reference = /VARE-\d{4}-\d{6}/.exec(text)?.[0] ?? '';
      expect(reference, text).not.toBe('');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Sulje' }).click();
      // The customer sees it in their own list with its status.
      await page.goto('/asiointi');
      await page.getByRole('heading', { name: new RegExp(reference) }).waitFor(WAIT);
      await expectAccessible(page);
    } finally {
      await context.close();
    }

    const admin = await openSignedIn(browser, ADMIN);
    try {
      await admin.page.goto('/admin/asiointi');
      await admin.page.getByRole('heading', { level: 1, name: 'Asiointi ja palaute' }).waitFor(WAIT);
      const table = admin.page.getByRole('table', { name: 'Palvelupyynnöt ja vikailmoitukset' });
      await table.getByRole('rowheader', { name: reference }).waitFor(WAIT);
      await expectAccessible(admin.page);
    } finally {
      await admin.context.close();
    }
  });
});
