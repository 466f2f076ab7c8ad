import { describe, expect, it } from 'vitest';
import { localDayIntervals } from '../time';
import { demoHouseholdQuarterKwh, demoSpotPriceAt, demoSpotPriceCKwh } from './demoEnergy';

describe('the demo house shared by the plugins’ demo answers', () => {
  it('gives every visit the same load and prices', () => {
    const ms = Date.parse('2026-01-15T16:00:00Z');
    expect(demoHouseholdQuarterKwh(ms)).toBe(demoHouseholdQuarterKwh(ms));
    expect(demoHouseholdQuarterKwh(ms, 'heat')).toBeGreaterThan(demoHouseholdQuarterKwh(ms));
    expect(demoSpotPriceCKwh('2026-01-15', '18:00')).toBe(demoSpotPriceCKwh('2026-01-15', '18:00'));
  });

  it('prices a quarter by its Helsinki market period, the repeated October hour included', () => {
    const autumn = localDayIntervals('2026-10-25', 15);
    expect(autumn).toHaveLength(100);
    for (const interval of autumn) expect(demoSpotPriceAt(interval.startUtc.getTime())).toBe(demoSpotPriceCKwh('2026-10-25', interval.localStart));
    // Inside a quarter the price is the quarter's.
    const first = autumn[40]!.startUtc.getTime();
    expect(demoSpotPriceAt(first + 7 * 60_000)).toBe(demoSpotPriceAt(first));
  });

  it('uses more in the evening than at night, and prices evenings above nights', () => {
    const day = localDayIntervals('2026-02-10', 15);
    const sum = (from: string, to: string, f: (i: (typeof day)[number]) => number) =>
      day.filter((i) => i.localStart >= from && i.localStart < to).reduce((total, i) => total + f(i), 0);
    expect(sum('18:00', '20:00', (i) => demoHouseholdQuarterKwh(i.startUtc.getTime()))).toBeGreaterThan(
      2 * sum('02:00', '04:00', (i) => demoHouseholdQuarterKwh(i.startUtc.getTime())),
    );
    expect(sum('18:00', '20:00', (i) => demoSpotPriceAt(i.startUtc.getTime()))).toBeGreaterThan(
      sum('02:00', '04:00', (i) => demoSpotPriceAt(i.startUtc.getTime())),
    );
  });
});
