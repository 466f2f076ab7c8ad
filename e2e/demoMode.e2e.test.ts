import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request, Response as PageResponse } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from './support/browser';
import { expectAccessible } from './support/session';

/**
 * The demo build (`npm run build:demo`) served by a plain static file server that answers 500 to
 * anything under /api (e2e/support/demoStaticServer.mjs): the demo user signs in with one click and
 * browses places, a consumption chart, the price and solar pages, invoices and market prices, and
 * every /api request is answered in the browser by the mock service worker — none reaches the server.
 */
const WAIT = { timeout: 30_000 };

describe('demo mode as a static site', () => {
  let browser: Browser;
  let page: Page;
  const apiRequests: Request[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await newPage(browser));
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request);
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  const open = async (hashPath: string) => {
    await page.goto(`/#${hashPath}`);
  };

  it('shows the Demo banner and signs the demo user in with one click', async () => {
    await open('/');
    const banner = page.getByRole('region', { name: 'Demo' });
    await banner.waitFor(WAIT);
    await banner.getByRole('button', { name: 'Kirjaudu demokäyttäjänä' }).click();
    await page.waitForURL((url) => url.hash === '#/' || url.hash === '', WAIT);
    // The signed-in shell: its menu links to the places.
    await page
      .getByRole('link', { name: /Käyttöpaikat/ })
      .first()
      .waitFor(WAIT);
    expect(await banner.getByRole('button').count()).toBe(0);
    // A private customer: no admin menu.
    expect(await page.getByRole('button', { name: 'Avaa ylläpitovalikko' }).count()).toBe(0);
    await expectAccessible(page);
  });

  it('lists the demo places', async () => {
    await open('/kayttopaikka');
    await page.getByText('2 käyttöpaikkaa').waitFor(WAIT);
    expect(await page.locator('main h2, main h3').allInnerTexts()).toContain('Koti');
    await expectAccessible(page);
  });

  it('draws a consumption chart over generated data', async () => {
    await open('/kulutus/DEMO-HOME');
    await page.getByRole('heading', { level: 1, name: 'Sähkönkulutus' }).waitFor(WAIT);
    await page
      .getByRole('img', { name: /^Kulutus \(kWh\) .*: yhteensä/ })
      .first()
      .waitFor(WAIT);
    await expectAccessible(page);
  });

  it('answers the profile, price, solar and microgeneration pages: no call falls through to the 501', async () => {
    const notAvailable: string[] = [];
    const onResponse = (response: PageResponse) => {
      if (response.status() === 501) notAvailable.push(new URL(response.url()).pathname);
    };
    page.on('response', onResponse);
    try {
      await open('/kulutus/DEMO-HOME');
      await page.getByRole('heading', { level: 1, name: 'Sähkönkulutus' }).waitFor(WAIT);
      // The consumption profile is drawn for a week, month or year.
      await page.getByRole('radio', { name: 'Kuukausi' }).click();
      await page.getByRole('heading', { name: /^Kulutusprofiili/ }).waitFor(WAIT);
      await page.waitForLoadState('networkidle');
      await open('/porssisahko');
      await page.getByRole('heading', { name: 'Oma kokonaishintasi' }).waitFor(WAIT);
      await page.waitForLoadState('networkidle');
      await open('/aurinkopaneelit/voimala/DEMO-PV');
      await page.getByRole('heading', { level: 1, name: 'Talon katto' }).waitFor(WAIT);
      await page.waitForLoadState('networkidle');
      await open('/aurinkopaneelit/mikrotuotanto/DEMO-HOME');
      await page.getByRole('heading', { level: 1, name: 'Mikrotuotanto' }).waitFor(WAIT);
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
    } finally {
      page.off('response', onResponse);
    }
    expect(notAvailable).toEqual([]);
  });

  it('lists invoices', async () => {
    await open('/laskut');
    await page.getByRole('heading', { level: 1, name: 'Laskut' }).waitFor(WAIT);
    await page.getByText('9000000003').first().waitFor(WAIT);
    await expectAccessible(page);
  });

  it('opens an invoice and downloads the bundled sample PDF', async () => {
    await open('/laskut/9000000003');
    await page.getByRole('heading', { level: 1, name: 'Lasku 9000000003' }).waitFor(WAIT);
    const [download] = await Promise.all([page.waitForEvent('download', WAIT), page.getByRole('button', { name: 'Lataa lasku (PDF)' }).click()]);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('DEMO');
  });

  // Only VARE ships the market-price plugin (E2E_COMPANY picks the company; VARE by default).
  it.skipIf((process.env.E2E_COMPANY ?? 'VARE') !== 'VARE')('shows market prices', async () => {
    await open('/porssisahko');
    await page.getByRole('heading', { level: 1, name: 'Pörssisähkö', exact: true }).waitFor(WAIT);
    await page
      .getByRole('img', { name: /^Pörssihinnat / })
      .first()
      .waitFor(WAIT);
    await expect.poll(() => page.getByRole('region', { name: 'Demo' }).isVisible()).toBe(true);
    await expectAccessible(page);
  });

  it('shows the inbox; marking all read acts on the in-memory copy and says it is a demo', async () => {
    await open('/viestit');
    await page.getByText('Uusi lasku on valmis').first().waitFor(WAIT);
    const banner = page.getByRole('region', { name: 'Demo' });
    expect(await banner.getByRole('status').innerText()).toBe('');
    await page.getByRole('button', { name: 'Merkitse kaikki luetuiksi' }).click();
    await banner.getByText('Tämä on demo: muutos tallentui vain tähän välilehteen.').waitFor(WAIT);
    await expectAccessible(page);
  });

  it('shows the settings page; the tips choice is kept in the tab', async () => {
    await open('/asetukset');
    await page.getByText('demo@portal.example').first().waitFor(WAIT);
    const tips = page.getByLabel(/Haluan sähköpostiini vinkkejä/);
    expect(await tips.isChecked()).toBe(false);
    await tips.check();
    // Saved (the write and the /v2/me read after it are done) before the page is left.
    await page.getByText('Tallennettu.').first().waitFor(WAIT);
    // Away and back: the page reads /v2/me again, which reports the shared in-memory choice.
    await open('/laskut');
    await page.getByRole('heading', { level: 1, name: 'Laskut' }).waitFor(WAIT);
    await open('/asetukset');
    await expect.poll(() => page.getByLabel(/Haluan sähköpostiini vinkkejä/).isChecked(), WAIT).toBe(true);
    await expectAccessible(page);
  });

  it('shows the read rights given and received', async () => {
    await open('/lukuoikeudet');
    await page.getByText('Maija Esimerkki').first().waitFor(WAIT);
    await expectAccessible(page);
  });

  it('switches to B2B mode: company places, composites, reports and user management answer', async () => {
    await open('/');
    await page.getByLabel('Käyttötila').selectOption('B2B');
    await open('/yritys/kayttopaikat');
    await page.getByText('Varasto Vantaa').first().waitFor(WAIT);
    await expectAccessible(page);
    await open('/yritys/yhdistelmat');
    await page.getByText('Myymälät yhteensä').first().waitFor(WAIT);
    await open('/yritys/raportit');
    await page.getByText('Pääkonttori').first().waitFor(WAIT);
    await open('/kayttajahallinta');
    await page.getByText('kiinteistot@esimerkki.example').first().waitFor(WAIT);
    await expectAccessible(page);
  });

  it('answered every /api request in the browser: none reached the server', async () => {
    expect(apiRequests.length).toBeGreaterThan(5);
    const fromNetwork: string[] = [];
    let answered = 0;
    for (const request of apiRequests) {
      const response = await request.response();
      // No response: the request was aborted (a page left mid-load); the server's hit count below
      // still proves it never reached the server.
      if (!response) continue;
      answered += 1;
      if (!response.fromServiceWorker()) fromNetwork.push(`${request.method()} ${request.url()}`);
    }
    expect(answered).toBeGreaterThan(5);
    expect(fromNetwork).toEqual([]);
    const hits = (await (await fetch(`${baseUrl()}/__demo-test/api-hits`)).json()) as string[];
    expect(hits).toEqual([]);
  });
});
