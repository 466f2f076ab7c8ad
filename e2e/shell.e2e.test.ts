import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { expectAccessible, logIn } from './support/session';

/** The app shell of the company build under test: brand, language switch, 404, session hand-off. */
describe('portal shell', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await newPage(browser));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the company brand and serves security headers', async () => {
    const response = await page.goto('/kirjaudu');
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(await page.getByRole('banner').innerText()).toContain('Vare Energia');
  });

  it('switches the language to English and back without a reload', async () => {
    await page.getByLabel('Kieli').selectOption('en');
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('Language').selectOption('fi');
    await page.getByRole('heading', { name: 'Kirjaudu sisään' }).waitFor();
  });

  it('answers an unknown page with a 404 page inside the shell', async () => {
    await logIn(page, 'asiakas@vare.example');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/ei-tallaista-sivua');
    await page.getByRole('heading', { name: /sivua ei löytynyt/i }).waitFor();
    await expectAccessible(page);
  });

  it('opens the customer service numbers from the header and closes them with Escape', async () => {
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Asiakaspalvelu/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('link').first().getAttribute('href')).toMatch(/^tel:/);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});
