import { describe, expect, it } from 'vitest';
import {
  findLinkResponseSchema,
  linkResponseSchema,
  microSummarySchema,
  microTimeseriesSchema,
  panelDetailsSchema,
  panelSummarySchema,
  productionSeriesSchema,
  statementSchema,
} from '../contract';
import { demoMicroSummary, demoMicroTimeseries, demoPanelNumbers, demoProductionSeries, demoStatement, productionOf } from './demo/demoSolarSeries';
import { demoPanelDetails, solarDemoAnswers } from './demoAnswers';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const HOME = { owner: '1000000', locationIdentifier: 'DEMO-HOME' };

describe('solar demo answers (requirements §7 demo mode)', () => {
  it('answer every solar call in the contract shapes', () => {
    expect(panelSummarySchema.parse(solarDemoAnswers.panelInfo.answer()).panels).toHaveLength(1);
    expect(panelDetailsSchema.parse(solarDemoAnswers.panelDetails.answer({ panelId: 'DEMO-PV' })).panelId).toBe('DEMO-PV');
    expect(solarDemoAnswers.panelDetails.answer({ panelId: 'X' })).toBeUndefined();
    expect(solarDemoAnswers.production.answer({ panelId: 'X' })).toBeUndefined();
    expect(
      productionSeriesSchema.safeParse(solarDemoAnswers.production.answer({ panelId: 'DEMO-PV', mode: 'energy', period: 'month' })).success,
    ).toBe(true);
    expect(microSummarySchema.safeParse(solarDemoAnswers.microgenerationSummary.answer(HOME)).success).toBe(true);
    expect(microTimeseriesSchema.safeParse(solarDemoAnswers.microgenerationTimeseries.answer({ ...HOME, period: 'week' })).success).toBe(true);
    expect(statementSchema.safeParse(solarDemoAnswers.statement.answer({ ...HOME, month: '2026-06' })).success).toBe(true);
    for (const answer of [solarDemoAnswers.microgenerationSummary, solarDemoAnswers.microgenerationTimeseries, solarDemoAnswers.statement]) {
      expect(answer.answer({ ...HOME, locationIdentifier: 'OTHER' })).toBeUndefined();
    }
  });

  it('produces about 830 kWh per kWp a year, mostly in summer', () => {
    const details = panelDetailsSchema.parse(demoPanelDetails(NOW));
    expect(details.energyLast12Months! / details.kWp).toBeGreaterThan(750);
    expect(details.energyLast12Months! / details.kWp).toBeLessThan(950);
    expect(details.savings.saunaHeats).toBe(Math.round(details.energyLast12Months! / 10));
    const year = productionSeriesSchema.parse(demoProductionSeries({ mode: 'energy', period: 'year', start: '2025-03-01' }, NOW));
    expect(year.resolution).toBe('month');
    expect(year.points).toHaveLength(12);
    const june = year.points[5]!.value!;
    const december = year.points[11]!.value!;
    expect(june).toBeGreaterThan(20 * december);
    expect(year.totalKwh).toBeCloseTo(
      year.points.reduce((sum, point) => sum + point.value!, 0),
      2,
    );
  });

  it('draws a DST day with its own quarters and hours, and nothing at night', () => {
    const spring = productionSeriesSchema.parse(demoProductionSeries({ mode: 'power', period: 'day', start: '2026-03-29' }, NOW));
    expect(spring).toMatchObject({ resolution: 'quarter', unit: 'kW' });
    expect(spring.points).toHaveLength(92);
    expect(spring.points[0]!.value).toBe(0);
    const autumn = productionSeriesSchema.parse(demoProductionSeries({ mode: 'energy', period: 'day', start: '2026-10-25' }, NOW));
    expect(autumn.points).toHaveLength(25);
    // Power × ¼ h summed over the day is the day's energy.
    const springEnergy = demoProductionSeries({ mode: 'energy', period: 'day', start: '2026-03-29' }, NOW);
    expect(spring.points.reduce((sum, point) => sum + point.value! / 4, 0)).toBeCloseTo(springEnergy.totalKwh, 1);
    const rows = microTimeseriesSchema.parse(demoMicroTimeseries({ ...HOME, period: 'day', start: '2026-10-25' }, NOW)).rows;
    expect(rows).toHaveLength(100);
  });

  it('nets each quarter: production covers use first, only the surplus is sold', () => {
    const june = microTimeseriesSchema.parse(demoMicroTimeseries({ ...HOME, period: 'month', start: '2026-06-10' }, NOW));
    expect(june.resolution).toBe('day');
    expect(june.rows).toHaveLength(30);
    const { totals } = june;
    expect(totals.selfUsedKwh! + totals.exportedKwh!).toBeCloseTo(totals.productionKwh!, 2);
    expect(totals.selfUsedKwh! + totals.importedKwh!).toBeCloseTo(totals.consumptionKwh!, 2);
    expect(totals.exportedKwh).toBeGreaterThan(0);
    expect(totals.complete).toBe(true);
    // The statement of the month is the same netting, valued.
    const statement = statementSchema.parse(demoStatement({ ...HOME, month: '2026-06' }, NOW));
    expect(statement.productionKwh).toBeCloseTo(totals.productionKwh!, 2);
    expect(statement.exportRevenueEur).toBeCloseTo(totals.exportRevenueEur!, 2);
    expect(statement.selfUsedValueEur).toBeCloseTo((statement.selfUsedKwh * 16.988) / 100, 1);
    expect(statement.totalValueEur).toBeCloseTo(statement.selfUsedValueEur + statement.exportRevenueEur, 2);
    // Today is not over: its rows after now are empty and incomplete.
    const today = demoMicroTimeseries({ ...HOME, period: 'day', start: '2026-11-25' }, NOW);
    expect(today.rows.at(-1)).toMatchObject({ productionKwh: null, complete: false });
  });

  it('summarises the same series: yesterday, last week and last month', () => {
    const summary = microSummarySchema.parse(demoMicroSummary('DEMO-HOME', NOW));
    expect(summary.measurementDate).toBe('2026-11-24');
    const yesterday = demoProductionSeries({ mode: 'energy', period: 'day', start: '2026-11-24' }, NOW);
    expect(summary.yesterdayProduction).toBeCloseTo(yesterday.totalKwh, 2);
    expect(summary.previousWeek.span).toEqual({ start: '2026-11-16', end: '2026-11-23' });
    const week = demoProductionSeries({ mode: 'energy', period: 'week', start: '2026-11-16' }, NOW);
    expect(summary.previousWeek.production).toBeCloseTo(week.totalKwh, 2);
    expect(summary.previousMonth.span).toEqual({ start: '2026-10-01', end: '2026-11-01' });
    expect(summary.previousMonth.production).toBeCloseTo(productionOf({ start: '2026-10-01', end: '2026-11-01' }, NOW)!, 2);
    // Late autumn: far less than September; the sun covers only a small part of the house's use.
    expect(summary.previousMonth.type).toBe('DECREASE');
    expect(summary.monthSelfSufficiencyPercent).toBeLessThan(summary.monthSelfConsumptionPercent!);
    const numbers = demoPanelNumbers(NOW);
    expect(numbers.powerMeasuredAt).toBe('2026-11-25T11:45:00.000Z');
  });

  it('unlinks, finds and links again, and deletes the plant for the rest of the visit', () => {
    const owner = { owner: '1000000', panelId: 'DEMO-PV' };
    expect(linkResponseSchema.parse(solarDemoAnswers.unlinkProduction.answer({ ...owner, locationIdentifier: 'DEMO-HOME' }))).toEqual({
      panelId: 'DEMO-PV',
      locationIdentifier: null,
    });
    expect(panelSummarySchema.parse(solarDemoAnswers.panelInfo.answer()).panels[0]).toMatchObject({ locationIdentifier: null, locationName: null });
    const found = findLinkResponseSchema.parse(solarDemoAnswers.findLink.answer({ owner: '1000000' }, { panelId: 'DEMO-PV' }));
    expect(found.match?.locationIdentifier).toBe('DEMO-HOME');
    expect(solarDemoAnswers.findLink.answer({ owner: '1000000' }, { panelId: 'X' })).toBeUndefined();
    expect(solarDemoAnswers.linkProduction.answer({ ...owner, locationIdentifier: 'DEMO-HEAT' })).toBeUndefined();
    expect(linkResponseSchema.parse(solarDemoAnswers.linkProduction.answer({ ...owner, locationIdentifier: 'DEMO-HOME' })).locationIdentifier).toBe(
      'DEMO-HOME',
    );
    expect(panelSummarySchema.parse(solarDemoAnswers.panelInfo.answer()).panels[0]?.locationIdentifier).toBe('DEMO-HOME');
    const deleted = solarDemoAnswers.deletePanel.answer(owner);
    expect(deleted).toBeInstanceOf(Response);
    expect((deleted as Response).status).toBe(204);
    expect(panelSummarySchema.parse(solarDemoAnswers.panelInfo.answer()).panels).toEqual([]);
    expect(solarDemoAnswers.panelDetails.answer(owner)).toBeUndefined();
  });
});
