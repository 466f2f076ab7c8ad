import { MONTHLY_INSIGHTS_ROUTES } from '../contract/paths';
import type { DemoAnswers } from '@portal/core';
import type { Forecast, Insight, InsightPlaces } from '../contract/monthlyInsights';

/**
 * requirements §7 demo mode: the insight operations answered with canned data (the demo house "Koti", a cold
 * month on spot price). The reasons add up to the change to the cent, as the server's do; a test
 * parses every answer with the contract's schemas.
 */
const PLACE = 'DEMO-HOME';

const INSIGHT: Insight = {
  locationIdentifier: PLACE,
  name: 'Koti',
  month: '2026-01',
  summary: {
    month: '2026-01',
    days: 31,
    kwh: 1412.6,
    euros: 213.48,
    energyEuros: 203.69,
    feesEuros: 9.79,
    weightedPriceCKwh: 14.42,
    plainPriceCKwh: 13.87,
    degreeDays: 668.2,
    complete: true,
    missingIntervals: 0,
  },
  comparisons: [
    {
      against: 'previousMonth',
      month: '2025-12',
      available: true,
      fromEuros: 174.12,
      toEuros: 213.48,
      changeCents: 3936,
      changeEuros: 39.36,
      kwhPerDegreeDay: 1.52,
      reasons: [
        { key: 'temperature', cents: 2871, euros: 28.71 },
        { key: 'days', cents: 0, euros: 0 },
        { key: 'usage', cents: 412, euros: 4.12 },
        { key: 'price', cents: 505, euros: 5.05 },
        { key: 'timing', cents: 148, euros: 1.48 },
      ],
    },
    {
      against: 'yearAgo',
      month: '2025-01',
      available: true,
      fromEuros: 231.9,
      toEuros: 213.48,
      changeCents: -1842,
      changeEuros: -18.42,
      kwhPerDegreeDay: 1.52,
      reasons: [
        { key: 'temperature', cents: -1310, euros: -13.1 },
        { key: 'days', cents: 0, euros: 0 },
        { key: 'usage', cents: -221, euros: -2.21 },
        { key: 'price', cents: -407, euros: -4.07 },
        { key: 'timing', cents: 96, euros: 0.96 },
      ],
    },
  ],
  topHours: {
    mostExpensive: [
      { startUtc: '2026-01-21T15:00:00.000Z', kwh: 4.21, euros: 2.87 },
      { startUtc: '2026-01-21T16:00:00.000Z', kwh: 3.98, euros: 2.41 },
      { startUtc: '2026-01-14T06:00:00.000Z', kwh: 3.1, euros: 1.96 },
    ],
    highestConsumption: [
      { startUtc: '2026-01-08T17:00:00.000Z', kwh: 5.02, euros: 0.61 },
      { startUtc: '2026-01-08T18:00:00.000Z', kwh: 4.88, euros: 0.57 },
      { startUtc: '2026-01-21T15:00:00.000Z', kwh: 4.21, euros: 2.87 },
    ],
  },
  tip: { key: 'shiftToCheapHours' },
  budget: { months: 12, averageEuros: 141.2, differenceEuros: 72.28 },
  greenPower: { available: true, productName: null, sharePercent: 0 },
  localPower: { available: false, sharePercent: null },
  graph: {
    days: Array.from({ length: 31 }, (_, i) => ({
      date: `2026-01-${String(i + 1).padStart(2, '0')}`,
      kwh: 40 + ((i * 7) % 13),
      euros: Math.round((5.5 + ((i * 5) % 9) * 0.4) * 100) / 100,
      degreeDays: 18 + ((i * 3) % 11),
    })),
  },
  newUser: { isNew: false, firstMonth: '2024-02' },
  package: { pricing: 'SPOT', greenPowerOn: false, productName: null },
};

const FORECAST: Forecast = {
  locationIdentifier: PLACE,
  month: '2026-02',
  meteredThrough: '2026-02-14',
  meteredDays: 14,
  days: 28,
  meteredEuros: 98.4,
  forecastKwh: 1180.2,
  forecastEuros: 181.75,
  comparisons: [
    {
      against: 'previousMonth',
      month: '2026-01',
      available: true,
      fromEuros: 213.48,
      toEuros: 181.75,
      changeCents: -3173,
      changeEuros: -31.73,
      kwhPerDegreeDay: 1.52,
      reasons: [
        { key: 'temperature', cents: -912, euros: -9.12 },
        { key: 'days', cents: -2066, euros: -20.66 },
        { key: 'usage', cents: 120, euros: 1.2 },
        { key: 'price', cents: -280, euros: -2.8 },
        { key: 'timing', cents: -35, euros: -0.35 },
      ],
    },
  ],
};

const PLACES: InsightPlaces = { places: [{ locationIdentifier: PLACE, name: 'Koti', months: ['2026-01', '2025-12'] }] };

export const monthlyInsightsDemoAnswers = {
  insightPlaces: { route: `GET /api${MONTHLY_INSIGHTS_ROUTES.places}`, answer: () => PLACES },
  insightPages: {
    route: `GET /api${MONTHLY_INSIGHTS_ROUTES.pages}`,
    answer: (params) => ({ ...INSIGHT, month: params.month ?? INSIGHT.month, summary: { ...INSIGHT.summary, month: params.month ?? INSIGHT.month } }),
  },
  // requirements §7 names "insight package" among the demo operations: the package page's content.
  insightPackage: () => INSIGHT.package,
  insightForecast: { route: `GET /api${MONTHLY_INSIGHTS_ROUTES.forecast}`, answer: () => FORECAST },
} satisfies DemoAnswers;
