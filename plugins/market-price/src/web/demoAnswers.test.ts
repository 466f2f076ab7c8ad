import { describe, expect, it } from 'vitest';
import { cheapestResponseSchema, energyPriceResponseSchema, futureResponseSchema } from '../contract';
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
    const periods = demoEnergyPrices({}, now).days.flatMap((day) => day.periods).filter((p) => Date.parse(p.end) > now);
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
});
