import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { expectAccessible, openSignedIn } from './support/session';

/**
 * User admin end to end (docs/admin.md "User admin"): admin@portal.example grants admin-kuo@portal.example
 * the SV origin group and takes it away again on the access-rights screen, each step confirmed in a
 * modal; kehittaja@portal.example (developers) sees access rights but no user admin.
 */
const WAIT = { timeout: 20_000 };
const TARGET = 'admin-kuo@portal.example';

describe('access rights (admin@portal.example)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await openSignedIn(browser, 'admin@portal.example'));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('grants and revokes an origin group with the keyboard, axe clean', async () => {
    await page.goto('/admin/kayttooikeudet');
    await page.getByRole('heading', { level: 1, name: 'Käyttöoikeudet' }).waitFor(WAIT);
    const lookup = page.getByRole('form', { name: 'Käyttäjän oikeudet' });
    await lookup.getByLabel('Sähköpostiosoite').fill(TARGET);
    await page.keyboard.press('Enter');
    const groups = page.getByRole('table', { name: `Käyttäjän ${TARGET} ryhmät` });
    await groups.waitFor(WAIT);
    expect(await groups.textContent()).not.toContain('Yhtiö SV');
    await expectAccessible(page);

    const grant = page.getByRole('form', { name: 'Anna oikeus' });
    await grant.getByLabel('Yhtiö').selectOption('SV');
    await grant.getByRole('button', { name: 'Anna oikeus' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Annetaanko ryhmä Yhtiö SV käyttäjälle ${TARGET} yhtiössä SV?`).waitFor(WAIT);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Anna oikeus' }).click();
    await page.getByText('Ryhmä Yhtiö SV annettu.').waitFor(WAIT);
    await groups.getByRole('rowheader', { name: 'Yhtiö SV' }).waitFor(WAIT);

    await page.getByRole('button', { name: 'Poista ryhmä Yhtiö SV' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Poista' }).click();
    await page.getByText('Ryhmä Yhtiö SV poistettu.').waitFor(WAIT);
    await expect.poll(async () => groups.textContent(), WAIT).not.toContain('Yhtiö SV');
    await expectAccessible(page);
  });
});

describe('developer tools only (kehittaja@portal.example)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await openSignedIn(browser, 'kehittaja@portal.example'));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('lists access rights among the tools but no user admin, and the server refuses user admin', async () => {
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Käyttöoikeudet' }).waitFor(WAIT);
    expect(await page.getByRole('link', { name: 'Käyttäjät', exact: true }).count()).toBe(0);
    const refused = await page.evaluate(async () => {
      const response = await fetch('/api/admin/users/v1/create', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-web-version': '0.1.0' },
        body: JSON.stringify({ email: 'ei-saa@example.fi', name: 'Ei' }),
      });
      return response.status;
    });
    expect(refused).toBe(403);
  });
});
