import type { Queryable } from '@portal/core/server';

/**
 * Fast, portable bulk loading. One parameterised `INSERT ... SELECT FROM unnest(array, ...)` per batch
 * sends a column of values as one array parameter: the statement is parsed once and no per-row SQL
 * text is built. Measured on PGlite 0.3 at ~80 000 rows/s, about as fast as COPY and ~3x multi-row
 * VALUES; and unlike PGlite's COPY from /dev/blob it runs unchanged on node-postgres.
 *
 * Table and column names below always come from constants in this folder, never from input.
 */
export interface SeriesColumn {
  readonly name: string;
  /** PostgreSQL element type of the array parameter, e.g. `numeric`, `text`. */
  readonly type: string;
  readonly values: readonly unknown[] | Float64Array;
}

export interface RegularSeries {
  readonly table: string;
  /** Columns with one value for the whole series (e.g. the metering point). */
  readonly constants: readonly { readonly name: string; readonly type: string; readonly value: unknown }[];
  readonly startUtc: Date;
  readonly minutes: number;
  /** Whether the table has a `minutes` column to fill with the step. */
  readonly minutesColumn: boolean;
  readonly columns: readonly SeriesColumn[];
}

const BATCH_ROWS = 25_000;

/** Writes a series of `start_utc` = startUtc + k·minutes rows; returns the number of rows. */
export async function insertRegularSeries(tx: Queryable, series: RegularSeries): Promise<number> {
  const length = series.columns[0]?.values.length ?? 0;
  if (series.columns.some((c) => c.values.length !== length)) throw new Error(`${series.table}: ragged columns`);
  const constantCount = series.constants.length;
  const constantParams = series.constants.map((c, i) => `$${i + 1}::${c.type}`);
  const startParam = `$${constantCount + 1}::timestamptz`;
  const arrayParams = series.columns.map((c, i) => `$${constantCount + 2 + i}::${c.type}[]`);
  const aliases = series.columns.map((_, i) => `c${i}`);
  const targetColumns = [
    ...series.constants.map((c) => c.name),
    'start_utc',
    ...(series.minutesColumn ? ['minutes'] : []),
    ...series.columns.map((c) => c.name),
  ];
  const selected = [
    ...constantParams,
    // Whole minutes added to an absolute instant: exact across daylight-saving changes.
    `${startParam} + (t.ord - 1) * interval '${series.minutes} minutes'`,
    ...(series.minutesColumn ? [String(series.minutes)] : []),
    ...aliases.map((a) => `t.${a}`),
  ];
  const sql =
    `insert into ${series.table} (${targetColumns.join(', ')}) select ${selected.join(', ')} ` +
    `from unnest(${arrayParams.join(', ')}) with ordinality as t(${[...aliases, 'ord'].join(', ')})`;

  const stepMs = series.minutes * 60_000;
  for (let offset = 0; offset < length; offset += BATCH_ROWS) {
    const end = Math.min(length, offset + BATCH_ROWS);
    const start = new Date(series.startUtc.getTime() + offset * stepMs).toISOString();
    const arrays = series.columns.map((c) => Array.from(c.values.slice(offset, end)));
    await tx.query(sql, [...series.constants.map((c) => c.value), start, ...arrays]);
  }
  return length;
}

/** Plain multi-row VALUES insert for the small tables (users, places, contracts). */
export async function insertRows(tx: Queryable, table: string, columns: readonly string[], rows: readonly (readonly unknown[])[]): Promise<void> {
  const rowsPerBatch = Math.max(1, Math.floor(30_000 / columns.length));
  for (let offset = 0; offset < rows.length; offset += rowsPerBatch) {
    const batch = rows.slice(offset, offset + rowsPerBatch);
    const params: unknown[] = [];
    const tuples = batch.map((row) => {
      if (row.length !== columns.length) throw new Error(`${table}: row has ${row.length} values for ${columns.length} columns`);
      const placeholders = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    await tx.query(`insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`, params);
  }
}
