import { formatDate, formatMoney, useTranslation } from '@portal/core';
import styled from 'styled-components';
import type { Insight } from '../../contract/monthlyInsights';
import { monthLabel } from './monthLabel';

const Svg = styled.svg`
  width: 100%;
  max-width: 40rem;
  height: auto;
`;

/**
 * The month's daily costs as bars. The drawing is an image with a label that says what it shows
 * (the highest day); the figures themselves are in the table on the summary page's neighbours and in
 * the day list below, so nothing is in the picture alone.
 */
export function DailyGraph({ insight }: { readonly insight: Insight }) {
  const { t } = useTranslation('monthly-insights');
  const days = insight.graph.days;
  const max = days.reduce((best, d) => (d.euros > best.euros ? d : best), days[0] ?? { date: insight.month, euros: 0 });
  const top = Math.max(0.01, max.euros);
  const width = 620;
  const height = 200;
  const bar = width / Math.max(1, days.length);
  return (
    <figure>
      <Svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={t('graph.label', { month: monthLabel(insight.month), max: formatMoney(max.euros), date: formatDate(`${max.date}T12:00:00Z`) })}
      >
        {days.map((d, i) => {
          const h = Math.max(0, (d.euros / top) * (height - 10));
          return <rect key={d.date} x={i * bar + 1} y={height - h} width={Math.max(1, bar - 2)} height={h} fill="currentColor" />;
        })}
      </Svg>
      <figcaption>{t('graph.caption')}</figcaption>
    </figure>
  );
}
