import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { expectNoSidewaysScroll } from './support/layoutChecks';
import { receivedMails } from './support/mail';
import { expectAccessible, logIn, openSignedIn } from './support/session';

/**
 * Settings and customer information end to end (docs/settings.md): a person who signed up just for this
 * spec changes their e-mail with the code from the SMTP sink, then deletes their account; a second
 * browser with the same (old) session is dead at once. The customer information page is scanned as
 * asiakas@vare.example, whom nothing here changes.
 */
const WAIT = { timeout: 20_000 };
const HEADERS = { 'x-web-version': '0.1.0' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const PASSWORD = 'Asetukset-testi-2026';
const stamp = Date.now().toString(36);
const OLD_EMAIL = `asetukset-${stamp}@example.fi`;
const NEW_EMAIL = `uusi-${stamp}@example.fi`;

/**
 * The six-digit code of the newest mail to `to` whose subject starts with `subject`, waiting for it to
 * arrive (a plain loop: it also runs in beforeAll, where expect.poll may not).
 */
async function mailedCode(to: string, subject: string): Promise<string> {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    const mail = receivedMails()
      .filter((m) => m.to.includes(to) && m.subject.startsWith(subject))
      .at(-1);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no mail "${subject}" to ${to}`);
}

describe('customer information page (asiakas@vare.example)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await openSignedIn(browser, 'asiakas@vare.example'));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  for (const [label, size] of [
    ['390 × 844', PHONE],
    ['1280 × 900', DESKTOP],
  ] as const) {
    it(`shows the customerships and contracts at ${label}: no sideways scroll, axe clean`, async () => {
      await page.setViewportSize(size);
      await page.goto('/asiakastiedot');
      await page.getByRole('heading', { level: 1, name: 'Asiakastiedot' }).waitFor(WAIT);
      await page.getByRole('heading', { level: 2, name: 'Asiakkuudet' }).waitFor(WAIT);
      await page
        .getByRole('button', { name: /^Muokkaa tietoja/ })
        .first()
        .waitFor(WAIT);
      await page.getByRole('heading', { level: 2, name: 'Sopimukset' }).waitFor(WAIT);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
    });
  }

  it('refuses a bad postal code on its field and keeps the keyboard in the form', async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/asiakastiedot');
    await page
      .getByRole('button', { name: /^Muokkaa tietoja/ })
      .first()
      .click();
    await page.getByLabel(/^Postinumero/).fill('123');
    await page.keyboard.press('Enter');
    await page.getByText('Postinumerossa on viisi numeroa.').first().waitFor(WAIT);
    expect(await page.getByLabel(/^Postinumero/).getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Peruuta' }).click();
  });
});

describe('settings: e-mail change and account deletion', () => {
  let browser: Browser;
  let laptop: { context: BrowserContext; page: Page };
  let phone: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    browser = await launchBrowser();
    laptop = await newPage(browser);
    // A person of their own: signed up and confirmed through the real routes and the SMTP sink.
    const signUp = await laptop.page.request.post('/api/auth/v1/sign-up', {
      headers: HEADERS,
      data: { email: OLD_EMAIL, password: PASSWORD, name: 'Asetus Testaaja' },
    });
    expect(signUp.status(), await signUp.text()).toBe(201);
    const code = await mailedCode(OLD_EMAIL, 'Vahvista sähköpostiosoitteesi');
    const confirm = await laptop.page.request.post('/api/auth/v1/confirm-signup', { headers: HEADERS, data: { email: OLD_EMAIL, code } });
    expect(confirm.status(), await confirm.text()).toBe(200);
    await logIn(laptop.page, OLD_EMAIL, PASSWORD);
    await laptop.page.waitForURL((url) => !url.pathname.startsWith('/kirjaudu'), WAIT);
  });
  afterAll(async () => {
    await laptop?.context.close();
    await phone?.context.close();
    await browser?.close();
  });

  for (const [label, size] of [
    ['390 × 844', PHONE],
    ['1280 × 900', DESKTOP],
  ] as const) {
    it(`the settings page at ${label}: no sideways scroll, axe clean`, async () => {
      await laptop.page.setViewportSize(size);
      await laptop.page.goto('/asetukset');
      await laptop.page.getByRole('heading', { level: 1, name: 'Asetukset' }).waitFor(WAIT);
      await laptop.page.getByRole('heading', { level: 2, name: 'Tilin poistaminen' }).waitFor(WAIT);
      await expectNoSidewaysScroll(laptop.page);
      await expectAccessible(laptop.page);
    });
  }

  it('changes the e-mail with the code mailed to the new address; the old address gets a notice', async () => {
    const page = laptop.page;
    await page.setViewportSize(DESKTOP);
    await page.goto('/asetukset');
    await page.getByLabel('Uusi sähköpostiosoite').fill(NEW_EMAIL);
    await page.getByLabel('Nykyinen salasana').fill(PASSWORD);
    await page.getByRole('button', { name: 'Lähetä vahvistuskoodi' }).click();
    await page.getByText(`Lähetimme vahvistuskoodin osoitteeseen ${NEW_EMAIL}.`, { exact: false }).waitFor(WAIT);
    const code = await mailedCode(NEW_EMAIL, 'Vahvista uusi sähköpostiosoitteesi');
    await expect
      .poll(() => receivedMails().some((m) => m.to.includes(OLD_EMAIL) && m.subject === 'Sähköpostiosoitteen vaihtoa pyydettiin'), WAIT)
      .toBe(true);
    await expectAccessible(page);

    await page.getByLabel(/^Vahvistuskoodi/).fill(code);
    await page.getByRole('button', { name: 'Vahvista' }).click();
    await page.getByText(`Sähköpostiosoitteesi on nyt ${NEW_EMAIL}.`, { exact: false }).waitFor(WAIT);
    const me = await (await page.request.get('/api/v2/me')).json();
    expect(me.email).toBe(NEW_EMAIL);
    // The old address no longer logs in; the new one does.
    const oldLogin = await page.request.post('/api/auth/v1/login', { headers: HEADERS, data: { email: OLD_EMAIL, password: PASSWORD } });
    expect(oldLogin.status()).toBe(401);
  });

  it('deletes the account after the confirm modal; a second browser with the old session is dead at once', async () => {
    // A second device signed in with the new address: its session is the one that must die.
    phone = await newPage(browser);
    await logIn(phone.page, NEW_EMAIL, PASSWORD);
    await phone.page.waitForURL((url) => !url.pathname.startsWith('/kirjaudu'), WAIT);
    expect((await phone.page.request.get('/api/v2/me')).status()).toBe(200);

    const page = laptop.page;
    await page.goto('/asetukset');
    await page.getByText(/Laskut säilytetään kirjanpitolain mukaan/).waitFor(WAIT);
    await page.getByLabel(/^Salasana/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Poista tili', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Poista tili pysyvästi' }).waitFor(WAIT);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Poista tili pysyvästi' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/kirjaudu'), WAIT);

    // The other device: its next request is refused and the portal sends it to the login page.
    expect((await phone.page.request.get('/api/v2/me')).status()).toBe(401);
    await phone.page.goto('/asetukset');
    await phone.page.waitForURL((url) => url.pathname.startsWith('/kirjaudu'), WAIT);
    const login = await page.request.post('/api/auth/v1/login', { headers: HEADERS, data: { email: NEW_EMAIL, password: PASSWORD } });
    expect(login.status()).toBe(401);
    await expect
      .poll(() => receivedMails().some((m) => m.to.includes(NEW_EMAIL) && m.subject === 'Asiakasportaalin tilisi on poistettu'), WAIT)
      .toBe(true);
  });
});
