/**
 * What the chart draws: one bar per interval (or per group of intervals once reduced for display).
 * Times are epoch milliseconds so scales and keyboard navigation do no date parsing.
 */
/** `notYet`: the interval has not happened (later today), so nothing is expected and nothing is drawn. */
export type IntervalQuality = 'measured' | 'estimated' | 'missing' | 'notYet';

export interface ChartPoint {
  readonly start: number;
  readonly end: number;
  /** Energy or cost of the interval; null when no value is known (missing), never a guessed 0. */
  readonly value: number | null;
  /** The worst quality among the intervals the point stands for: missing > estimated > measured. */
  readonly quality: IntervalQuality;
  /** How many metered intervals the point stands for (1 until reduced for display). */
  readonly intervals: number;
  readonly estimatedIntervals: number;
  readonly missingIntervals: number;
}

/** How an overlay's values combine when points are grouped for display. */
export type OverlayAggregation = 'sum' | 'mean';

/** A second series drawn over the bars, aligned index by index with the points. */
export interface ChartOverlay {
  readonly id: string;
  readonly label: string;
  /** Printed after the value: `°C`, `c/kWh`, `kWh`, `kvarh`. */
  readonly unit: string;
  readonly values: readonly (number | null)[];
  readonly aggregation: OverlayAggregation;
  /** Comparison series share the bars' scale; the others get their own axis on the right. */
  readonly axis: 'primary' | 'secondary';
  readonly decimals: number;
}

const QUALITY_RANK: Record<IntervalQuality, number> = { notYet: -1, measured: 0, estimated: 1, missing: 2 };

export function worstQuality(a: IntervalQuality, b: IntervalQuality): IntervalQuality {
  return QUALITY_RANK[a] >= QUALITY_RANK[b] ? a : b;
}
