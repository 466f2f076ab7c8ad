import { describe, expect, it } from 'vitest';
import { cheapestQuarters, cheapestWindow } from './cheapestWindow';
import { QUARTER_MS, toQuarters, type QuarterPrice } from './quarterGrid';

const T0 = Date.UTC(2026, 0, 17, 22); // 18.1.2026 00:00 Helsinki
const quarters = (prices: readonly number[], from = T0): QuarterPrice[] =>
  prices.map((price, i) => ({ startMs: from + i * QUARTER_MS, price: BigInt(price) }));

describe('cheapestWindow', () => {
  it('finds the cheapest contiguous run and its exact sum', () => {
    const found = cheapestWindow(quarters([9, 5, 1, 2, 8, 0, 9, 9]), 2);
    expect(found).toEqual({ startMs: T0 + 2 * QUARTER_MS, endMs: T0 + 4 * QUARTER_MS, sum: 3n, quarters: 2 });
  });

  it('takes the earliest of equally cheap windows', () => {
    expect(cheapestWindow(quarters([1, 1, 5, 1, 1]), 2)?.startMs).toBe(T0);
  });

  it('never prices a window across a missing quarter', () => {
    const before = quarters([1, 1]);
    const after = quarters([1, 50, 50], T0 + 3 * QUARTER_MS); // the quarter at T0 + 2 has no price
    expect(cheapestWindow([...before, ...after], 3)).toEqual({ startMs: T0 + 3 * QUARTER_MS, endMs: T0 + 6 * QUARTER_MS, sum: 101n, quarters: 3 });
    expect(cheapestWindow([...before, ...after.slice(0, 1)], 3)).toBeNull();
  });

  it('handles negative prices', () => {
    expect(cheapestWindow(quarters([3, -4, -2, 5]), 2)?.sum).toBe(-6n);
  });
});

describe('toQuarters', () => {
  it('spreads an hourly price over its four quarters, so hours and quarters share one grid', () => {
    const grid = toQuarters([
      { startMs: T0, minutes: 60, eurMwh: '12.345' },
      { startMs: T0 + 4 * QUARTER_MS, minutes: 15, eurMwh: '-1.000' },
    ]);
    expect(grid.map((q) => [q.startMs - T0, q.price])).toEqual([
      [0, 12_345n],
      [QUARTER_MS, 12_345n],
      [2 * QUARTER_MS, 12_345n],
      [3 * QUARTER_MS, 12_345n],
      [4 * QUARTER_MS, -1_000n],
    ]);
  });
});

describe('cheapestQuarters', () => {
  it('returns the N cheapest in time order', () => {
    expect(cheapestQuarters(quarters([5, 1, 4, 0, 3]), 3).map((q) => q.price)).toEqual([1n, 0n, 3n]);
  });
});
