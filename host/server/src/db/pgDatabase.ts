import pg from 'pg';
import type { Database, Queryable, QueryResult, Sql } from '@portal/core/server';

const INT8_OID = 20;
const DATE_OID = 1082;

/**
 * Type parsing as PGlite does it, so code behaves the same on both engines: bigint (counts, bigserial)
 * as a JS number, and a date as midnight UTC rather than pg's local midnight.
 */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID) return (value: string) => Number(value);
    if (oid === DATE_OID) return (value: string) => new Date(`${value}T00:00:00Z`);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<R>(sql: Sql, params?: readonly unknown[]): Promise<QueryResult<R>> {
      const values = params && params.length > 0 ? (params as unknown[]) : undefined;
      // A named statement is prepared once per pooled connection (pg remembers it by name).
      const result = typeof sql === 'string' ? await client.query(sql, values) : await client.query({ name: sql.name, text: sql.text, values });
      // A multi-statement script answers an array of results; the last one is the script's answer.
      const last = Array.isArray(result) ? result[result.length - 1] : result;
      return { rows: (last?.rows ?? []) as R[], affectedRows: last?.rowCount ?? 0 };
    },
  };
}

export interface PgDatabaseOptions {
  readonly url: string;
  /** Schema to put first on the search path (the test helper isolates each test file in its own). */
  readonly schema?: string;
  readonly maxConnections?: number;
}

/** A PostgreSQL server through a connection pool (DATABASE_URL). */
export function openPgDatabase(options: PgDatabaseOptions): Database {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    types,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  return {
    ...queryable(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
