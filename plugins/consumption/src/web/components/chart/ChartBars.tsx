import { memo } from 'react';
import type { ChartPoint } from '../../model/chartPoint';
import type { ChartLayout } from './chartLayout';
import { patternIds } from './ChartPatterns';
import { MISSING_COLOR } from './chartPalette';

interface ChartBarsProps {
  readonly points: readonly ChartPoint[];
  readonly layout: ChartLayout;
  readonly chartId: string;
  readonly barColor: string;
}

type BarKind = 'measured' | 'estimated' | 'partial' | 'gap';

/** The rectangle of one bar as path commands (from the zero line up, or down for a negative value). */
function barPath(x: number, top: number, width: number, height: number): string {
  return `M${x.toFixed(2)} ${top.toFixed(2)}h${width.toFixed(2)}v${height.toFixed(2)}h${(-width).toFixed(2)}Z`;
}

/**
 * The bars, drawn as one SVG path per kind instead of one element per bar: a year of grouped quarters
 * is some 1 700 bars, and four paths keep mount and data swaps fast (bench/consumption-chart).
 * A missing interval is a hatched band over the whole plot height, so a gap reads as a gap and never
 * as a low bar; a bar with some intervals missing ("partial") is hatched grey; estimated is striped.
 * Memoised because hovering re-renders the chart's state.
 */
export const ChartBars = memo(function ChartBars({ points, layout, chartId, barColor }: ChartBarsProps) {
  const ids = patternIds(chartId);
  const zero = layout.y(0);
  const inset = (layout.slotWidth - layout.barWidth) / 2;
  const paths: Record<BarKind, string[]> = { measured: [], estimated: [], partial: [], gap: [] };
  points.forEach((point, index) => {
    if (point.quality === 'notYet') return;
    const x = layout.x(index) + inset;
    if (point.value === null) {
      paths.gap.push(barPath(x, 0, layout.barWidth, layout.innerHeight));
      return;
    }
    const y = layout.y(point.value);
    const height = Math.max(Math.abs(y - zero), point.value === 0 ? 0 : 1);
    const kind: BarKind = point.quality === 'measured' ? 'measured' : point.quality === 'estimated' ? 'estimated' : 'partial';
    paths[kind].push(barPath(x, Math.min(zero, y), layout.barWidth, height));
  });
  const outline = layout.barWidth >= 4 ? 1 : 0;
  const fills: Record<BarKind, { fill: string; stroke?: string }> = {
    measured: { fill: barColor },
    estimated: { fill: `url(#${ids.estimated})`, stroke: barColor },
    partial: { fill: `url(#${ids.missing})`, stroke: MISSING_COLOR },
    gap: { fill: `url(#${ids.missing})` },
  };
  return (
    <g data-testid="chart-bars">
      {(Object.keys(paths) as BarKind[])
        .filter((kind) => paths[kind].length > 0)
        .map((kind) => (
          <path
            key={kind}
            d={paths[kind].join('')}
            fill={fills[kind].fill}
            stroke={fills[kind].stroke}
            strokeWidth={fills[kind].stroke ? outline : 0}
            data-quality={kind}
            data-bars={paths[kind].length}
          />
        ))}
    </g>
  );
});
