import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { receivedMails } from './support/mail';
import { expectNoSidewaysScroll, smallTargets } from './support/layoutChecks';
import { expectAccessible } from './support/session';

/**
 * Issue 14's acceptance: a new person signs up, confirms with the code from the mail (the SMTP sink),
 * registers as a customer through the portal's test identity provider (real OpenID Connect on the same
 * server: discovery, JWKS, authorize, token, a signed ID token), and sees their places. Aino Lahtinen
 * is the demo data set's customer without a login (VARE 1000002, one apartment).
 */
describe('a new person registers as a customer', () => {
  let browser: Browser;
  let page: Page;
  const email = `aino.${Date.now()}@example.fi`;
  const password = 'pitkä salasana aino';

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await newPage(browser));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs up and confirms with the code from the mail', async () => {
    await page.goto('/rekisteroidy');
    await page.getByLabel('Nimi').fill('Aino Lahtinen');
    await page.getByLabel('Sähköpostiosoite').fill(email);
    await page.getByLabel('Uusi salasana', { exact: true }).fill(password);
    await page.getByLabel('Uusi salasana uudelleen').fill(password);
    await page.getByRole('button', { name: 'Luo tili' }).click();
    await page.getByRole('heading', { name: 'Vahvista sähköpostiosoite' }).waitFor();

    let code: string | undefined;
    for (let i = 0; i < 100 && !code; i++) {
      code = receivedMails()
        .find((mail) => mail.to.includes(email))
        ?.text.match(/\b(\d{6})\b/)?.[1];
      if (!code) await page.waitForTimeout(200);
    }
    expect(code, 'the confirmation mail reached the SMTP sink').toMatch(/^\d{6}$/);
    await page.getByLabel('Vahvistuskoodi').fill(code!);
    await page.getByRole('button', { name: 'Vahvista' }).click();
    await page.getByRole('heading', { name: 'Kirjaudu sisään' }).waitFor();
  });

  it('logs in and is led to register as a customer', async () => {
    await page.getByLabel('Salasana').fill(password);
    await page.getByRole('button', { name: 'Kirjaudu', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/asiakkaaksi');
    await page.getByRole('heading', { level: 1, name: 'Rekisteröidy asiakkaaksi' }).waitFor();
    await page.getByRole('button', { name: 'Siirry tunnistautumaan' }).waitFor();
    await expectAccessible(page);
    // The front page says the same to a login without customerships, and leads back here.
    await page.goto('/');
    await page.getByRole('link', { name: /Rekisteröidy asiakkaaksi/ }).click();
    await page.waitForURL((url) => url.pathname === '/asiakkaaksi');
    await page.getByRole('button', { name: 'Siirry tunnistautumaan' }).waitFor();
  });

  it('identifies at the test identity provider, whose page is accessible and works with the keyboard', async () => {
    await page.getByRole('button', { name: 'Siirry tunnistautumaan' }).click();
    await page.waitForURL((url) => url.pathname === '/test-idp/authorize');
    await page.getByRole('heading', { name: 'Testitunnistus' }).waitFor();
    await expectAccessible(page);
    const aino = page.getByRole('radio', { name: /Aino Lahtinen/ });
    await aino.focus();
    await page.keyboard.press('Space');
    expect(await aino.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Tunnistaudu' }).click();
    await page.waitForURL((url) => url.pathname === '/asiakkaaksi/tunnistus');
    await page.getByRole('heading', { name: 'Asiakkuus lisätty' }).waitFor({ timeout: 20_000 });
    expect(await page.getByText('Näet nyt 1 uuden käyttöpaikan.').count()).toBe(1);
    // The return URL carried the provider's code; it is spent, and nothing of it stays to be replayed.
    await expectAccessible(page);
  });

  it('sees their places', async () => {
    await page.getByRole('link', { name: /Näytä käyttöpaikat/ }).click();
    await page.waitForURL((url) => url.pathname === '/kayttopaikka');
    await page.getByText('Kerrostalohuoneisto, Hovioikeudenpuistikko 11 A 6').first().waitFor();
    await expectAccessible(page);
    // A customer now: the front page no longer asks to register.
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByRole('link', { name: /Rekisteröidy asiakkaaksi/ }).count()).toBe(0);
    await page.goto('/kayttopaikka');
    await page.getByText('Kerrostalohuoneisto, Hovioikeudenpuistikko 11 A 6').first().waitFor();
  });

  it('finds "Lisää asiakkuus" in the menu, where a wrong invoice proof is told without saying which half', async () => {
    await page.getByRole('link', { name: 'Lisää asiakkuus', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/lisaa-asiakkuus');
    await page.getByRole('heading', { level: 1, name: 'Lisää asiakkuus' }).waitFor();
    await page.getByRole('textbox', { name: 'Asiakasnumero' }).fill('1000002');
    await page.getByRole('textbox', { name: 'Laskun viitenumero' }).fill('123');
    await page.getByRole('button', { name: 'Lisää asiakkuus' }).click();
    await page.getByRole('alert').filter({ hasText: 'eivät täsmää' }).waitFor();
    await expectAccessible(page);
  });

  it('fits a phone: no sideways scroll, no small targets, on the proofs and at the provider', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/lisaa-asiakkuus');
    await page.getByRole('heading', { level: 1, name: 'Lisää asiakkuus' }).waitFor();
    await expectNoSidewaysScroll(page);
    expect(await smallTargets(page)).toEqual([]);
    await page.getByRole('button', { name: 'Siirry tunnistautumaan' }).click();
    await page.getByRole('heading', { name: 'Testitunnistus' }).waitFor();
    await expectNoSidewaysScroll(page);
    expect(await smallTargets(page)).toEqual([]);
    await page.getByRole('button', { name: 'Peruuta' }).click();
    await page.waitForURL((url) => url.pathname === '/asiakkaaksi/tunnistus');
    await page.getByRole('alert').filter({ hasText: 'Tunnistautuminen keskeytettiin.' }).waitFor();
    await expectAccessible(page);
  });
});
