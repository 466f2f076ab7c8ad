import { useContext, useMemo } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, Line } from '@visx/shape';
import { ThemeContext } from 'styled-components';
import { colorFrom, formatNumber, formatTime } from '@portal/core';
import type { DayPrices } from '../../contract/energyPrice';
import { isCurrent } from '../model/priceUnit';

export interface PriceChartProps {
  readonly day: DayPrices;
  readonly nowMs: number;
  /** The chart's summary for screen readers; the table next to it holds every value. */
  readonly label: string;
}

const WIDTH = 800;
const HEIGHT = 260;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 48 };

/**
 * The day's prices as bars, one per period (92/96/100 quarters, or hours): the current period in the
 * focus colour, negative prices below the zero line in the success colour. Drawn in a viewBox so it
 * scales to the column without measuring; the SVG is one labelled image (role="img"), the table is the
 * accessible form of the numbers.
 */
export function PriceChart({ day, nowMs, label }: PriceChartProps) {
  const theme = useContext(ThemeContext);
  const colors = {
    bar: colorFrom(theme, 'primary'),
    current: colorFrom(theme, 'focus'),
    negative: colorFrom(theme, 'success'),
    axis: colorFrom(theme, 'mutedText'),
  };
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const { x, y } = useMemo(() => {
    const values = day.periods.map((p) => p.price);
    const low = Math.min(0, ...values);
    const high = Math.max(0.01, ...values);
    return {
      x: scaleBand<string>({ domain: day.periods.map((p) => p.start), range: [0, innerWidth], padding: 0.15 }),
      y: scaleLinear<number>({ domain: [low, high], range: [innerHeight, 0], nice: true }),
    };
  }, [day, innerWidth, innerHeight]);
  const zero = y(0);
  // A tick every 3 hours in local time, whatever the period length and DST.
  const ticks = day.periods.filter((p) => new Date(p.start).getUTCMinutes() === 0 && parseInt(formatTime(p.start), 10) % 3 === 0).map((p) => p.start);

  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label={label} data-periods={day.periods.length}>
      <Group left={MARGIN.left} top={MARGIN.top}>
        {day.periods.map((p) => {
          const barY = p.price >= 0 ? y(p.price) : zero;
          const height = Math.max(1, Math.abs(y(p.price) - zero));
          const fill = isCurrent(p, nowMs) ? colors.current : p.price < 0 ? colors.negative : colors.bar;
          return (
            <Bar
              key={p.start}
              x={x(p.start) ?? 0}
              y={barY}
              width={x.bandwidth()}
              height={height}
              fill={fill}
              data-current={isCurrent(p, nowMs) || undefined}
            />
          );
        })}
        <Line from={{ x: 0, y: zero }} to={{ x: innerWidth, y: zero }} stroke={colors.axis} strokeWidth={1} />
        <AxisLeft
          scale={y}
          numTicks={5}
          stroke={colors.axis}
          tickStroke={colors.axis}
          tickFormat={(v) => formatNumber(Number(v), 0)}
          tickLabelProps={{ fill: colors.axis, fontSize: 12 }}
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={ticks}
          tickFormat={(v) => formatTime(String(v))}
          stroke={colors.axis}
          tickStroke={colors.axis}
          tickLabelProps={{ fill: colors.axis, fontSize: 12, textAnchor: 'middle' }}
        />
      </Group>
    </svg>
  );
}
