import { useContext } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, Line } from '@visx/shape';
import { ThemeContext } from 'styled-components';
import { colorFrom, formatNumber } from '@portal/core';
import type { MonthValue } from '../../contract/future';

const WIDTH = 800;
const HEIGHT = 220;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 48 };

/**
 * Realised months and forward months side by side as bars: history in the primary colour, the
 * forward curve in the muted colour with an outline, so the two are told apart without colour too
 * (the table below names each row's kind). One labelled image; the table is its accessible form.
 */
export function FutureChart({ history, forward, label }: { history: readonly MonthValue[]; forward: readonly MonthValue[]; label: string }) {
  const theme = useContext(ThemeContext);
  const colors = { history: colorFrom(theme, 'primary'), forward: colorFrom(theme, 'mutedText'), axis: colorFrom(theme, 'mutedText') };
  const all = [...history.map((m) => ({ ...m, forward: false })), ...forward.map((m) => ({ ...m, forward: true }))];
  const key = (m: MonthValue) => `${m.year}-${String(m.month).padStart(2, '0')}`;
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({ domain: all.map(key), range: [0, innerWidth], padding: 0.2 });
  const values = all.map((m) => m.value);
  const y = scaleLinear<number>({ domain: [Math.min(0, ...values), Math.max(0.01, ...values)], range: [innerHeight, 0], nice: true });
  const zero = y(0);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label={label}>
      <Group left={MARGIN.left} top={MARGIN.top}>
        {all.map((m) => (
          <Bar
            key={key(m)}
            x={x(key(m)) ?? 0}
            y={m.value >= 0 ? y(m.value) : zero}
            width={x.bandwidth()}
            height={Math.max(1, Math.abs(y(m.value) - zero))}
            fill={m.forward ? 'transparent' : colors.history}
            stroke={m.forward ? colors.forward : 'none'}
            strokeWidth={2}
            strokeDasharray={m.forward ? '4 3' : undefined}
          />
        ))}
        <Line from={{ x: 0, y: zero }} to={{ x: innerWidth, y: zero }} stroke={colors.axis} />
        <AxisLeft
          scale={y}
          numTicks={4}
          stroke={colors.axis}
          tickStroke={colors.axis}
          tickFormat={(v) => formatNumber(Number(v), 0)}
          tickLabelProps={{ fill: colors.axis, fontSize: 12 }}
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickFormat={(v) => `${Number(String(v).slice(5))}/${String(v).slice(2, 4)}`}
          stroke={colors.axis}
          tickStroke={colors.axis}
          tickLabelProps={{ fill: colors.axis, fontSize: 11, textAnchor: 'middle' }}
        />
      </Group>
    </svg>
  );
}
