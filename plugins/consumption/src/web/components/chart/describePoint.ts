import type { ChartOverlay, ChartPoint } from '../../model/chartPoint';
import type { ConsumptionChartFormat, ConsumptionChartText } from './chartText';

export interface PointDescription {
  readonly heading: string;
  readonly lines: readonly string[];
}

/**
 * What one point says, in the tooltip and to a screen reader alike: its interval, value, quality
 * (with how many grouped intervals were estimated or missing) and each overlay's value.
 */
export function describePoint(
  point: ChartPoint,
  index: number,
  overlays: readonly ChartOverlay[],
  text: ConsumptionChartText,
  format: ConsumptionChartFormat,
): PointDescription {
  const value = point.value === null ? text.noValue : `${format.value(point.value, format.valueDecimals)} ${format.valueUnit}`;
  const lines = [`${text.seriesLabel}: ${value}`];
  if (point.quality !== 'measured') lines.push(text.quality[point.quality]);
  const incomplete = text.incompleteIntervals(point);
  if (incomplete) lines.push(incomplete);
  for (const overlay of overlays) {
    const v = overlay.values[index];
    lines.push(`${overlay.label}: ${v === null || v === undefined ? text.noValue : `${format.value(v, overlay.decimals)} ${overlay.unit}`}`);
  }
  return { heading: format.range(point), lines };
}

export function describePointAsSentence(description: PointDescription): string {
  return [description.heading, ...description.lines].join(', ');
}
