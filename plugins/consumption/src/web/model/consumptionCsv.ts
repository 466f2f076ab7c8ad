import { csvDocument, formatDateTime, formatIntervalEnd, formatNumber, NO_BREAK_SPACE } from '@portal/core';
import type { ChartOverlay, ChartPoint, IntervalQuality } from './chartPoint';

export interface CsvValueColumn {
  /** Finnish header with its unit, e.g. `Kulutus (kWh)`. */
  readonly header: string;
  readonly decimals: number;
}

/** Finnish headers whatever the UI language: the file follows Datahub's Finnish export. */
export const CSV_HEADERS = { start: 'Alkuaika', end: 'Loppuaika', quality: 'Laatu' } as const;
export const CSV_QUALITY: Readonly<Record<IntervalQuality, string>> = {
  measured: 'mitattu',
  estimated: 'arvioitu',
  missing: 'puuttuu',
  notYet: 'ei vielä',
};

/**
 * Exactly the rows the chart and table show (after any display grouping): start, end (24:00 at a
 * local midnight), the value, its quality and one column per shown overlay. A missing value is an
 * empty field, never 0.
 */
export function consumptionCsv(points: readonly ChartPoint[], value: CsvValueColumn, overlays: readonly ChartOverlay[]): string {
  const headers = [CSV_HEADERS.start, CSV_HEADERS.end, value.header, CSV_HEADERS.quality, ...overlays.map((o) => `${o.label} (${o.unit})`)];
  const rows = points.map((point, index) => [
    formatDateTime(point.start),
    formatIntervalEnd(point.end),
    csvNumber(point.value, value.decimals),
    CSV_QUALITY[point.quality],
    ...overlays.map((o) => csvNumber(o.values[index] ?? null, o.decimals)),
  ]);
  return csvDocument(headers, rows);
}

/** Decimal comma without thousands spaces, so spreadsheets read the field as a number. */
export function csvNumber(value: number | null, decimals: number): string {
  return value === null ? '' : formatNumber(value, decimals).split(NO_BREAK_SPACE).join('');
}
