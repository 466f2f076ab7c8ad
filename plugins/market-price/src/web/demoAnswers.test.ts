import { describe, expect, it } from 'vitest';
import { energyPriceResponseSchema, futureResponseSchema } from '../contract';
import { demoEnergyPrices, marketPriceDemoAnswers } from './demoAnswers';

describe('market price demo answers', () => {
  it('have the shapes of the real answers', () => {
    expect(energyPriceResponseSchema.safeParse(marketPriceDemoAnswers.energyPrice.answer({})).success).toBe(true);
    const future = futureResponseSchema.parse(marketPriceDemoAnswers.futurePrices.answer({ unit: 'MWH' }));
    expect(future.futureData).toHaveLength(12);
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
