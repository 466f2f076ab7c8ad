import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { expectAccessible, openSignedIn } from './support/session';

/**
 * Solar panels and microgeneration as asiakas@vare.example (the detached house "Koti" with solar
 * microgeneration, and the cottage's plant left unlinked by the demo data) and as the business
 * customer's sub-user, who sees the hall roof read-only. Axe at a phone's and a desktop's size.
 */
const CUSTOMER = 'asiakas@vare.example';
const SUB_USER = 'alikayttaja@vare.example';
const WAIT = { timeout: 20_000 };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

describe('solar panels', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function openSolar(email: string, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
    const opened = await openSignedIn(browser, email);
    await opened.page.setViewportSize(viewport);
    // Through the menu step, as a customer gets there.
    await opened.page.goto('/');
    // On a phone the side menu is folded away behind the header's menu button.
    if (viewport.width < 600) await opened.page.getByRole('banner').getByRole('button', { name: 'Valikko' }).click();
    const menuLink = opened.page.getByRole('link', { name: 'Aurinkopaneelit' }).first();
    await menuLink.waitFor(WAIT);
    await menuLink.click();
    await opened.page.waitForURL(/\/aurinkopaneelit$/, WAIT);
    await opened.page.getByRole('heading', { level: 1, name: 'Aurinkopaneelit' }).waitFor(WAIT);
    return opened;
  }

  for (const [label, viewport] of [
    ['1280 × 900', DESKTOP],
    ['390 × 844', PHONE],
  ] as const) {
    it(`shows Koti's plant, yesterday's production and the month's self-sufficiency (${label}), axe clean`, async () => {
      const { context, page } = await openSolar(CUSTOMER, viewport);
      try {
        const koti = page.getByTestId('solar-panel-pv-1000001-koti');
        await koti.waitFor(WAIT);
        expect(await page.getByRole('heading', { name: 'Koivukuja 7, talon katto' }).isVisible()).toBe(true);
        await koti.getByText(/^Tuotanto eilen \(\d{1,2}\.\d{1,2}\.\d{4}\)$/).waitFor(WAIT);
        expect(await koti.getByTestId('solar-yesterday').textContent()).toMatch(/^\d[\d\s]*,\d kWh/);
        expect(await koti.getByTestId('solar-self-sufficiency').textContent()).toMatch(/^\d[\d\s]*,\d %$/);
        await expectAccessible(page);

        // The plant's details and yesterday's production curve.
        await page.getByRole('link', { name: 'Voimalan tiedot: Koivukuja 7, talon katto' }).click();
        await page.getByRole('heading', { level: 1, name: 'Koivukuja 7, talon katto' }).waitFor(WAIT);
        await page.getByTestId('solar-chart').waitFor(WAIT);
        expect(await page.getByText('21 × 400 W, kallistus 30°, suunta 170°').isVisible()).toBe(true);
        await expectAccessible(page);
        await page.getByRole('radio', { name: 'Teho (kW)' }).click();
        await page.getByRole('img', { name: /kW/ }).waitFor(WAIT);
        await page.getByRole('link', { name: 'Takaisin aurinkopaneeleihin' }).click();
        await koti.waitFor(WAIT);

        // The place's microgeneration: netted totals and the monthly statement.
        await koti.getByRole('link', { name: /mikrotuotanto/i }).click();
        await page.getByRole('heading', { level: 1, name: 'Mikrotuotanto' }).waitFor(WAIT);
        await page.getByTestId('solar-micro-totals').waitFor(WAIT);
        await page.getByTestId('solar-statement').waitFor(WAIT);
        expect(await page.getByTestId('solar-statement').textContent()).toMatch(/€/);
        await expectAccessible(page);
      } finally {
        await context.close();
      }
    });
  }

  it('links the unlinked plant through findLink and the confirm modal; it shows on the place afterwards', async () => {
    const { context, page } = await openSolar(CUSTOMER);
    try {
      const cabin = page.getByTestId('solar-panel-pv-1000001-mokki');
      await cabin.waitFor(WAIT);
      expect(await cabin.getByTestId('solar-linked-place').textContent()).toBe('Ei liitetty käyttöpaikkaan');
      await cabin.getByRole('button', { name: 'Etsi käyttöpaikka: Rantatie 112, mökin katto' }).click();
      const confirm = page.getByRole('dialog', { name: 'Liitetäänkö tuotanto käyttöpaikkaan?' });
      await confirm.waitFor(WAIT);
      expect(await confirm.textContent()).toContain('Kesämökki, Rantatie 112');
      await expectAccessible(page);
      await confirm.getByRole('button', { name: 'Liitä' }).click();
      const success = page.getByRole('dialog', { name: 'Tuotanto liitetty' });
      await success.waitFor(WAIT);
      await expectAccessible(page);
      await success.getByRole('button', { name: 'Sulje' }).click();
      await expect.poll(() => page.getByRole('dialog').count(), WAIT).toBe(0);
      await expect.poll(() => cabin.getByTestId('solar-linked-place').textContent(), WAIT).toBe('Kesämökki, Rantatie 112');

      // The cottage's own page now shows its microgeneration.
      await page.goto('/kayttopaikka/VARE-1000001-03');
      await page.getByRole('heading', { level: 3, name: 'Mikrotuotanto' }).waitFor(WAIT);
      expect(await page.getByText('Rantatie 112, mökin katto').first().isVisible()).toBe(true);
      await expectAccessible(page);

      // It stays linked after a reload (the server has it), then the demo state is restored: unlink.
      await page.goto('/aurinkopaneelit');
      await expect
        .poll(() => page.getByTestId('solar-panel-pv-1000001-mokki').getByTestId('solar-linked-place').textContent(), WAIT)
        .toBe('Kesämökki, Rantatie 112');
      await page.getByRole('button', { name: 'Irrota käyttöpaikasta: Rantatie 112, mökin katto' }).click();
      const unlink = page.getByRole('dialog', { name: 'Irrotetaanko voimala käyttöpaikasta?' });
      await unlink.getByRole('button', { name: 'Irrota' }).click();
      const unlinked = page.getByRole('dialog', { name: 'Voimala irrotettu' });
      await unlinked.getByRole('button', { name: 'Sulje' }).click();
      await expect
        .poll(() => page.getByTestId('solar-panel-pv-1000001-mokki').getByTestId('solar-linked-place').textContent(), WAIT)
        .toBe('Ei liitetty käyttöpaikkaan');
    } finally {
      await context.close();
    }
  });

  it('a read-only sub-user sees the plant without management buttons, and the server answers 403', async () => {
    const { context, page } = await openSolar(SUB_USER);
    try {
      const hall = page.getByTestId('solar-panel-pv-1500001-halli');
      await hall.waitFor(WAIT);
      expect(await hall.getByRole('button').count()).toBe(0);
      await expectAccessible(page);
      const me = (await (await page.request.get('/api/v2/me', { headers: { 'X-Web-Version': '0.1.0' } })).json()) as { priwattiUserId: string };
      const response = await page.request.put(
        `/api/v2/servicelocation/production/solar/user/${me.priwattiUserId}/panel/pv-1500001-halli/unlink/VARE-1500001-07`,
        { headers: { 'X-Web-Version': '0.1.0' }, data: {} },
      );
      expect(response.status()).toBe(403);
      await page.reload();
      await page.getByTestId('solar-panel-pv-1500001-halli').getByTestId('solar-linked-place').waitFor(WAIT);
      expect(await page.getByTestId('solar-panel-pv-1500001-halli').getByTestId('solar-linked-place').textContent()).not.toBe(
        'Ei liitetty käyttöpaikkaan',
      );
    } finally {
      await context.close();
    }
  });
});
