import { memo } from 'react';
import { Bar } from '@visx/shape';
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

/**
 * One bar per point. A missing interval is drawn as a hatched band over the plot height, so a gap is
 * seen as a gap and never as a low bar; memoised because hovering re-renders the chart's state.
 */
export const ChartBars = memo(function ChartBars({ points, layout, chartId, barColor }: ChartBarsProps) {
  const ids = patternIds(chartId);
  const zero = layout.y(0);
  const inset = (layout.slotWidth - layout.barWidth) / 2;
  return (
    <g data-testid="chart-bars">
      {points.map((point, index) => {
        const left = layout.x(index) + inset;
        if (point.quality === 'notYet') return null;
        if (point.value === null) {
          return (
            <Bar
              key={point.start}
              x={left}
              y={0}
              width={layout.barWidth}
              height={layout.innerHeight}
              fill={`url(#${ids.missing})`}
              data-quality="missing"
            />
          );
        }
        const top = Math.min(zero, layout.y(point.value));
        const height = Math.max(Math.abs(layout.y(point.value) - zero), point.value === 0 ? 0 : 1);
        const fill = point.quality === 'measured' ? barColor : point.quality === 'estimated' ? `url(#${ids.estimated})` : `url(#${ids.missing})`;
        return (
          <Bar
            key={point.start}
            x={left}
            y={top}
            width={layout.barWidth}
            height={height}
            fill={fill}
            stroke={point.quality === 'measured' ? undefined : point.quality === 'estimated' ? barColor : MISSING_COLOR}
            strokeWidth={point.quality === 'measured' || layout.barWidth < 4 ? 0 : 1}
            data-quality={point.quality}
          />
        );
      })}
    </g>
  );
});
