import type { ChartOverlay, ChartPoint } from './chartPoint';
import { worstQuality } from './chartPoint';

/**
 * SVG stays fast and readable with at most about two bars per pixel column (DESIGN §6: large series
 * are downsampled for display, never for totals). Consecutive points are grouped into equal-sized
 * buckets; a bucket's bar is the sum of its known values, its quality the worst inside it, and the
 * counts say how many intervals were estimated or missing, so grouping never hides a gap.
 */
export const POINTS_PER_PIXEL = 2;

export interface ReducedSeries {
  readonly points: readonly ChartPoint[];
  readonly overlays: readonly ChartOverlay[];
  /** Source points per shown point; 1 when nothing was grouped. */
  readonly bucketSize: number;
}

export function maxPointsFor(widthPx: number): number {
  return Math.max(1, Math.floor(widthPx * POINTS_PER_PIXEL));
}

export function reduceForDisplay(points: readonly ChartPoint[], overlays: readonly ChartOverlay[], maxPoints: number): ReducedSeries {
  if (points.length <= maxPoints) return { points, overlays, bucketSize: 1 };
  const bucketSize = Math.ceil(points.length / maxPoints);
  const reduced: ChartPoint[] = [];
  for (let from = 0; from < points.length; from += bucketSize) {
    reduced.push(mergePoints(points, from, Math.min(points.length, from + bucketSize)));
  }
  return {
    points: reduced,
    overlays: overlays.map((overlay) => ({ ...overlay, values: reduceValues(overlay, bucketSize) })),
    bucketSize,
  };
}

function mergePoints(points: readonly ChartPoint[], from: number, to: number): ChartPoint {
  const first = points[from]!;
  let sum = 0;
  let known = 0;
  let quality = first.quality;
  let intervals = 0;
  let estimatedIntervals = 0;
  let missingIntervals = 0;
  for (let i = from; i < to; i++) {
    const p = points[i]!;
    if (p.value !== null) {
      sum += p.value;
      known++;
    }
    quality = worstQuality(quality, p.quality);
    intervals += p.intervals;
    estimatedIntervals += p.estimatedIntervals;
    missingIntervals += p.missingIntervals;
  }
  return {
    start: first.start,
    end: points[to - 1]!.end,
    value: known > 0 ? sum : null,
    quality,
    intervals,
    estimatedIntervals,
    missingIntervals,
  };
}

function reduceValues(overlay: ChartOverlay, bucketSize: number): (number | null)[] {
  const out: (number | null)[] = [];
  for (let from = 0; from < overlay.values.length; from += bucketSize) {
    let sum = 0;
    let known = 0;
    const to = Math.min(overlay.values.length, from + bucketSize);
    for (let i = from; i < to; i++) {
      const v = overlay.values[i];
      if (v !== null && v !== undefined) {
        sum += v;
        known++;
      }
    }
    out.push(known === 0 ? null : overlay.aggregation === 'sum' ? sum : sum / known);
  }
  return out;
}
