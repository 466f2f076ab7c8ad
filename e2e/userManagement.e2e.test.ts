import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { receivedMails } from './support/mail';
import { expectNoSidewaysScroll } from './support/layoutChecks';
import { expectAccessible, logIn, openSignedIn } from './support/session';

/**
 * Issue 15's user-management acceptance: as yritys@vare.example (the main user of Kiinteistö Pohjanmaa
 * Oy) invite a new sub-user by e-mail (the invitation read from the SMTP sink), who signs up; give them
 * READ_ONLY on two places; they then see exactly those two and cannot write. alikayttaja@vare.example
 * (a sub-user) gets no user management.
 */
const HEADERS = { 'x-web-version': '0.1.0' };
const WAIT = { timeout: 20_000 };

describe('user management as the main user', () => {
  let browser: Browser;
  let main: Page;
  const email = `alikayttaja.${Date.now()}@example.fi`;
  const password = 'pitkä salasana alikäyttäjä';
  let granted: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page: main } = await openSignedIn(browser, 'yritys@vare.example'));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lists the users and invites a new address, with confirm and success modals', async () => {
    // The menu step is the main user's: reached from the menu, not typed.
    await main.getByRole('navigation', { name: 'Päävalikko' }).getByRole('link', { name: 'Käyttäjähallinta' }).click(WAIT);
    await main.getByRole('heading', { level: 1, name: 'Käyttäjähallinta' }).waitFor(WAIT);
    await main.getByRole('rowheader', { name: 'alikayttaja@vare.example' }).waitFor(WAIT);
    await expectAccessible(main);
    await main.getByLabel('Sähköpostiosoite').fill(email);
    await main.getByLabel('Sähköpostiosoite').press('Enter');
    const confirm = main.getByRole('dialog', { name: 'Lisätäänkö käyttäjä?' });
    await confirm.waitFor();
    await expectAccessible(main);
    await confirm.getByRole('button', { name: 'Lisää', exact: true }).click();
    await main.getByRole('dialog', { name: 'Kutsu lähetetty' }).waitFor(WAIT);
    await main.getByRole('button', { name: 'Sulje' }).click();
  });

  it('the invitee gets the mail, signs up from its link and confirms', async () => {
    // The invitation leaves with the server's periodic outbox drain (every 30 s): a plugin cannot kick it.
    let link: string | undefined;
    for (let i = 0; i < 90 && !link; i++) {
      link = receivedMails()
        .find((mail) => mail.to.includes(email))
        ?.text.match(/https?:\/\/\S+\/rekisteroidy\?email=\S+/)?.[0];
      if (!link) await main.waitForTimeout(500);
    }
    expect(link, 'the invitation reached the SMTP sink').toBeDefined();
    const { page } = await newPage(browser);
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await page.getByLabel('Nimi').fill('Uusi Alikäyttäjä');
    await page.getByLabel('Sähköpostiosoite').fill(email);
    await page.getByLabel('Uusi salasana', { exact: true }).fill(password);
    await page.getByLabel('Uusi salasana uudelleen').fill(password);
    await page.getByRole('button', { name: 'Luo tili' }).click();
    await page.getByRole('heading', { name: 'Vahvista sähköpostiosoite' }).waitFor(WAIT);
    let code: string | undefined;
    for (let i = 0; i < 100 && !code; i++) {
      code = receivedMails()
        .find((mail) => mail.to.includes(email) && /\b\d{6}\b/.test(mail.text) && !mail.text.includes('rekisteroidy?email'))
        ?.text.match(/\b(\d{6})\b/)?.[1];
      if (!code) await page.waitForTimeout(200);
    }
    await page.getByLabel('Vahvistuskoodi').fill(code!);
    await page.getByRole('button', { name: 'Vahvista' }).click();
    await page.getByRole('heading', { name: 'Kirjaudu sisään' }).waitFor(WAIT);
    await page.close();
  }, 90_000);

  it('sees the confirmed invitee join (the claim job runs every minute) and gives READ_ONLY on two places', async () => {
    const row = main.getByRole('rowheader', { name: email });
    for (let i = 0; i < 30 && !(await row.count()); i++) {
      await main.waitForTimeout(5_000);
      await main.reload();
      await main.getByRole('heading', { level: 1, name: 'Käyttäjähallinta' }).waitFor(WAIT);
      await main.getByRole('rowheader', { name: 'yritys@vare.example' }).waitFor(WAIT);
    }
    await main.getByRole('button', { name: `Hallinnoi käyttäjää ${email}` }).click();
    await main.getByText('Käyttäjällä ei ole vielä käyttöpaikkoja.').waitFor(WAIT);
    const boxes = main.getByRole('group', { name: 'Valitse käyttöpaikat' }).getByRole('checkbox');
    await boxes.first().waitFor(WAIT);
    granted = [
      await boxes.nth(0).evaluate((el) => el.closest('label')?.textContent ?? ''),
      await boxes.nth(1).evaluate((el) => el.closest('label')?.textContent ?? ''),
    ];
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await expectAccessible(main);
    await main.getByRole('button', { name: 'Lisää valitut käyttöpaikat' }).click();
    const confirm = main.getByRole('dialog', { name: 'Lisätäänkö käyttöpaikat?' });
    await confirm.getByText('Käyttäjä saa oikeuden "Vain luku" 2 käyttöpaikkaan.').waitFor();
    await confirm.getByRole('button', { name: 'Lisää valitut käyttöpaikat' }).click();
    await main.getByRole('dialog', { name: 'Käyttöpaikat lisätty' }).waitFor(WAIT);
    await main.getByRole('button', { name: 'Sulje' }).click();
    expect(await main.getByRole('rowheader').count()).toBe(2);
  }, 200_000);

  it('the sub-user sees exactly those two places and cannot write', async () => {
    const { page } = await newPage(browser);
    await logIn(page, email, password);
    await page.waitForURL((url) => !url.pathname.startsWith('/kirjaudu'), WAIT);
    const me = (await (await page.request.get('/api/v2/me')).json()) as { priwattiUserId: string };
    const content = (await (await page.request.get(`/api/v2/servicelocation/user/${me.priwattiUserId}/content`)).json()) as {
      content: { location: { locationIdentifier: string; name: string } }[];
    };
    expect(content.content).toHaveLength(2);
    expect(granted.every((text) => content.content.some((c) => text.startsWith(c.location.name)))).toBe(true);
    await page.goto('/kayttopaikka');
    await page.getByText('2 käyttöpaikkaa').waitFor(WAIT);
    await expectAccessible(page);
    const place = content.content[0]!.location.locationIdentifier;
    const rename = await page.request.post(`/api/v2/servicelocation/user/${me.priwattiUserId}/location/${place}/name`, {
      headers: HEADERS,
      data: { displayName: 'Ei saa' },
    });
    expect(rename.status()).toBe(403);
    await page.close();
  });

  it('works on a phone-sized screen', async () => {
    await main.setViewportSize({ width: 360, height: 740 });
    await main.goto('/kayttajahallinta');
    await main.getByRole('rowheader', { name: 'yritys@vare.example' }).waitFor(WAIT);
    await expectNoSidewaysScroll(main);
    await expectAccessible(main);
  });
});

describe('user management as a sub-user', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await openSignedIn(browser, 'alikayttaja@vare.example'));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('alikayttaja@vare.example gets no user management', async () => {
    // No menu step (the step's gate asks the server who is a main user), and the page itself refuses.
    const menu = page.getByRole('navigation', { name: 'Päävalikko' });
    await menu.getByRole('link', { name: 'Käyttöpaikat' }).first().waitFor(WAIT);
    await page.waitForLoadState('networkidle');
    expect(await menu.getByRole('link', { name: 'Käyttäjähallinta' }).count()).toBe(0);
    await page.goto('/kayttajahallinta');
    await page.getByText('Käyttäjiä hallinnoi yrityksen pääkäyttäjä.').waitFor(WAIT);
    expect(await page.getByLabel('Sähköpostiosoite').count()).toBe(0);
    await expectAccessible(page);
    const me = (await (await page.request.get('/api/v2/me')).json()) as { priwattiUserId: string };
    const users = await page.request.get(`/api/v2/b2b/company/1500001/user/${me.priwattiUserId}/existingUsers`);
    expect(users.status()).toBe(403);
  });
});
