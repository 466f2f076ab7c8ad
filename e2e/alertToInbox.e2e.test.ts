import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Core's pure helpers by path: the browser suite runs without the packages' build.
import { withGsrnCheckDigit, addLocalDays, helsinkiParts, localDateOf } from '@portal/domain';
import { launchBrowser } from './support/browser';
import { receivedMails } from './support/mail';
import { expectAccessible, openSignedIn } from './support/session';

/**
 * Issue 11's acceptance, end to end through the real parts: a consumption alert set on "Koti" in the
 * alerts page, a day of Koti's metering data loaded through the ingest route, the evaluation job the
 * load triggers, delivery — an alert in the inbox (the unread badge goes up) and a mail in the SMTP
 * server e2e/run.mjs started.
 *
 * The day loaded is Koti's own yesterday, read back from the consumption API and loaded again as a
 * Datahub CSV: the alert is about that day's real consumption, and the other specs see the same data.
 */
const COMPANY = process.env.E2E_COMPANY ?? 'VARE';
const CUSTOMER = 'asiakas@vare.example';
const DEVELOPER = 'kehittaja@portal.example';
const HOME = 'VARE-1000001-01';
/** Koti's meter (host/server/src/demo/privatePlaces.ts: demoMeteringPointId('VARE', 1001)). */
const HOME_METER = withGsrnCheckDigit(`643011${String(1001).padStart(11, '0')}`);
const HEADERS = { 'x-web-version': '0.1.0' };
const WAIT = { timeout: 20_000 };

interface Point {
  readonly start: string;
  readonly kwh: number | null;
}

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** A Datahub customer CSV (`;`, decimal comma) of the given quarter-hour readings. */
function datahubCsv(points: readonly Point[]): string {
  const lines = ['Metering point;Start time (UTC);Quantity (kWh);Quality'];
  for (const point of points) {
    if (point.kwh === null) continue;
    lines.push(`${HOME_METER};${new Date(point.start).toISOString().replace('.000Z', 'Z')};${point.kwh.toFixed(3).replace('.', ',')};OK`);
  }
  return lines.join('\n');
}

describe.runIf(COMPANY === 'VARE')('a consumption alert reaches the inbox and the mailbox (asiakas@vare.example)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sets the alert on Koti below yesterday, loads the day through the ingest, and gets an inbox alert and a mail', async () => {
    const yesterday = addLocalDays(localDateOf(new Date()), -1);
    const customer = await openSignedIn(browser, CUSTOMER);
    const page = customer.page;
    try {
      const me = await getJson<{ priwattiUserId: string }>(page, '/api/v2/me');
      const series = await getJson<{ points: Point[]; totals: { kwh: number } }>(
        page,
        `/api/v2/consumption/user/${me.priwattiUserId}/location/${HOME}/electricity/timeseries?mode=dayQuarterly&start=${yesterday}&resolution=quarter&maxPoints=10000`,
      );
      expect(series.points.length).toBeGreaterThanOrEqual(92);
      const yesterdayKwh = series.totals.kwh;
      expect(yesterdayKwh).toBeGreaterThan(2);
      // Below yesterday's consumption, written the Finnish way.
      const threshold = (Math.floor(yesterdayKwh * 50) / 100).toFixed(2).replace('.', ',');

      // The alert, set in the page a customer uses.
      await page.goto(`/halytykset/${HOME}`);
      const form = page.getByRole('form', { name: 'Kulutushälytys' });
      await form.waitFor(WAIT);
      const active = form.getByRole('checkbox', { name: 'Hälytys päällä' });
      if (!(await active.isChecked())) await active.check();
      await form.getByLabel('Yläraja (kWh/vrk)').fill(threshold);
      await form.getByLabel('Alaraja (kWh/vrk)').fill('');
      await form.getByRole('button', { name: 'Tallenna' }).click();
      await form.getByText('Tallennettu.').waitFor(WAIT);
      await expectAccessible(page);

      // Mail for this kind on, and a push window around now: the run may be at night in Helsinki, when
      // the default 7:00–23:00 window would (rightly) hold the mail until morning.
      const { hour, minute } = helsinkiParts(new Date());
      const now = hour * 60 + minute;
      const preferences = await page.request.put('/api/v2/notifications/preferences', {
        headers: HEADERS,
        data: {
          pushWindow: { startMinute: (now + 1440 - 30) % 1440, endMinute: (now + 180) % 1440 },
          channels: [{ kind: 'alerts.consumption', channel: 'email', enabled: true }],
        },
      });
      expect(preferences.status(), await preferences.text()).toBe(200);
      const unreadBefore = (await getJson<{ unread: number }>(page, '/api/v2/messages/unread')).unread;
      const mailsBefore = receivedMails().length;

      // Yesterday's data arrives through the ingest (an administrator with developer tools rights).
      const developer = await openSignedIn(browser, DEVELOPER);
      try {
        const response = await developer.page.request.post('/api/admin/consumption-data/v1/ingest', {
          headers: HEADERS,
          data: { csv: datahubCsv(series.points) },
        });
        expect(response.status(), await response.text()).toBe(200);
      } finally {
        await developer.context.close();
      }

      // The load's event runs the evaluation job; the alert lands in the inbox's alert tab.
      const title = 'Kulutus ylitti rajasi: Koti';
      await expect
        .poll(async () => (await getJson<{ unread: number }>(page, '/api/v2/messages/unread')).unread, { timeout: 45_000, interval: 1_000 })
        .toBe(unreadBefore + 1);
      await page.goto('/viestit');
      await page.getByRole('heading', { level: 1, name: 'Viestit', exact: true }).waitFor(WAIT);
      const header = page.getByRole('banner').getByRole('link', { name: /^Viestit/ });
      /** "1 lukematon viesti", "2 lukematonta viestiä"; nothing when all is read. */
      const shows = async (count: number) => {
        const text = (await header.textContent()) ?? '';
        return count === 0 ? !text.includes('lukematon') : text.includes(`(${count} lukematon`);
      };
      await expect.poll(() => shows(unreadBefore + 1), WAIT).toBe(true);
      await page.getByRole('radio', { name: /^Hälytykset/ }).check();
      await page.getByRole('link', { name: title }).first().click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor(WAIT);
      await expect.poll(() => shows(unreadBefore), WAIT).toBe(true);
      await expectAccessible(page);

      // And the same alert as a mail in the SMTP server, in the customer's language.
      await expect
        .poll(
          () =>
            receivedMails()
              .slice(mailsBefore)
              .filter((mail) => mail.to.includes(CUSTOMER) && `${mail.subject}\n${mail.text}`.includes(title)).length,
          { timeout: 60_000, interval: 1_000 },
        )
        .toBe(1);
    } finally {
      await customer.context.close();
    }
  });
});
