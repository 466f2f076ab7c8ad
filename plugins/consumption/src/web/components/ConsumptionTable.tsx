import { DataTable, type DataColumn } from '@portal/ui';
import { useFormatters } from '@portal/core';
import type { ChartOverlay, ChartPoint } from '../model/chartPoint';
import type { ConsumptionChartFormat, ConsumptionChartText } from './chart/chartText';

/**
 * The chart's data as a table: the same rows (after any display grouping), the interval ends with
 * 24:00, and the quality of each row in words, so estimated and missing values are as visible here
 * (and drawn muted, as in the chart).
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
  const index = new Map(points.map((point, i) => [point.start, i]));
  const columns: DataColumn<ChartPoint>[] = [
    { key: 'start', header: headers.start, cell: (point) => formatters.dateTime(point.start) },
    { key: 'end', header: headers.end, cell: (point) => formatters.intervalEnd(point.end) },
    {
      key: 'value',
      header: text.seriesLabel,
      numeric: true,
      cell: (point) => (point.value === null ? text.noValue : format.value(point.value, format.valueDecimals)),
    },
    {
      key: 'quality',
      header: headers.quality,
      cell: (point) => `${text.quality[point.quality]}${text.incompleteIntervals(point) ? ` (${text.incompleteIntervals(point)})` : ''}`,
    },
    ...overlays.map((o): DataColumn<ChartPoint> => ({
      key: o.id,
      header: `${o.label} (${o.unit})`,
      numeric: true,
      cell: (point) => {
        const v = o.values[index.get(point.start) ?? -1];
        return v === null || v === undefined ? text.noValue : format.value(v, o.decimals);
      },
    })),
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={points}
      rowKey={(point) => String(point.start)}
      isMuted={(point) => point.quality === 'missing' || point.quality === 'estimated'}
      maxHeight="28rem"
    />
  );
}
