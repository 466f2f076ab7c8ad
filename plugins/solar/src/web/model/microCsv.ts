import { csvDocument, formatDateTime, formatNumber, NO_BREAK_SPACE } from '@portal/core';
import type { NetRow } from '../../contract';
import { finnishDate } from './localDates';

/**
 * The netted rows as shown, in the same conventions as consumption's CSV (core's csvDocument: `;`,
 * decimal comma, BOM, CRLF; Finnish headers whatever the UI language, as Datahub's export). A missing
 * value is an empty field, never 0.
 */
export const MICRO_CSV_HEADERS = [
  'Alkuaika',
  'Kulutus (kWh)',
  'Tuotanto (kWh)',
  'Oma käyttö (kWh)',
  'Verkkoon (kWh)',
  'Verkosta (kWh)',
  'Myyntitulo (€, alv 0 %)',
  'Täydellinen',
] as const;

const number = (value: number | null, decimals: number) => (value === null ? '' : formatNumber(value, decimals).split(NO_BREAK_SPACE).join(''));

export function microCsv(rows: readonly NetRow[], byDate: boolean): string {
  return csvDocument(
    MICRO_CSV_HEADERS,
    rows.map((row) => [
      byDate ? finnishDate(row.date) : formatDateTime(row.start),
      number(row.consumptionKwh, 3),
      number(row.productionKwh, 3),
      number(row.selfUsedKwh, 3),
      number(row.exportedKwh, 3),
      number(row.importedKwh, 3),
      number(row.exportRevenueEur, 2),
      row.complete ? 'kyllä' : 'ei',
    ]),
  );
}
