import { memo } from 'react';
import { AxisBottom, AxisLeft, AxisRight, type TickRendererProps } from '@visx/axis';
import type { ChartOverlay, ChartPoint } from '../../model/chartPoint';
import { SECONDARY_AXIS_WIDTH, type ChartLayout, type LinearScale } from './chartLayout';
import { overlayStyle } from './chartPalette';
import type { ConsumptionChartFormat } from './chartText';

/**
 * Tick labels as plain SVG text. visx's default label component measures every word with
 * getComputedTextLength (a forced layout each) to support wrapping, which single-line ticks never need.
 */
function TickLabel({ formattedValue, x, y, dx, dy, fill, fontSize, fontFamily, textAnchor }: TickRendererProps) {
  return (
    <text x={x} y={y} dx={dx} dy={dy} fill={fill} fontSize={fontSize} fontFamily={fontFamily} textAnchor={textAnchor}>
      {formattedValue}
    </text>
  );
}

/** At most one time label per this many pixels, so labels never overlap. */
const PX_PER_TIME_TICK = 72;

function tickDecimals(scale: LinearScale): number {
  const [low = 0, high = 1] = scale.domain();
  const span = Math.abs(high - low);
  return span >= 10 ? 0 : span >= 1 ? 1 : 2;
}

/** Time along the bottom, the bars' unit on the left, one right-hand axis per secondary overlay. */
export const ChartAxes = memo(function ChartAxes({
  points,
  overlays,
  layout,
  format,
  textColor,
}: {
  readonly points: readonly ChartPoint[];
  readonly overlays: readonly ChartOverlay[];
  readonly layout: ChartLayout;
  readonly format: ConsumptionChartFormat;
  readonly textColor: string;
}) {
  const every = Math.max(1, Math.ceil(points.length / Math.max(1, Math.floor(layout.innerWidth / PX_PER_TIME_TICK))));
  const tickIndices = points.map((_, i) => i).filter((i) => i % every === 0);
  const tickLabelProps = { fill: textColor, fontSize: 11, fontFamily: 'inherit' } as const;
  const decimals = tickDecimals(layout.y);
  return (
    <g aria-hidden="true">
      <AxisBottom
        top={layout.innerHeight}
        scale={layout.x}
        tickValues={tickIndices.map((i) => i + 0.5)}
        tickFormat={(v) => {
          const point = points[Math.floor(Number(v))];
          return point ? format.tick(point) : '';
        }}
        stroke={textColor}
        tickStroke={textColor}
        tickLabelProps={() => ({ ...tickLabelProps, textAnchor: 'middle', dy: '1em' })}
        tickComponent={TickLabel}
      />
      <AxisLeft
        scale={layout.y}
        numTicks={5}
        tickFormat={(v) => format.value(Number(v), decimals)}
        label={format.valueUnit}
        labelProps={{ ...tickLabelProps, textAnchor: 'middle' }}
        stroke={textColor}
        tickStroke={textColor}
        tickLabelProps={() => ({ ...tickLabelProps, textAnchor: 'end', dx: -4, dy: 4 })}
        tickComponent={TickLabel}
      />
      {overlays
        .filter((o) => o.axis === 'secondary')
        .map((overlay, i) => {
          const scale = layout.secondary.get(overlay.id);
          if (!scale) return null;
          const color = overlayStyle(overlay.id).color;
          return (
            <AxisRight
              key={overlay.id}
              left={layout.innerWidth + i * SECONDARY_AXIS_WIDTH}
              scale={scale}
              numTicks={5}
              tickFormat={(v) => format.value(Number(v), tickDecimals(scale))}
              label={overlay.unit}
              labelProps={{ ...tickLabelProps, fill: color, textAnchor: 'middle' }}
              stroke={color}
              tickStroke={color}
              tickLabelProps={() => ({ ...tickLabelProps, fill: color, textAnchor: 'start', dx: 4, dy: 4 })}
              tickComponent={TickLabel}
            />
          );
        })}
    </g>
  );
});
