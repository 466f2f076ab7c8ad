import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { sqlText, type Database, type Queryable, type QueryResult, type Sql } from '@portal/core/server';

type PgliteLike = PGlite | Transaction;

/**
 * Without parameters a statement may be a script of several statements (migrations are), which only
 * PGlite's simple-protocol `exec` accepts; pg's simple protocol accepts it too, so both engines agree.
 */
async function run<R>(target: PgliteLike, statement: Sql, params?: readonly unknown[]): Promise<QueryResult<R>> {
  // PGlite is one in-process connection whose parsing is cheap next to a network round trip: text is enough.
  const sql = sqlText(statement);
  if (!params || params.length === 0) {
    const results = await target.exec(sql);
    const last = results[results.length - 1];
    return { rows: (last?.rows ?? []) as R[], affectedRows: last?.affectedRows ?? 0 };
  }
  const result = await target.query<R>(sql, params as unknown[]);
  return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
}

/** PGlite (or one of its transactions) as core's Queryable. */
export function pgliteQueryable(target: PgliteLike): Queryable {
  return { query: (sql, params) => run(target, sql, params) };
}

/** Wraps an already open PGlite (the test helper shares one per worker). */
export function databaseFromPglite(pglite: PGlite, onClose: () => Promise<void> = () => pglite.close()): Database {
  return {
    ...pgliteQueryable(pglite),
    // PGlite has one connection: a transaction holds it, so other queries wait instead of interleaving.
    transaction: (work) => pglite.transaction((tx) => work(pgliteQueryable(tx))),
    close: onClose,
  };
}

/**
 * Embedded PostgreSQL (WebAssembly) with its data in `dataDir`, so a restart keeps the data; without
 * a dataDir it lives in memory. One process at a time may open a data directory.
 */
export async function openPgliteDatabase(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = dataDir ? new PGlite(dataDir) : new PGlite();
  await pglite.waitReady;
  return databaseFromPglite(pglite);
}
