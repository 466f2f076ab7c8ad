import type { ProfileResponse } from '../../contract';
import type { ChartPoint } from './chartPoint';

/**
 * One bar of a consumption profile: an hour of the day (0–23) or an ISO weekday (1–7), its average
 * and how many hours or days the average is over. A slot without any complete hour or day has no
 * average (null), never 0.
 */
export interface ProfileBar {
  readonly slot: number;
  readonly averageKwh: number | null;
  readonly samples: number;
}

export function hourOfDayBars(profile: ProfileResponse): ProfileBar[] {
  return profile.byHourOfDay.map((h) => ({ slot: h.hour, averageKwh: h.averageKwh, samples: h.samples }));
}

export function weekdayBars(profile: ProfileResponse): ProfileBar[] {
  return profile.byWeekday.map((d) => ({ slot: d.weekday, averageKwh: d.averageKwh, samples: d.days }));
}

/**
 * Profile bars as the consumption chart's points, so the profile gets the same accessible chart
 * (keyboard points, tooltip, legend). `start`/`end` are the slot's ordinal, not instants: the chart
 * places bars by index and leaves ticks and ranges to the caller's format. A slot without an average
 * is drawn as the chart's "missing" band.
 */
export function profileChartPoints(bars: readonly ProfileBar[]): ChartPoint[] {
  return bars.map((bar) => ({
    start: bar.slot,
    end: bar.slot + 1,
    value: bar.averageKwh,
    quality: bar.averageKwh === null ? 'missing' : 'measured',
    intervals: bar.samples,
    estimatedIntervals: 0,
    missingIntervals: bar.averageKwh === null ? 1 : 0,
  }));
}

/** The slot with the highest average (the first of equals), for the chart's one-line summary. */
export function peakBar(bars: readonly ProfileBar[]): ProfileBar | null {
  let peak: ProfileBar | null = null;
  for (const bar of bars) {
    if (bar.averageKwh !== null && (peak === null || bar.averageKwh > (peak.averageKwh ?? -Infinity))) peak = bar;
  }
  return peak;
}
