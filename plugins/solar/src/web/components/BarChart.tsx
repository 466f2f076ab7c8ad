import { useContext, useMemo } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { ThemeContext } from 'styled-components';
import { colorFrom, formatNumber, useTranslation } from '@portal/core';

export interface BarDatum {
  readonly key: string;
  /** The tick text of the bar (e.g. 13, 5.3., 3/2026). */
  readonly label: string;
  readonly value: number | null;
}

export interface BarChartProps {
  readonly data: readonly BarDatum[];
  readonly series: string;
  readonly unit: string;
  readonly width: number;
  readonly height?: number;
  readonly decimals?: number;
}

const MARGIN = { top: 12, right: 12, bottom: 32, left: 56 };

/**
 * One series as bars (visx, like consumption's chart). The SVG is a single image whose accessible
 * name summarises it; the same numbers are in the table next to it, so nothing is only in the picture.
 */
export function BarChart({ data, series, unit, width, height = 260, decimals = 2 }: BarChartProps) {
  const { t } = useTranslation('solar');
  // useContext, not useTheme: the chart must also draw without a ThemeProvider (bare tests).
  const theme = useContext(ThemeContext);
  const barColor = colorFrom(theme, 'primary');
  const textColor = colorFrom(theme, 'text');
  const innerWidth = Math.max(10, width - MARGIN.left - MARGIN.right);
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const values = data.map((d) => d.value ?? 0);
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const x = useMemo(() => scaleBand<string>({ domain: data.map((d) => d.key), range: [0, innerWidth], padding: 0.15 }), [data, innerWidth]);
  const y = useMemo(() => scaleLinear<number>({ domain: [min, max || 1], range: [innerHeight, 0], nice: true }), [min, max, innerHeight]);
  const total = values.reduce((sum, v) => sum + v, 0);
  const summary = t('chart.summary', {
    series,
    count: data.length,
    total: `${formatNumber(total, decimals)} ${unit}`,
    max: `${formatNumber(max, decimals)} ${unit}`,
  });
  const labelOf = new Map(data.map((d) => [d.key, d.label]));
  const every = Math.max(1, Math.ceil(data.length / Math.max(1, Math.floor(innerWidth / 40))));
  return (
    <svg width={width} height={height} role="img" aria-label={summary} data-testid="solar-chart">
      <Group left={MARGIN.left} top={MARGIN.top}>
        {data.map((d) =>
          d.value === null ? null : (
            <Bar
              key={d.key}
              x={x(d.key) ?? 0}
              y={y(Math.max(0, d.value))}
              width={x.bandwidth()}
              height={Math.abs(y(d.value) - y(0))}
              fill={barColor}
            />
          ),
        )}
        <AxisLeft
          scale={y}
          numTicks={5}
          stroke={textColor}
          tickStroke={textColor}
          tickFormat={(v) => formatNumber(Number(v), 1)}
          tickLabelProps={{ fill: textColor, fontSize: 11, textAnchor: 'end', dx: -4, dy: 3 }}
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          stroke={textColor}
          tickStroke={textColor}
          tickValues={data.filter((_, i) => i % every === 0).map((d) => d.key)}
          tickFormat={(key) => labelOf.get(String(key)) ?? ''}
          tickLabelProps={{ fill: textColor, fontSize: 11, textAnchor: 'middle' }}
        />
      </Group>
    </svg>
  );
}
