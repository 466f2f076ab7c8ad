import type { ChartPoint } from '../../plugins/consumption/src/web/model/chartPoint';

const QUARTER_MS = 15 * 60_000;
export const QUARTERS_IN_YEAR = 35_040;

/**
 * A deterministic year of 15-minute consumption (35 040 intervals): a daily and a seasonal rhythm,
 * some estimated and some missing intervals, so the chart draws every kind of bar. `seed` shifts the
 * shape so a swap really changes the data.
 */
export function yearOfQuarters(seed: number): ChartPoint[] {
  const start = Date.parse('2024-12-31T22:00:00Z');
  const points: ChartPoint[] = new Array(QUARTERS_IN_YEAR);
  for (let i = 0; i < QUARTERS_IN_YEAR; i++) {
    const hour = (i / 4) % 24;
    const day = i / 96;
    const missing = (i + seed * 7) % 997 === 0;
    const estimated = !missing && (i + seed) % 113 === 0;
    const value = 0.15 + 0.1 * Math.sin((hour / 24) * 2 * Math.PI + seed) + 0.12 * Math.cos((day / 365) * 2 * Math.PI);
    points[i] = {
      start: start + i * QUARTER_MS,
      end: start + (i + 1) * QUARTER_MS,
      value: missing ? null : Math.max(0, value),
      quality: missing ? 'missing' : estimated ? 'estimated' : 'measured',
      intervals: 1,
      estimatedIntervals: estimated ? 1 : 0,
      missingIntervals: missing ? 1 : 0,
    };
  }
  return points;
}
