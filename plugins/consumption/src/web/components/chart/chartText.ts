import type { ChartPoint, IntervalQuality } from '../../model/chartPoint';

/**
 * Everything the chart says in words, handed in by the page (translated) or the benchmark, so the
 * chart itself needs no portal context and renders the same anywhere.
 */
export interface ConsumptionChartText {
  /** The SVG's accessible name: what is shown and its total. */
  readonly summary: string;
  /** Read when the chart gets focus: how to move through the points. */
  readonly keyboardHint: string;
  /** Name of the bars' series with unit, e.g. `Kulutus (kWh)`. */
  readonly seriesLabel: string;
  readonly quality: Readonly<Record<IntervalQuality, string>>;
  /** Shown instead of a number for a missing interval. */
  readonly noValue: string;
  /** e.g. `3 / 96 jaksoa puuttuu` for a grouped bar. */
  readonly incompleteIntervals: (point: ChartPoint) => string | null;
}

/** How times and values read in ticks, tooltips and announcements. */
export interface ConsumptionChartFormat {
  readonly tick: (point: ChartPoint) => string;
  /** The whole interval, e.g. `5.3.2025 klo 23:00–24:00`. */
  readonly range: (point: ChartPoint) => string;
  readonly value: (value: number, decimals: number) => string;
  readonly valueDecimals: number;
  readonly valueUnit: string;
}
