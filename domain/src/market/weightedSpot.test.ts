import { describe, expect, it } from 'vitest';
import { VAT_FACTOR_ONE } from '../pricing/units';
import type { SpotPriceSeries } from './spotPrices';
import { plainSpotPrice, spotCostExact, sumWeightedSpot, weightedSpotPrice } from './weightedSpot';

const T0 = Date.UTC(2026, 0, 15, 10); // an hour start
const Q = 15 * 60_000;
/** Quarters at 40, 80, 120, 160 €/MWh (4, 8, 12, 16 c/kWh), then an hour with one quarter missing. */
const spot: SpotPriceSeries = {
  byStart: new Map([
    [T0, { minutes: 15, eurMwh: '40.000' }],
    [T0 + Q, { minutes: 15, eurMwh: '80.000' }],
    [T0 + 2 * Q, { minutes: 15, eurMwh: '120.000' }],
    [T0 + 3 * Q, { minutes: 15, eurMwh: '160.000' }],
    [T0 + 4 * Q, { minutes: 15, eurMwh: '100.000' }],
  ]),
};
const kwh = (value: number) => BigInt(value * 10_000);
const none = () => VAT_FACTOR_ONE;

describe('sumWeightedSpot', () => {
  it('weighs quarters by their kWh and leaves an unpriced interval out of both means', () => {
    const sums = sumWeightedSpot(
      [
        { startMs: T0, minutes: 15, kwh: kwh(3) },
        { startMs: T0 + 3 * Q, minutes: 15, kwh: kwh(1) },
        { startMs: T0 + 5 * Q, minutes: 15, kwh: kwh(2) }, // no price
      ],
      spot,
      none,
    );
    // (3 × 4 + 1 × 16) / 4 = 7 c/kWh weighted; (4 + 16) / 2 = 10 c/kWh plain; 28 c spot cost.
    expect(weightedSpotPrice(sums)).toBe(7n * 10n ** 8n);
    expect(plainSpotPrice(sums)).toBe(10n * 10n ** 8n);
    expect(spotCostExact(sums)).toBe(28n * 10n ** 12n);
    expect(sums).toMatchObject({ pricedEnergy: kwh(4), allEnergy: kwh(6), pricedIntervals: 2, presentMinutes: 45 });
  });

  it("prices an hourly reading at its quarters' mean, with the VAT factor given", () => {
    const sums = sumWeightedSpot([{ startMs: T0, minutes: 60, kwh: kwh(2) }], spot, () => VAT_FACTOR_ONE + 2_550n);
    // mean(4, 8, 12, 16) = 10 c × 1.255 = 12.55 c/kWh, also the plain mean of the one hour.
    expect(weightedSpotPrice(sums)).toBe(1_255_000_000n);
    expect(plainSpotPrice(sums)).toBe(1_255_000_000n);
    expect(sums.pricedEnergyWithVat).toBe(kwh(2) * 12_550n);
  });

  it('has no means without priced energy', () => {
    const sums = sumWeightedSpot([{ startMs: T0 + 4 * Q, minutes: 60, kwh: kwh(1) }], spot, none);
    expect([weightedSpotPrice(sums), plainSpotPrice(sums), sums.allEnergy]).toEqual([null, null, kwh(1)]);
  });
});
