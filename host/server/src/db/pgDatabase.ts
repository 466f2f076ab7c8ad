import pg from 'pg';
import { ApiError, type Database, type Queryable, type QueryResult, type Sql } from '@portal/core/server';
import { asUnavailable, isDatabaseUnavailable } from './databaseUnavailable';

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
      let result: pg.QueryResult | pg.QueryResult[];
      try {
        // A named statement is prepared once per pooled connection (pg remembers it by name).
        result = typeof sql === 'string' ? await client.query(sql, values) : await client.query({ name: sql.name, text: sql.text, values });
      } catch (error) {
        throw asUnavailable(error);
      }
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
  /**
   * How long a query waits for a connection (a free one in the pool, or a new socket) before answering
   * 503; default 10 s. A stopped PostgreSQL refuses at once, so this bounds only a hung connect or a
   * queue for the pool: the load bench's overloaded runs had waits over 3 s that then succeeded.
   */
  readonly connectTimeoutMs?: number;
  /** Server-side limit of one statement, and of a transaction left idle; default 10 s. */
  readonly statementTimeoutMs?: number;
  /** Where a dropped idle connection is reported (the pool replaces it); default: ignored. */
  readonly onIdleError?: (error: Error) => void;
}

/**
 * The pool's fault behaviour (docs/performance.md, "Faults"): while PostgreSQL is down every query fails
 * (refused at once; a hung connect after `connectTimeoutMs`) and becomes a 503; a query the
 * server stops answering is cut by `statement_timeout` (migrations and demo seeding lift it for their
 * own transaction: SET LOCAL). There is no client-side query timeout, which no transaction could lift;
 * a server that vanishes resets the connection, which fails at once. Nothing is retried here: a write either committed or
 * its request is told it failed. When PostgreSQL is back the pool opens fresh connections by itself.
 */
function poolOptions(options: PgDatabaseOptions): pg.PoolConfig {
  const connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
  const statementTimeoutMs = options.statementTimeoutMs ?? 10_000;
  const settings = [
    `-c statement_timeout=${statementTimeoutMs}`,
    `-c idle_in_transaction_session_timeout=${statementTimeoutMs}`,
    ...(options.schema ? [`-c search_path=${options.schema}`] : []),
  ];
  return {
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    types,
    connectionTimeoutMillis: connectTimeoutMs,
    options: settings.join(' '),
  };
}

/** A PostgreSQL server through a connection pool (DATABASE_URL). */
export function openPgDatabase(options: PgDatabaseOptions): Database {
  const pool = new pg.Pool(poolOptions(options));
  // An idle connection that PostgreSQL closes (restart, admin kill) is an 'error' event on the pool;
  // without a listener node would end the whole process for it.
  pool.on('error', (error) => options.onIdleError?.(error));
  return {
    ...queryable(pool),
    async transaction(work) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw asUnavailable(error);
      }
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await work(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        // A broken connection is not given back to the pool (release(error) destroys it).
        broken = isDatabaseUnavailable(error) || (error instanceof ApiError && error.code === 'SERVICE_UNAVAILABLE');
        throw asUnavailable(error);
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
