import { describe, expect, it } from 'vitest';
import {
  cheapestResponseSchema,
  energyPriceResponseSchema,
  futureResponseSchema,
  simulatorResponseSchema,
  suggestionResponseSchema,
  userPriceResponseSchema,
  weightedConsumptionPlusResponseSchema,
  weightedConsumptionResponseSchema,
} from '../contract';
import { demoSimulator } from './demo/demoSimulator';
import { demoSuggestion } from './demo/demoSuggestion';
import { demoUserPrice } from './demo/demoUserPrice';
import { demoWeightedConsumption, demoWeightedConsumptionPlus } from './demo/demoWeightedConsumption';
import { demoCheapest, demoEnergyPrices, marketPriceDemoAnswers } from './demoAnswers';

describe('market price demo answers', () => {
  it('have the shapes of the real answers', () => {
    expect(energyPriceResponseSchema.safeParse(marketPriceDemoAnswers.energyPrice.answer({})).success).toBe(true);
    const future = futureResponseSchema.parse(marketPriceDemoAnswers.futurePrices.answer({ unit: 'MWH' }));
    expect(future.futureData).toHaveLength(12);
    expect(cheapestResponseSchema.safeParse(marketPriceDemoAnswers.cheapest.answer({ hours: '3' })).success).toBe(true);
  });

  it('finds the cheapest window among the coming market periods', () => {
    const now = Date.parse('2026-11-25T10:00:00Z');
    const answer = demoCheapest({ hours: '2' }, now);
    const periods = demoEnergyPrices({}, now)
      .days.flatMap((day) => day.periods)
      .filter((p) => Date.parse(p.end) > now);
    const averages = periods.slice(0, periods.length - 7).map((_, i) => periods.slice(i, i + 8).reduce((sum, p) => sum + p.price, 0) / 8);
    expect(answer.window?.average).toBeCloseTo(Math.min(...averages), 3);
    expect(Date.parse(answer.window!.end) - Date.parse(answer.window!.start)).toBe(2 * 3_600_000);
  });

  it('gives a DST day its 92 or 100 market periods, and VAT 25.5 % on request', () => {
    const spring = demoEnergyPrices({ date: '2026-03-29' });
    expect(spring.days.map((day) => day.periods.length)).toEqual([92, 96]);
    const autumn = demoEnergyPrices({ date: '2026-10-25', resolution: 'HOUR' });
    expect(autumn.days[0]?.periods).toHaveLength(25);
    const without = demoEnergyPrices({ date: '2026-06-01', vat: 'VAT_0' }).days[0]!.periods[0]!.price;
    const withVat = demoEnergyPrices({ date: '2026-06-01' }).days[0]!.periods[0]!.price;
    expect(withVat).toBeCloseTo(without * 1.255, 2);
  });

  const NOW = Date.parse('2026-11-25T12:00:00Z');
  const HOME = { id: '1000000', locationIdentifier: 'DEMO-HOME' };

  it('answers the own price of the demo house, and 404 for another place', () => {
    expect(userPriceResponseSchema.safeParse(marketPriceDemoAnswers.userPrice.answer(HOME)).success).toBe(true);
    expect(marketPriceDemoAnswers.userPrice.answer({ ...HOME, locationIdentifier: 'DEMO-HEAT' })).toBeUndefined();
    const spring = userPriceResponseSchema.parse(demoUserPrice({ ...HOME, date: '2026-03-29' }, NOW));
    expect(spring.days.map((day) => day.periods.length)).toEqual([92, 96]);
    // The same spot prices as the price page, and the fixed price + transfer + tax with VAT in the total.
    const page = demoEnergyPrices({ date: '2026-03-29' }).days[0]!.periods;
    spring.days[0]!.periods.forEach((period, i) => expect(period.spot).toBeCloseTo(page[i]!.price, 1));
    expect(spring.days[0]!.periods[0]!.total).toBeCloseTo(10.04 + 4.12 + 2.83, 1);
    const month = spring.weightedMonth!;
    expect(month.month).toBe('2026-11');
    expect(month.consumptionKwh).toBeGreaterThan(0);
  });

  it('simulates the last 12 whole months at spot and at the fixed price or an offer', () => {
    const own = simulatorResponseSchema.parse(marketPriceDemoAnswers.simulator.answer(HOME));
    expect(own.months).toHaveLength(12);
    const simulated = simulatorResponseSchema.parse(demoSimulator({ ...HOME, fixedPriceCKwh: '12' }, NOW));
    expect(simulated.months.map((m) => m.month)).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
    ]);
    expect(simulated.terms.fixedPriceCKwh).toBe(12);
    const october = simulated.months[11]!;
    // A fixed month is kWh × price × 1.255 + the basic fee with VAT (4.90 €).
    expect(october.fixed!.energyEur).toBeCloseTo((october.kwh * 12 * 1.255) / 100, 1);
    expect(october.fixed!.basicFeeEur).toBeCloseTo(4.89, 2);
    expect(simulated.totals.kwh).toBeCloseTo(
      simulated.months.reduce((sum, m) => sum + m.kwh, 0),
      1,
    );
    expect(demoSimulator({ ...HOME, locationIdentifier: 'OTHER' }, NOW)).toBeUndefined();
  });

  it('suggests moving the peak hours to the cheapest hour of the last 28 days', () => {
    expect(suggestionResponseSchema.safeParse(marketPriceDemoAnswers.suggestion.answer(HOME)).success).toBe(true);
    const answer = suggestionResponseSchema.parse(demoSuggestion(HOME, NOW));
    expect(answer).toMatchObject({ from: '2026-10-28', to: '2026-11-24' });
    expect(answer.suggestions.length).toBeGreaterThan(0);
    expect(answer.suggestions.length).toBeLessThanOrEqual(3);
    const [best] = answer.suggestions;
    // The demo house's evening peak (17–22) meets the evening price peak (17–21).
    expect(best!.hour).toBeGreaterThanOrEqual(17);
    expect(best!.hourPriceCKwh).toBeGreaterThan(best!.cheapestPriceCKwh);
    const savings = answer.suggestions.map((s) => s.savingEurPer30Days);
    expect(savings).toEqual([...savings].sort((a, b) => b - a));
  });

  it('weights the year and month by the demo house load, with a 24-hour profile', () => {
    const plain = weightedConsumptionResponseSchema.parse(marketPriceDemoAnswers.weightedConsumption.answer(HOME));
    expect(plain.unit).toBe('c/kWh');
    const plus = weightedConsumptionPlusResponseSchema.parse(demoWeightedConsumptionPlus({ ...HOME, date: '2026-10-31' }, NOW));
    expect(plus.month).toMatchObject({ period: '2026-10', from: '2026-10-01', to: '2026-10-31', pricedIntervals: 31 * 96 + 4, paidPrice: null });
    expect(plus.profile).toHaveLength(24);
    expect(plus.profile.reduce((sum, hour) => sum + hour.consumptionKwh, 0)).toBeCloseTo(plus.year.consumptionKwh, 0);
    expect(plus.profile.reduce((sum, hour) => sum + hour.sharePercent, 0)).toBeCloseTo(100, 0);
    expect(plus.month.difference).toBeCloseTo(plus.month.weightedPrice! - plus.month.averagePrice!, 2);
    const plainOctober = demoWeightedConsumption({ ...HOME, date: '2026-10-31', vat: 'VAT_0' }, NOW)!;
    expect(plainOctober.month.weightedPrice! * 1.255).toBeCloseTo(plus.month.weightedPrice!, 2);
  });
});
