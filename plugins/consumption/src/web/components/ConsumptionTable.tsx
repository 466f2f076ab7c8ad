import { themeColor, useFormatters } from '@portal/core';
import styled from 'styled-components';
import type { ChartOverlay, ChartPoint } from '../model/chartPoint';
import type { ConsumptionChartFormat, ConsumptionChartText } from './chart/chartText';
import { DataTable } from './dataTable';

const Scroll = styled.div`
  max-height: 28rem;
  overflow: auto;
  &:focus-visible {
    outline: 3px solid ${themeColor('focus')};
  }
`;

const Table = styled(DataTable)`
  tr[data-quality='missing'] td,
  tr[data-quality='estimated'] td {
    font-style: italic;
  }
`;

/**
 * The chart's data as a table: the same rows (after any display grouping), the interval ends with
 * 24:00, and the quality of each row in words, so estimated and missing values are as visible here.
 */
export function ConsumptionTable({
  caption,
  points,
  overlays,
  text,
  format,
  headers,
}: {
  readonly caption: string;
  readonly points: readonly ChartPoint[];
  readonly overlays: readonly ChartOverlay[];
  readonly text: ConsumptionChartText;
  readonly format: ConsumptionChartFormat;
  readonly headers: { readonly start: string; readonly end: string; readonly quality: string };
}) {
  const formatters = useFormatters();
  return (
    // The scrolling box is focusable so keyboard users can scroll a long table.
    <Scroll tabIndex={0} role="region" aria-label={caption}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{headers.start}</th>
            <th scope="col">{headers.end}</th>
            <th scope="col">{text.seriesLabel}</th>
            <th scope="col">{headers.quality}</th>
            {overlays.map((o) => (
              <th key={o.id} scope="col">
                {o.label} ({o.unit})
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.map((point, index) => (
            <tr key={point.start} data-quality={point.quality}>
              <td>{formatters.dateTime(point.start)}</td>
              <td>{formatters.intervalEnd(point.end)}</td>
              <td className="number">{point.value === null ? text.noValue : format.value(point.value, format.valueDecimals)}</td>
              <td>
                {text.quality[point.quality]}
                {text.incompleteIntervals(point) ? ` (${text.incompleteIntervals(point)})` : ''}
              </td>
              {overlays.map((o) => {
                const v = o.values[index];
                return (
                  <td key={o.id} className="number">
                    {v === null || v === undefined ? text.noValue : format.value(v, o.decimals)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
