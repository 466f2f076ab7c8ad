import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { expectAccessible, logIn } from './support/session';

/**
 * The first end-to-end slice: a private customer logs in, sees their use places served by the real
 * server from the real database, renames and reorders one, finds the change kept after a reload,
 * and logs out. Every page visited gets an axe scan.
 */
describe('use places as asiakas@vare.example', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await newPage(browser));
  });
  afterAll(async () => {
    await browser?.close();
  });

  const placeHeadings = () => page.locator('main h2, main h3').allInnerTexts();

  it('sends a visitor without a session to the login page first', async () => {
    await page.goto('/kayttopaikka');
    await page.waitForURL(/\/kirjaudu\?next=/);
    await page.getByRole('heading', { name: 'Kirjaudu sisään' }).waitFor();
    await expectAccessible(page);
  });

  it('rejects a wrong password with a message the person can act on', async () => {
    await logIn(page, 'asiakas@vare.example', 'väärä-salasana');
    await page.getByRole('alert').first().waitFor();
    expect(await page.getByRole('alert').first().innerText()).toMatch(/sähköposti|salasana/i);
    expect(page.url()).toContain('/kirjaudu');
  });

  it('logs in and lists the use places with their content', async () => {
    await logIn(page, 'asiakas@vare.example');
    // The front page is the landing page; the places are one menu step away.
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/kayttopaikka');
    await page.getByText('4 käyttöpaikkaa').waitFor();
    const headings = await placeHeadings();
    expect(headings.slice(0, 3)).toEqual(['Koti', 'Aurinkovoimala, Koivukuja 7', 'Mökki']);
    // Metering point ids are 18-digit GSRN codes starting 643.
    expect(await page.getByText(/^643\d{15}$/).count()).toBe(4);
    await expectAccessible(page);
  });

  it('renames a place with the keyboard', async () => {
    await page.getByRole('button', { name: 'Nimeä: Mökki' }).click();
    const input = page.getByLabel('Käyttöpaikan nimi');
    await input.fill('Kesäpaikka');
    await input.press('Enter');
    await page.getByText('Nimi tallennettu: Kesäpaikka.').waitFor();
    expect(await placeHeadings()).toContain('Kesäpaikka');
  });

  it('moves a place up and announces its new position', async () => {
    await page.getByRole('button', { name: 'Siirrä ylös: Kesäpaikka' }).click();
    await page.getByText('Kesäpaikka on nyt sijalla 2/4.').waitFor();
    expect((await placeHeadings()).slice(0, 3)).toEqual(['Koti', 'Kesäpaikka', 'Aurinkovoimala, Koivukuja 7']);
  });

  it('keeps the name and the order after a reload', async () => {
    await page.reload();
    await page.getByText('4 käyttöpaikkaa').waitFor();
    expect((await placeHeadings()).slice(0, 3)).toEqual(['Koti', 'Kesäpaikka', 'Aurinkovoimala, Koivukuja 7']);
  });

  it('opens a place page with its details', async () => {
    await page.getByRole('link', { name: 'Koti', exact: true }).click();
    await page.waitForURL(/\/kayttopaikka\/VARE-1000001-01$/);
    await page.getByRole('heading', { name: 'Koti' }).first().waitFor();
    await expectAccessible(page);
  });

  it('logs out, and the places need a new login', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Kirjaudu ulos' }).click();
    // The logout page ends the session on the server, then shows the login page.
    await page.getByRole('heading', { name: 'Kirjaudu sisään' }).waitFor();
    await page.goto('/kayttopaikka');
    await page.waitForURL(/\/kirjaudu\?next=/);
    const status = await page.request.get('/api/v2/me');
    expect(status.status()).toBe(401);
  });
});
