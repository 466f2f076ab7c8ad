import { themeColor } from '@portal/core';
import styled from 'styled-components';
import type { ChartOverlay, ChartPoint } from '../../model/chartPoint';
import type { ConsumptionChartText } from './chartText';
import { MISSING_COLOR, overlayStyle } from './chartPalette';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  list-style: none;
  margin: 0.5rem 0 0;
  padding: 0;
  font-size: 0.875rem;
  color: ${themeColor('text')};
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
`;

const SWATCH = { width: 18, height: 12 } as const;

/**
 * The key to the chart. Estimated and missing entries appear only when the shown data has them, so
 * the legend always explains what is on screen and a gap is never left unexplained.
 */
export function ChartLegend({
  points,
  overlays,
  text,
  barColor,
}: {
  readonly points: readonly ChartPoint[];
  readonly overlays: readonly ChartOverlay[];
  readonly text: ConsumptionChartText;
  readonly barColor: string;
}) {
  const hasEstimated = points.some((p) => p.estimatedIntervals > 0);
  const hasMissing = points.some((p) => p.missingIntervals > 0);
  return (
    <List aria-label={text.seriesLabel}>
      <Item>
        <svg {...SWATCH} aria-hidden="true">
          <rect {...SWATCH} fill={barColor} />
        </svg>
        {text.quality.measured}
      </Item>
      {hasEstimated && (
        <Item>
          <svg {...SWATCH} aria-hidden="true">
            {[0, 6, 12].map((x) => (
              <rect key={x} x={x} width={3} height={SWATCH.height} fill={barColor} />
            ))}
            <rect {...SWATCH} fill="none" stroke={barColor} />
          </svg>
          {text.quality.estimated}
        </Item>
      )}
      {hasMissing && (
        <Item>
          <svg {...SWATCH} aria-hidden="true">
            <path d="M0 0L12 12M6 0L18 12M0 6L6 12M12 0L18 6" stroke={MISSING_COLOR} />
            <rect {...SWATCH} fill="none" stroke={MISSING_COLOR} />
          </svg>
          {text.quality.missing}
        </Item>
      )}
      {overlays.map((overlay) => {
        const style = overlayStyle(overlay.id);
        return (
          <Item key={overlay.id}>
            <svg {...SWATCH} aria-hidden="true">
              <line x1={0} x2={SWATCH.width} y1={6} y2={6} stroke={style.color} strokeWidth={2} strokeDasharray={style.dash} />
            </svg>
            {overlay.label} ({overlay.unit})
          </Item>
        );
      })}
    </List>
  );
}
