import { CsvLineError } from './csvLineError';

/**
 * The shape shared by the Finnish CSV files the portal ingests (DOMAIN): `;`-separated, decimal comma,
 * a header line, columns found by their header names (any order, case and spacing ignored), not by
 * position. Cells may be quoted; values never contain `;`, so a plain split is exact.
 */
export interface CsvRow {
  /** 1-based line in the file (the header is line 1). */
  readonly line: number;
  readonly cells: readonly string[];
}

export interface CsvTable {
  readonly header: readonly string[];
  /** Non-blank data lines. */
  readonly rows: readonly CsvRow[];
}

/** A header name as compared: quotes dropped, spacing collapsed, lower case. */
export const normaliseHeader = (text: string) => text.trim().replace(/^"|"$/g, '').replace(/\s+/g, ' ').toLowerCase();

/** A cell's text: surrounding spaces and quotes dropped. */
export const cellText = (text: string | undefined) =>
  (text ?? '')
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();

export function readCsvTable(text: string): CsvTable {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = (lines[0] ?? '').split(';').map(normaliseHeader);
  const rows: CsvRow[] = [];
  for (let i = 1; i < lines.length; i++) {
    const raw = lines[i] as string;
    if (raw.trim() === '') continue;
    rows.push({ line: i + 1, cells: raw.split(';') });
  }
  return { header, rows };
}

/**
 * Column indexes by alias list; -1 for a column the header lacks. A required column that is missing is
 * reported on line 1 under its first alias, the name users see in the documentation.
 */
export function findColumns<C extends string>(
  header: readonly string[],
  aliases: Readonly<Record<C, readonly string[]>>,
  required: readonly C[],
): Record<C, number> {
  const index = {} as Record<C, number>;
  for (const column of Object.keys(aliases) as C[]) {
    index[column] = header.findIndex((name) => aliases[column].includes(name));
  }
  for (const column of required) {
    if (index[column] < 0) throw new CsvLineError(1, aliases[column][0] as string, 'column not found in the header');
  }
  return index;
}
