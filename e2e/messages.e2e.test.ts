import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { expectAccessible, openSignedIn } from './support/session';
import { expectNoSidewaysScroll } from './support/layoutChecks';

/**
 * The message box as asiakas@vare.example meets it (demo data: plugins/messages/src/server/demo): five
 * messages, three unread (two info, one alert); the unread count on the menu step and in the header
 * drops when a message is read, without a reload.
 */
const COMPANY = process.env.E2E_COMPANY ?? 'VARE';
const WAIT = { timeout: 20_000 };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

describe.runIf(COMPANY === 'VARE')('message box (asiakas@vare.example)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /**
   * Unread counts at the start: the demo's three (two info, one alert), plus any alert another spec's
   * ingest has since delivered (e2e/alerts, e2e/alertToInbox run on the same server first).
   */
  let unread: { unread: number; info: number; alert: number };

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await openSignedIn(browser, 'asiakas@vare.example'));
    unread = await (await page.request.get('/api/v2/messages/unread')).json();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  const menuLink = () => page.getByRole('navigation', { name: 'Päävalikko' }).getByRole('link', { name: /^Viestit/ });
  const headerLink = () => page.getByRole('banner').getByRole('link', { name: /^Viestit/ });

  async function openInbox(): Promise<void> {
    await page.goto('/viestit');
    await page.getByRole('heading', { level: 1, name: 'Viestit', exact: true }).waitFor(WAIT);
    await page.getByRole('link', { name: 'Uusi lasku on saatavilla' }).waitFor(WAIT);
  }

  it('shows the demo messages with an unread badge on the menu step and in the header', async () => {
    await page.setViewportSize(DESKTOP);
    await openInbox();
    expect(unread.info).toBe(2);
    expect(unread.alert).toBeGreaterThanOrEqual(1);
    await expect.poll(async () => (await menuLink().textContent()) ?? '', WAIT).toContain(`${unread.unread} lukematonta viestiä`);
    expect(await menuLink().getByText(String(unread.unread), { exact: true }).isVisible()).toBe(true);
    expect(await headerLink().evaluate((el) => el.textContent)).toContain(`${unread.unread} lukematonta viestiä`);
    // The info tab: three messages, two of them new.
    expect(await page.getByRole('radio', { name: 'Tiedotteet (2 uutta)' }).isChecked()).toBe(true);
    for (const title of ['Uusi lasku on saatavilla', 'Siirtohinnat muuttuvat 1.3.', 'Tervetuloa Oma-palveluun']) {
      await page.getByRole('link', { name: title }).waitFor(WAIT);
    }
    expect(await page.getByText('Uusi', { exact: true }).count()).toBe(2);
    await expectAccessible(page);
  });

  it('reading one lowers the badge at once, in the menu and the header', async () => {
    await page.getByRole('link', { name: 'Uusi lasku on saatavilla' }).click();
    await page.getByRole('heading', { level: 1, name: 'Uusi lasku on saatavilla' }).waitFor(WAIT);
    await expect.poll(async () => (await menuLink().textContent()) ?? '', WAIT).toContain(`${unread.unread - 1} lukematonta viestiä`);
    expect(await headerLink().textContent()).toContain(`${unread.unread - 1} lukematonta viestiä`);
    await expectAccessible(page);
    // Back in the inbox the message is no longer new; the alerts tab holds the unread alert.
    await page.getByRole('link', { name: 'Takaisin viesteihin' }).click();
    await page.getByRole('radio', { name: 'Tiedotteet (1 uutta)' }).waitFor(WAIT);
    await page.getByRole('radio', { name: `Hälytykset (${unread.alert} uutta)` }).check();
    await page.getByRole('link', { name: 'Sähkön hinta ylittää rajasi huomenna' }).waitFor(WAIT);
  });

  for (const [label, size] of [
    ['390 × 844', PHONE],
    ['1280 × 900', DESKTOP],
  ] as const) {
    it(`the inbox and a message at ${label}: no sideways scroll, axe clean`, async () => {
      await page.setViewportSize(size);
      await openInbox();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      await page.getByRole('link', { name: 'Tervetuloa Oma-palveluun' }).click();
      await page.getByRole('heading', { level: 1, name: 'Tervetuloa Oma-palveluun' }).waitFor(WAIT);
      await expectAccessible(page);
    });
  }

  it('marks everything read with one button', async () => {
    await page.setViewportSize(DESKTOP);
    await openInbox();
    await page.getByRole('button', { name: 'Merkitse kaikki luetuiksi' }).click();
    await expect.poll(async () => (await menuLink().textContent()) ?? '', WAIT).not.toMatch(/lukemat/);
    await page.getByRole('radio', { name: 'Tiedotteet', exact: true }).waitFor(WAIT);
    expect(await page.getByText('Uusi', { exact: true }).count()).toBe(0);
  });

  it('shows the notices on the front page and the disruption on the place page', async () => {
    await page.goto('/');
    const notices = page.getByRole('region', { name: 'Tiedotteet', exact: true });
    await notices.getByText('Huoltokatko palvelussa').waitFor(WAIT);
    await notices.getByText('Suunniteltu sähkökatko').waitFor(WAIT);
    await page.getByRole('region', { name: 'Ota e-lasku käyttöön' }).waitFor(WAIT);
    await expectAccessible(page);
    await page.goto('/kayttopaikka/VARE-1000001-01');
    await page.getByRole('region', { name: 'Tiedotteet', exact: true }).getByText('Suunniteltu sähkökatko').waitFor(WAIT);
  });

  it('shows the popup as a card, not a dialog, and once closed it stays closed after a reload', async () => {
    await page.goto('/');
    const popup = page.getByRole('region', { name: 'Ota e-lasku käyttöön' });
    await popup.waitFor(WAIT);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await popup.getByRole('button', { name: 'Ei nyt' }).click();
    await popup.waitFor({ state: 'detached', ...WAIT });
    await page.reload();
    await page.getByRole('region', { name: 'Tiedotteet', exact: true }).getByText('Huoltokatko palvelussa').waitFor(WAIT);
    expect(await page.getByRole('region', { name: 'Ota e-lasku käyttöön' }).count()).toBe(0);
  });
});
