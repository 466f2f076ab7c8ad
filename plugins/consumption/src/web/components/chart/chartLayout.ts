import { scaleLinear } from '@visx/scale';
import type { ChartOverlay, ChartPoint } from '../../model/chartPoint';

export const CHART_MARGIN = { top: 12, right: 16, bottom: 36, left: 56 } as const;
/** Room for each right-hand axis (temperature, price, reactive power). */
export const SECONDARY_AXIS_WIDTH = 52;

export type LinearScale = ReturnType<typeof scaleLinear<number>>;

export interface ChartLayout {
  readonly innerWidth: number;
  readonly innerHeight: number;
  readonly marginRight: number;
  /** Index → left edge of the point's slot; slots are equal, so x(i + 1) − x(i) is the slot width. */
  readonly x: LinearScale;
  readonly slotWidth: number;
  readonly barWidth: number;
  readonly y: LinearScale;
  /** One scale per secondary overlay (each has its own unit). */
  readonly secondary: ReadonlyMap<string, LinearScale>;
}

/**
 * Scales for the bars and overlays. Points sit in equal slots by index, not by time: every bar of a
 * mode is one interval, and the 23- and 25-hour days still show each of their hours once.
 * The value axis includes 0 and negatives (a cost can be negative when spot prices are).
 */
export function chartLayout(width: number, height: number, points: readonly ChartPoint[], overlays: readonly ChartOverlay[]): ChartLayout {
  const secondaryOverlays = overlays.filter((o) => o.axis === 'secondary');
  const marginRight = CHART_MARGIN.right + secondaryOverlays.length * SECONDARY_AXIS_WIDTH;
  const innerWidth = Math.max(10, width - CHART_MARGIN.left - marginRight);
  const innerHeight = Math.max(10, height - CHART_MARGIN.top - CHART_MARGIN.bottom);
  const count = Math.max(1, points.length);
  const x = scaleLinear<number>({ domain: [0, count], range: [0, innerWidth] });
  const slotWidth = innerWidth / count;
  // Gaps between bars help only while bars are wide enough to see them.
  const barWidth = slotWidth >= 6 ? slotWidth * 0.8 : slotWidth;

  const primaryValues = [...points.map((p) => p.value), ...overlays.filter((o) => o.axis === 'primary').flatMap((o) => o.values)];
  const y = scaleLinear<number>({ domain: extentWithZero(primaryValues), range: [innerHeight, 0], nice: true });
  const secondary = new Map(
    secondaryOverlays.map((o) => [o.id, scaleLinear<number>({ domain: extentWithZero(o.values, false), range: [innerHeight, 0], nice: true })]),
  );
  return { innerWidth, innerHeight, marginRight, x, slotWidth, barWidth, y, secondary };
}

function extentWithZero(values: readonly (number | null)[], includeZero = true): [number, number] {
  let min = includeZero ? 0 : Infinity;
  let max = includeZero ? 0 : -Infinity;
  for (const v of values) {
    if (v === null) continue;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0, 1];
  if (min === max) return [min - 1, max + 1];
  return [min, max];
}
