import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { companyBuildExists, openCompanyPortal, type CompanyPortal } from './support/companyPortal';
import { expectAccessible, logIn, openSignedIn } from './support/session';

/** The company build e2e/run.mjs serves; the VARE specs below need VARE's plugins and demo places. */
const COMPANY = process.env.E2E_COMPANY ?? 'VARE';
const USER = 'asiakas@vare.example';
/** "Koti": detached house, spot electricity, 15-min data; VARE has consumptionInEuros on. */
const HOME = 'VARE-1000001-01';
const WAIT = { timeout: 20_000 };

/** `2026-11-21` → `20.11.2026` after `days`, as the portal writes local dates (no leading zeros). */
function shiftedLabel(isoDate: string, days: number): { iso: string; label: string } {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  const iso = date.toISOString().slice(0, 10);
  return { iso, label: `${date.getUTCDate()}.${date.getUTCMonth() + 1}.${date.getUTCFullYear()}` };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.runIf(COMPANY === 'VARE')('electricity consumption page', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function openConsumption(): Promise<void> {
    ({ context, page } = await openSignedIn(browser, USER));
    await page.goto(`/kulutus/${HOME}`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Sähkönkulutus' }).isVisible(), WAIT).toBe(true);
    // Today's chart (or its "no data yet" message) has loaded: the page is settled before it is used.
    await page
      .getByRole('img', { name: /^Kulutus \(kWh\) .*: yhteensä/ })
      .or(page.getByText('Valitulta jaksolta ei ole kulutustietoja.'))
      .first()
      .waitFor(WAIT);
  }

  const group = (name: string) => page.getByRole('group', { name, exact: true });
  const radioGroup = (name: string) => page.getByRole('radiogroup', { name, exact: true });
  const modeButton = (name: string) => radioGroup('Aikajakso').getByRole('radio', { name, exact: true });
  const picker = () => group('Valitse jakso');
  const chartHeading = () => page.getByRole('heading', { level: 2, name: /^Kulutus / });
  /** The chart's SVG is role=img named by its summary: `Kulutus (kWh) 20.11.2026: yhteensä … kWh. 96 pylvästä.` */
  const chart = (series: string, period: string) => page.getByRole('img', { name: new RegExp(`^${escape(series)} ${escape(period)}: yhteensä`) });
  const totalEnergy = () => page.getByTestId('total-energy');

  async function expectChart(series: string, period: string): Promise<void> {
    await expect.poll(() => chartHeading().textContent(), WAIT).toBe(`Kulutus ${period}`);
    await chart(series, period).waitFor(WAIT);
    await expect.poll(() => totalEnergy().textContent(), WAIT).toMatch(/^\d[\d\s]*(,\d+)? kWh$/);
  }

  /** The chosen option of a paged picker (week, month, year) and all its option labels. */
  async function pagedOptions(): Promise<{ labels: string[]; chosen: number }> {
    const options = picker()
      .getByRole('button')
      .filter({ hasNotText: /^(Aiemmat|Myöhemmät)$/ });
    const labels = (await options.allTextContents()).map((text) => text.trim());
    const pressed = await options.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-pressed') === 'true'));
    return { labels, chosen: pressed.indexOf(true) };
  }

  async function chooseOption(label: string): Promise<void> {
    const option: Locator = picker().getByRole('button', { name: label, exact: true });
    await option.click();
    await expect.poll(() => option.getAttribute('aria-pressed'), WAIT).toBe('true');
  }

  /** Month mode on the previous month, which the demo data has complete (every row a value and a price). */
  async function showPreviousMonth(): Promise<string> {
    await modeButton('Kuukausi').click();
    const months = await pagedOptions();
    const previousMonth = months.labels[months.chosen - 1]!;
    await chooseOption(previousMonth);
    await expectChart('Kulutus (kWh)', previousMonth);
    return previousMonth;
  }

  it('pages through days and switches day → week → month → year', async () => {
    await openConsumption();
    try {
      // Day mode is the default, on yesterday: the latest day whose metering data is complete.
      expect(await modeButton('Päivä').getAttribute('aria-checked')).toBe('true');
      const dateField = picker().getByLabel('Päivä', { exact: true });
      // The kit's date picker shows D.M.YYYY whatever the browser's locale.
      const opened = await dateField.inputValue();
      expect(opened).toMatch(/^\d{1,2}\.\d{1,2}\.\d{4}$/);
      const [day, month, year] = opened.split('.');
      const openedIso = `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
      const today = shiftedLabel(openedIso, 1).iso;
      const yesterday = shiftedLabel(today, -1);
      await expectChart('Kulutus (kWh)', yesterday.label);
      await expectAccessible(page);

      // Today can be chosen, and nothing after it.
      await picker().getByRole('button', { name: 'Myöhemmät' }).click();
      await expect.poll(() => dateField.inputValue(), WAIT).toBe(shiftedLabel(today, 0).label);
      expect(await picker().getByRole('button', { name: 'Myöhemmät' }).isDisabled()).toBe(true);
      await picker().getByRole('button', { name: 'Aiemmat' }).click();
      await expect.poll(() => dateField.inputValue(), WAIT).toBe(yesterday.label);
      await expectChart('Kulutus (kWh)', yesterday.label);

      // Back one more day, then forward again with the picker's buttons.
      const dayBefore = shiftedLabel(today, -2);
      await picker().getByRole('button', { name: 'Aiemmat' }).click();
      await expectChart('Kulutus (kWh)', dayBefore.label);
      await picker().getByRole('button', { name: 'Myöhemmät' }).click();
      await expectChart('Kulutus (kWh)', yesterday.label);

      // Typing a date in the field chooses it too.
      const weekAgo = shiftedLabel(today, -7);
      await dateField.fill(weekAgo.label);
      await expectChart('Kulutus (kWh)', weekAgo.label);

      // Week: a page of weeks, the chosen one pressed; page to earlier weeks and choose one.
      await modeButton('Viikko').click();
      expect(await modeButton('Viikko').getAttribute('aria-checked')).toBe('true');
      const weeks = await pagedOptions();
      expect(weeks.labels.length).toBeGreaterThan(1);
      expect(weeks.labels.every((label) => /^Viikko \d+\/\d{4}$/.test(label))).toBe(true);
      expect(weeks.chosen).toBe(weeks.labels.length - 1);
      await expectChart('Kulutus (kWh)', weeks.labels[weeks.chosen]!);
      await picker().getByRole('button', { name: 'Aiemmat' }).click();
      const earlierWeeks = await pagedOptions();
      expect(earlierWeeks.chosen).toBe(-1);
      expect(earlierWeeks.labels).not.toContain(weeks.labels[weeks.chosen]);
      const earlierWeek = earlierWeeks.labels[earlierWeeks.labels.length - 1]!;
      await chooseOption(earlierWeek);
      await expectChart('Kulutus (kWh)', earlierWeek);
      // And forward again: the later page holds the weeks after the chosen one.
      await picker().getByRole('button', { name: 'Myöhemmät' }).click();
      expect((await pagedOptions()).labels).toEqual(weeks.labels);

      // Month: choose the month before the shown one.
      await modeButton('Kuukausi').click();
      const months = await pagedOptions();
      expect(months.chosen).toBeGreaterThan(0);
      expect(months.labels[months.chosen]).toMatch(/^[A-ZÄÖ][a-zäö]+kuu \d{4}$/);
      await expectChart('Kulutus (kWh)', months.labels[months.chosen]!);
      const previousMonth = months.labels[months.chosen - 1]!;
      await chooseOption(previousMonth);
      await expectChart('Kulutus (kWh)', previousMonth);

      // Year: the year before the shown one.
      await modeButton('Vuosi').click();
      const years = await pagedOptions();
      expect(years.chosen).toBeGreaterThan(0);
      const previousYear = years.labels[years.chosen - 1]!;
      expect(previousYear).toMatch(/^\d{4}$/);
      await chooseOption(previousYear);
      await expectChart('Kulutus (kWh)', previousYear);
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  });

  it('shows euros, the table view and downloads the shown rows as a Finnish CSV', async () => {
    await openConsumption();
    try {
      const previousMonth = await showPreviousMonth();

      // kWh ↔ € (flag consumptionInEuros is on for VARE).
      const units = radioGroup('Yksikkö');
      expect(await units.getByRole('radio', { name: 'Energia (kWh)' }).getAttribute('aria-checked')).toBe('true');
      await units.getByRole('radio', { name: 'Hinta (€)' }).click();
      expect(await units.getByRole('radio', { name: 'Hinta (€)' }).getAttribute('aria-checked')).toBe('true');
      await chart('Hinta (€)', previousMonth).waitFor(WAIT);
      await expect.poll(() => page.getByTestId('total-cost').textContent(), WAIT).toMatch(/^\d[\d\s]*,\d{2}\s€$/);
      await expectAccessible(page);

      // The table shows the same rows as the chart.
      const showTable = page.getByRole('button', { name: 'Näytä taulukkona' });
      const bars = Number(await chart('Hinta (€)', previousMonth).getAttribute('data-points'));
      expect(bars).toBeGreaterThanOrEqual(28);
      await showTable.click();
      const table = page.getByRole('table', { name: `Hinta (€) ${previousMonth}` });
      await table.waitFor(WAIT);
      const headers = (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim());
      expect(headers).toEqual(['Alkaa', 'Päättyy', 'Hinta (€)', 'Laatu']);
      const rows = table.locator('tbody tr');
      expect(await rows.count()).toBe(bars);
      expect(await page.getByRole('button', { name: 'Näytä kaaviona' }).getAttribute('aria-pressed')).toBe('true');
      await expectAccessible(page);

      // The CSV holds exactly the shown rows: `;` between fields, decimal comma, CRLF, BOM.
      const [download] = await Promise.all([
        page.waitForEvent('download', WAIT),
        page.getByRole('button', { name: 'Lataa CSV näytetyistä tiedoista' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^kulutus-${HOME}-\\d{4}-\\d{2}-\\d{2}-month\\.csv$`));
      const path = await download.path();
      const csv = await readFile(path!, 'utf8');
      expect(csv.startsWith('\uFEFF')).toBe(true);
      const lines = csv
        .slice(1)
        .split('\r\n')
        .filter((line) => line !== '');
      expect(lines[0]).toBe('Alkuaika;Loppuaika;Hinta (€);Laatu');
      const dataLines = lines.slice(1);
      expect(dataLines.length).toBe(bars);
      for (const line of dataLines) {
        const fields = line.split(';');
        expect(fields).toHaveLength(4);
        // A price with a decimal comma (never a point) and no thousands separator.
        expect(fields[2]).toMatch(/^-?\d+,\d{2}$/);
      }
      // Start and end as `01.10.2026 00:00` and `01.10.2026 24:00` (a day ending at local midnight).
      expect(dataLines[0]).toMatch(/^\d{2}\.\d{2}\.\d{4} 00:00;\d{2}\.\d{2}\.\d{4} 24:00;/);

      // Back to the chart, and back to kWh.
      await page.getByRole('button', { name: 'Näytä kaaviona' }).click();
      await units.getByRole('radio', { name: 'Energia (kWh)' }).click();
      await chart('Kulutus (kWh)', previousMonth).waitFor(WAIT);
    } finally {
      await context.close();
    }
  });

  it('shows the consumption profile and the weighted price of a month, as charts and as tables', async () => {
    await openConsumption();
    try {
      const previousMonth = await showPreviousMonth();

      // Weighted price (flag weightedPricing is on for VARE, and "Koti" has the feature).
      const weighted = page.getByRole('region', { name: `Kulutuksella painotettu pörssihinta ${previousMonth}`, exact: true });
      await expect.poll(() => weighted.getByTestId('weighted-price').textContent(), WAIT).toMatch(/^-?\d+,\d{2}\s?c\/kWh$/);
      expect(await weighted.getByTestId('average-price').textContent()).toMatch(/^-?\d+,\d{2}\s?c\/kWh$/);
      expect(await weighted.textContent()).toMatch(/Käytit sähköä keskimääräistä (halvemmilla|kalliimmilla) tunneilla|Painotettu hintasi oli sama/);

      // Profile: 24 hours of the day and 7 weekdays, each an image named by its summary.
      const profile = page.getByRole('region', { name: `Kulutusprofiili ${previousMonth}`, exact: true });
      const hours = profile.getByRole('img', {
        name: new RegExp(`^Keskikulutus kellonajan mukaan ${escape(previousMonth)}: suurin klo \\d{2}–\\d{2}, `),
      });
      const weekdays = profile.getByRole('img', { name: new RegExp(`^Keskikulutus viikonpäivän mukaan ${escape(previousMonth)}: suurin [a-z]+, `) });
      await hours.waitFor(WAIT);
      expect(await hours.getAttribute('data-points')).toBe('24');
      expect(await weekdays.getAttribute('data-points')).toBe('7');
      // The keyboard reaches every hour; the last one ends at 24.
      await profile.getByRole('group', { name: 'Keskikulutus tunnissa (kWh)' }).focus();
      await page.keyboard.press('End');
      await expect.poll(() => profile.getByTestId('chart-tooltip').textContent(), WAIT).toContain('klo 23–24');
      await expectAccessible(page);

      await profile.getByRole('button', { name: 'Näytä taulukkoina' }).click();
      const hourTable = profile.getByRole('table', { name: `Keskikulutus tunnissa (kWh) ${previousMonth}` });
      await hourTable.waitFor(WAIT);
      expect(await hourTable.locator('tbody tr').count()).toBe(24);
      expect(
        await profile
          .getByRole('table', { name: `Keskikulutus päivässä (kWh) ${previousMonth}` })
          .locator('tbody tr')
          .count(),
      ).toBe(7);
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  });
});

const HEAT_USER = 'kaukolampo@kuo.example';
/** The row house's district heating place (hourly heat meter). */
const HEAT_PLACE = 'KUO-3000001-02';

describe.runIf(COMPANY === 'KUO' || companyBuildExists('KUO'))('district heating consumption page (KUO portal)', () => {
  let browser: Browser;
  let kuo: CompanyPortal | undefined;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [browser, kuo] = await Promise.all([launchBrowser(), openCompanyPortal('KUO')]);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await kuo?.stop();
  });

  const chart = (series: string) => page.getByRole('img', { name: new RegExp(`^${escape(series)} .+: yhteensä`) });

  it('draws the month by days and the year by months, in kWh and euros, with table and CSV', async () => {
    context = await browser.newContext({ baseURL: kuo!.url, locale: 'fi-FI', timezoneId: 'Europe/Helsinki' });
    page = await context.newPage();
    try {
      await logIn(page, HEAT_USER);
      await page.waitForURL((url) => !url.pathname.startsWith('/kirjaudu'), WAIT);
      await page.goto(`/kaukolampo/${HEAT_PLACE}`);
      await page.getByRole('heading', { level: 1, name: 'Kaukolämmön kulutus' }).waitFor(WAIT);

      // The previous full month, one bar a day, with the outdoor temperature drawn over it.
      await chart('Kulutus (kWh)').waitFor(WAIT);
      const days = Number(await chart('Kulutus (kWh)').getAttribute('data-points'));
      expect(days).toBeGreaterThanOrEqual(28);
      expect(days).toBeLessThanOrEqual(31);
      expect(await page.getByRole('heading', { level: 2, name: /^Lämmönkulutus / }).isVisible()).toBe(true);
      await expect.poll(() => page.getByTestId('total-energy').textContent(), WAIT).toMatch(/^\d[\d\s]*(,\d+)? kWh$/);
      expect(await page.getByRole('list', { name: 'Kulutus (kWh)' }).textContent()).toContain('Ulkolämpötila (°C)');
      await page
        .getByRole('region', { name: /^Energia ja lämpötilat / })
        .getByText(/MWh/)
        .first()
        .waitFor(WAIT);
      await expectAccessible(page);

      // The year, one bar a month; as a table with the same rows.
      await page.getByRole('radiogroup', { name: 'Aikajakso', exact: true }).getByRole('radio', { name: 'Vuosi', exact: true }).click();
      await expect.poll(() => chart('Kulutus (kWh)').getAttribute('data-points'), WAIT).toBe('12');
      await page.getByRole('button', { name: 'Näytä taulukkona' }).click();
      const table = page.getByRole('table', { name: /^Kulutus \(kWh\) \d{4}$/ });
      await table.waitFor(WAIT);
      expect(await table.locator('tbody tr').count()).toBe(12);
      await page.getByRole('button', { name: 'Näytä kaaviona' }).click();

      // Euros (flag consumptionInEuros is on for KUO).
      await page.getByRole('radiogroup', { name: 'Yksikkö', exact: true }).getByRole('radio', { name: 'Hinta (€)' }).click();
      await chart('Hinta (€)').waitFor(WAIT);
      await expect.poll(() => page.getByTestId('total-cost').textContent(), WAIT).toMatch(/^\d[\d\s]*,\d{2}\s€$/);
      await expectAccessible(page);

      const [download] = await Promise.all([
        page.waitForEvent('download', WAIT),
        page.getByRole('button', { name: 'Lataa CSV näytetyistä tiedoista' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^kaukolampo-${HEAT_PLACE}-\\d{4}-01-01-year\\.csv$`));
      const csv = await readFile((await download.path())!, 'utf8');
      const lines = csv
        .slice(1)
        .split('\r\n')
        .filter((line) => line !== '');
      expect(lines[0]).toBe('Alkuaika;Loppuaika;Hinta (€);Laatu;Ulkolämpötila (°C)');
      expect(lines).toHaveLength(13);
    } finally {
      await context.close();
    }
  });
});
