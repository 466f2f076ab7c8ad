import { describe, expect, it } from 'vitest';
import {
  budgetResponseSchema,
  districtHeatingSummarySchema,
  energyConsumptionSummarySchema,
  profileResponseSchema,
  timeseriesResponseSchema,
  weightedResponseSchema,
} from '../contract';
import { demoProfile, demoWeighted } from './demo/demoInsights';
import { consumptionDemoAnswers, demoDistrictHeatingSummary, demoTimeseries } from './demoAnswers';

const NOW = Date.parse('2026-11-25T12:00:00Z');

describe('consumption demo answers', () => {
  it('have the shapes of the real answers', () => {
    const params = { userId: '1000000', locationIdentifier: 'DEMO-HOME', mode: 'month', start: '2026-10-10' };
    expect(timeseriesResponseSchema.parse(consumptionDemoAnswers.timeseries.answer(params)).points).toHaveLength(31);
    expect(energyConsumptionSummarySchema.safeParse(consumptionDemoAnswers.summary.answer(params)).success).toBe(true);
    expect(budgetResponseSchema.safeParse(consumptionDemoAnswers.budget.answer(params)).success).toBe(true);
  });

  it('gives the DST days their 23 and 25 hours, in 15-minute intervals of Helsinki time', () => {
    const spring = demoTimeseries({ mode: 'day', start: '2026-03-29' }, NOW);
    expect(spring.points).toHaveLength(23);
    expect(spring.points.every((point) => point.expectedIntervals === 4)).toBe(true);
    const autumn = demoTimeseries({ mode: 'dayQuarterly', start: '2026-10-25' }, NOW);
    expect(autumn.points).toHaveLength(100);
    // The repeated hour 03:00–04:00 appears twice, told apart by its offset.
    expect(autumn.points.filter((point) => point.localStart === '03:00').map((point) => point.offsetMinutes)).toEqual([180, 120]);
    expect(autumn.points.at(-1)?.localEnd).toBe('24:00');
  });

  it('answers the district heating page from an hourly meter', () => {
    const params = { userId: '1000000', locationIdentifier: 'DEMO-HEAT', mode: 'dayQuarterly', start: '2026-01-15' };
    const series = timeseriesResponseSchema.parse(consumptionDemoAnswers.districtHeatingTimeseries.answer(params));
    expect(series).toMatchObject({ utilityType: 'DISTRICT_HEATING', resolution: 'hour', meterResolutionMinutes: 60 });
    expect(series.points.every((point) => point.expectedIntervals === 1)).toBe(true);
    const summary = districtHeatingSummarySchema.parse(demoDistrictHeatingSummary({ mode: 'month', start: '2026-01-15' }, NOW));
    expect(summary.consumption).toBeCloseTo(summary.consumptionKwh! / 1000, 3);
    expect(districtHeatingSummarySchema.parse(demoDistrictHeatingSummary({ mode: 'month', start: '2027-01-15' }, NOW)).consumption).toBeNull();
  });

  it('leaves the future empty and prices in euros on request', () => {
    const today = demoTimeseries({ mode: 'day', start: '2026-11-25', unit: 'EUR' }, NOW);
    const afternoon = today.points.filter((point) => point.localStart >= '15:00');
    expect(afternoon.every((point) => point.kwh === null && point.quality === 'missing' && point.expectedIntervals === 0)).toBe(true);
    const morning = today.points[8]!;
    expect(morning.kwh).toBeGreaterThan(0);
    expect(morning.eur).toBeCloseTo(Math.round(morning.kwh! * 0.1245 * 100) / 100, 2);
  });

  it('keeps a budget set in the demo for the rest of the visit', () => {
    const params = { userId: '1000000', locationIdentifier: 'DEMO-HOME' };
    consumptionDemoAnswers.setBudget.answer(params, { active: true, budget: 1234, unit: 'kWh' });
    expect(budgetResponseSchema.parse(consumptionDemoAnswers.budget.answer(params)).budget).toBe(1234);
  });

  it('profiles the same load as the chart, with the DST days’ own hours', () => {
    const params = { userId: '1000000', locationIdentifier: 'DEMO-HOME', mode: 'month', start: '2026-10-01' };
    const profile = profileResponseSchema.parse(consumptionDemoAnswers.profile.answer(params));
    // October 2026: 31 days, the 25th has 25 hours (03:00 twice) — 745 hours, all in the past.
    expect(profile.hoursUsed).toBe(31 * 24 + 1);
    expect(profile.byHourOfDay[3]?.samples).toBe(32);
    expect(profile.byWeekday.reduce((sum, day) => sum + day.days, 0)).toBe(31);
    const month = demoTimeseries({ mode: 'month', start: '2026-10-01' }, NOW);
    const byWeekday = profile.byWeekday.reduce((sum, day) => sum + (day.averageKwh ?? 0) * day.days, 0);
    expect(byWeekday).toBeCloseTo(month.totals.kwh, 1);
    // March: the skipped 03:00 hour has one sample less.
    const march = demoProfile({ mode: 'month', start: '2026-03-01' }, NOW);
    expect(march.byHourOfDay[3]?.samples).toBe(30);
    expect(march.hoursUsed).toBe(31 * 24 - 1);
    // The future has no samples.
    expect(demoProfile({ mode: 'month', start: '2027-01-01' }, NOW).hoursUsed).toBe(0);
  });

  it('weights the demo spot prices by the same load', () => {
    const params = { userId: '1000000', locationIdentifier: 'DEMO-HOME', mode: 'month', start: '2026-10-01', vat: 'VAT_24' };
    const weighted = weightedResponseSchema.parse(consumptionDemoAnswers.weighted.answer(params));
    const month = demoTimeseries({ mode: 'month', start: '2026-10-01' }, NOW);
    expect(weighted.consumptionKwh).toBeCloseTo(month.totals.kwh, 1);
    expect(weighted.pricedIntervals).toBe(31 * 96 + 4); // the 25-hour day has 100 quarters
    expect(weighted.spotCostEur! * 100).toBeCloseTo(weighted.weightedAveragePrice! * weighted.consumptionKwh, -1);
    expect(weighted.difference).toBeCloseTo(weighted.weightedAveragePrice! - weighted.averagePrice!, 3);
    const without = demoWeighted({ ...params, vat: 'VAT_0' }, NOW);
    expect(without.averagePrice! * 1.255).toBeCloseTo(weighted.averagePrice!, 2);
    expect(demoWeighted({ mode: 'month', start: '2027-02-01' }, NOW)).toMatchObject({
      weightedAveragePrice: null,
      averagePrice: null,
      pricedIntervals: 0,
    });
  });
});
