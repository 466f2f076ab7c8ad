import { colorFrom, useFormatters, useTranslation } from '@portal/core';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useTheme } from 'styled-components';
import { monthLabel, type MonthlyAmount } from '../model/monthlyAmounts';

const WIDTH = 640;
const HEIGHT = 240;
const MARGIN = { top: 10, right: 10, bottom: 40, left: 60 };

/**
 * Invoiced euros per month (with VAT). Lives in the invoices page's lazy chunk, so visx is not in the
 * portal's first download. The card around it names it; the same numbers are in the table
 * beside it for screen readers, so the SVG itself is one labelled image.
 */
export function MonthlyAmountsChart({ months }: { readonly months: readonly MonthlyAmount[] }) {
  const { t } = useTranslation('invoices');
  const format = useFormatters();
  const theme = useTheme();
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({ domain: months.map((m) => m.month), range: [0, innerWidth], padding: 0.2 });
  const y = scaleLinear<number>({ domain: [0, Math.max(1, ...months.map((m) => m.amount))], range: [innerHeight, 0], nice: true });
  const every = Math.max(1, Math.ceil(months.length / 8));
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label={t('chart.caption')}>
      <Group left={MARGIN.left} top={MARGIN.top}>
        {months.map((m) => (
          <Bar
            key={m.month}
            x={x(m.month)}
            y={y(m.amount)}
            width={x.bandwidth()}
            height={innerHeight - y(m.amount)}
            fill={colorFrom(theme, 'primary')}
          >
            <title>{`${monthLabel(m.month)}: ${format.money(m.amount)}`}</title>
          </Bar>
        ))}
        <AxisLeft scale={y} numTicks={4} tickFormat={(value) => `${format.number(Number(value), 0)} €`} />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickFormat={(month) => monthLabel(month)}
          tickValues={months.filter((_, i) => i % every === 0).map((m) => m.month)}
        />
      </Group>
    </svg>
  );
}
