import { describe, expect, it } from 'vitest';
import { budgetResponseSchema, districtHeatingSummarySchema, energyConsumptionSummarySchema, timeseriesResponseSchema } from '../contract';
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
});
