import { describe, expect, it } from 'vitest';
import { modifiedZScores, OUTLIER_LIMIT } from './outliers';

describe('modifiedZScores', () => {
  it('flags the one place far from the rest and leaves ordinary spread alone', () => {
    const scores = modifiedZScores([100, 104, 98, 101, 97, 400, null]);
    expect(scores[6]).toBeNull();
    expect(Math.abs(scores[5]!)).toBeGreaterThan(OUTLIER_LIMIT);
    expect(scores.slice(0, 5).every((z) => Math.abs(z!) < OUTLIER_LIMIT)).toBe(true);
  });

  it('gives no outliers with fewer than three values', () => {
    expect(modifiedZScores([1, 1000])).toEqual([0, 0]);
  });
});
