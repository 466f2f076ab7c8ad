import { screen, within } from '@testing-library/react';
import { apiFailure, axeViolations, renderWithPortal, testPlugin, translationKeyMismatches, type FakeApiRoutes } from '@portal/core/testing';
import userEvent from '@testing-library/user-event';
import type { Forecast, Insight, InsightPlaces } from '../contract/monthlyInsights';
import { MONTHLY_INSIGHTS_API } from '../contract/paths';
import { monthlyInsightsPlugin } from '../index';
import MonthlyInsightsPage from './pages/MonthlyInsightsPage';

/** Component tests run in jsdom: `npx vitest run plugins/monthly-insights/src/web`. */
const USER = 'u-1';
const PLACE = 'VARE-1';
const PLACES: InsightPlaces = { places: [{ locationIdentifier: PLACE, name: 'Koti', months: ['2024-10', '2024-09'] }] };

const comparison = (against: 'previousMonth' | 'yearAgo', month: string) => ({
  against,
  month,
  available: true,
  fromEuros: 80.5,
  toEuros: 92.37,
  changeCents: 1187,
  changeEuros: 11.87,
  kwhPerDegreeDay: 1.2,
  reasons: [
    { key: 'temperature' as const, cents: 950, euros: 9.5 },
    { key: 'days' as const, cents: 260, euros: 2.6 },
    { key: 'usage' as const, cents: -45, euros: -0.45 },
    { key: 'price' as const, cents: 30, euros: 0.3 },
    { key: 'timing' as const, cents: -8, euros: -0.08 },
  ],
});

const INSIGHT: Insight = {
  locationIdentifier: PLACE,
  name: 'Koti',
  month: '2024-10',
  summary: {
    month: '2024-10',
    days: 31,
    kwh: 612.4,
    euros: 92.37,
    energyEuros: 86.72,
    feesEuros: 5.65,
    weightedPriceCKwh: 14.16,
    plainPriceCKwh: 13.9,
    degreeDays: 402.1,
    complete: true,
    missingIntervals: 0,
  },
  comparisons: [
    comparison('previousMonth', '2024-09'),
    { ...comparison('yearAgo', '2023-10'), available: false, fromEuros: null, changeCents: null, changeEuros: null, reasons: [] },
  ],
  topHours: {
    mostExpensive: [{ startUtc: '2024-10-14T15:00:00.000Z', kwh: 3.2, euros: 1.45 }],
    highestConsumption: [{ startUtc: '2024-10-20T16:00:00.000Z', kwh: 4.1, euros: 0.61 }],
  },
  tip: { key: 'heatingSeason' },
  budget: { months: 12, averageEuros: 85, differenceEuros: 7.37 },
  greenPower: { available: true, productName: 'Tuulisähkö', sharePercent: 100 },
  localPower: { available: false, sharePercent: null },
  graph: {
    days: [
      { date: '2024-10-01', kwh: 18.2, euros: 2.71, degreeDays: 9.5 },
      { date: '2024-10-02', kwh: 21, euros: 3.1, degreeDays: 11 },
    ],
  },
  newUser: { isNew: false, firstMonth: '2022-01' },
  package: { pricing: 'SPOT', greenPowerOn: true, productName: 'Tuulisähkö' },
};

const FORECAST: Forecast = {
  locationIdentifier: PLACE,
  month: '2024-11',
  meteredThrough: '2024-11-14',
  meteredDays: 14,
  days: 30,
  meteredEuros: 51.2,
  forecastKwh: 700,
  forecastEuros: 110.4,
  comparisons: [
    {
      ...comparison('previousMonth', '2024-10'),
      fromEuros: 92.37,
      toEuros: 110.4,
      changeCents: 1803,
      changeEuros: 18.03,
      reasons: [
        { key: 'temperature', cents: 1500, euros: 15 },
        { key: 'days', cents: -300, euros: -3 },
        { key: 'usage', cents: 400, euros: 4 },
        { key: 'price', cents: 203, euros: 2.03 },
        { key: 'timing', cents: 0, euros: 0 },
      ],
    },
  ],
};

const renderPage = (routes: Partial<FakeApiRoutes> = {}) =>
  renderWithPortal(<MonthlyInsightsPage />, {
    plugins: [monthlyInsightsPlugin],
    flags: { monthlyInsights: true },
    userId: USER,
    api: {
      [`GET ${MONTHLY_INSIGHTS_API.places(USER)}`]: PLACES,
      [`GET ${MONTHLY_INSIGHTS_API.pages(USER, PLACE, '2024-10')}`]: INSIGHT,
      [`GET ${MONTHLY_INSIGHTS_API.forecast(USER, PLACE)}`]: FORECAST,
      ...routes,
    } as FakeApiRoutes,
  });

describe('monthly-insights manifest', () => {
  it('contributes its page and menu step only with the monthlyInsights flag', () => {
    const on = testPlugin(monthlyInsightsPlugin, { flags: { monthlyInsights: true } });
    expect(on.routes.map((route) => route.ref.defaultPath)).toEqual(['/kuukausikatsaus']);
    expect(on.menu.map((step) => step.id)).toEqual(['monthly-insights.menu']);
    const off = testPlugin(monthlyInsightsPlugin, { flags: { monthlyInsights: false } });
    expect([off.routes, off.menu]).toEqual([[], []]);
  });

  it('has the same translation keys in fi, sv and en', async () => {
    expect(await translationKeyMismatches(monthlyInsightsPlugin)).toEqual([]);
  });
});

describe('monthly insight story', () => {
  it('opens on the summary of the last month, with no accessibility violations', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Kuukausikatsaus' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: /Yhteenveto/ })).toBeInTheDocument();
    expect(screen.getByTestId('month-cost')).toHaveTextContent('92,37');
    expect(screen.getByRole('button', { name: 'Sivu 1/8: Yhteenveto' })).toHaveAttribute('aria-current', 'step');
    expect(await axeViolations()).toEqual([]);
  });

  it('moves with the buttons and the arrow keys, and focus follows to the new page heading', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 3, name: /Yhteenveto/ });
    await userEvent.click(screen.getByRole('button', { name: 'Seuraava sivu' }));
    const why = screen.getByRole('heading', { level: 3, name: /Miksi summa muuttui/ });
    expect(why).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Sivu 2/8: Miksi summa muuttui' })).toHaveAttribute('aria-current', 'step');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('heading', { level: 3, name: /Kalleimmat ja suurimmat tunnit/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('heading', { level: 3, name: /Miksi summa muuttui/ })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Sivu 8/8: Sopimuksesi' }));
    expect(screen.getByRole('heading', { level: 3, name: /Sopimuksesi/ })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Seuraava sivu' })).toBeDisabled();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows each reason in euros, summing to the change, and says when a comparison has no data', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 3, name: /Yhteenveto/ });
    await userEvent.click(screen.getByRole('button', { name: 'Sivu 2/8: Miksi summa muuttui' }));
    const previous = within(screen.getByTestId('why-previousMonth'));
    expect(previous.getByTestId('reason-temperature')).toHaveTextContent('+9,50 €');
    expect(previous.getByTestId('reason-usage')).toHaveTextContent('\u22120,45 €');
    expect(previous.getByTestId('change-total')).toHaveTextContent('+11,87 €');
    expect(within(screen.getByTestId('why-yearAgo')).getByText('Vertailukuukaudelta ei ole mittaustietoja.')).toBeInTheDocument();
  });

  it('shows the running month forecast', async () => {
    renderPage();
    expect(await screen.findByText(/Mitattu 14\/30 päivää/)).toBeInTheDocument();
  });

  it('says so when there is no electricity place', async () => {
    renderPage({ [`GET ${MONTHLY_INSIGHTS_API.places(USER)}`]: { places: [] } });
    expect(await screen.findByText(/Sinulla ei ole vielä sähkön käyttöpaikkaa/)).toBeInTheDocument();
  });

  it('offers a retry when loading fails', async () => {
    let calls = 0;
    renderPage({
      [`GET ${MONTHLY_INSIGHTS_API.places(USER)}`]: () => {
        calls += 1;
        if (calls === 1) throw apiFailure(500, 'INTERNAL');
        return PLACES;
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Kuukausikatsauksen hakeminen epäonnistui.');
    await userEvent.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('heading', { level: 3, name: /Yhteenveto/ })).toBeInTheDocument();
  });
});

describe('monthly-insights demo answers', () => {
  it('answer in the contract shapes, with reasons that add up to the change', async () => {
    const { insightSchema, forecastSchema, insightPlacesSchema } = await import('../contract/monthlyInsights');
    const { monthlyInsightsDemoAnswers } = await import('./demoAnswers');
    expect(insightPlacesSchema.parse(monthlyInsightsDemoAnswers.insightPlaces.answer())).toBeTruthy();
    const insight = insightSchema.parse(monthlyInsightsDemoAnswers.insightPages.answer({ month: '2026-01' }));
    const forecast = forecastSchema.parse(monthlyInsightsDemoAnswers.insightForecast.answer());
    for (const c of [...insight.comparisons, ...forecast.comparisons]) {
      expect(c.reasons.reduce((s, r) => s + r.cents, 0)).toBe(c.changeCents);
      expect(Math.round(c.toEuros * 100) - Math.round(c.fromEuros! * 100)).toBe(c.changeCents);
    }
  });
});
