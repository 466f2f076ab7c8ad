import { registerMapCache } from './caches/cacheRegistry';

/**
 * The database seen by server code: PostgreSQL dialect, whichever engine is behind it (embedded
 * PGlite by default, a PostgreSQL server when DATABASE_URL is set). Parameters are `$1, $2, ...`.
 */
export interface QueryResult<R> {
  readonly rows: R[];
  readonly affectedRows?: number;
}

/**
 * A statement with a name: a PostgreSQL server parses and plans it once per connection and then only
 * binds and runs it. For the per-request hot path (session lookup, /v2/me), where parsing and planning
 * cost more than running (measured in docs/performance.md). Make one with `preparedSql`; an engine
 * without prepared statements (PGlite) runs the text as it would a string.
 */
export interface PreparedSql {
  readonly name: string;
  readonly text: string;
}

/** What `query` runs: SQL text, or a named statement for the hot path. */
export type Sql = string | PreparedSql;

const preparedTexts = new Map<string, string>();
// Listed for developers (which statements this process has named, and their SQL) but never dropped:
// the map guards a name against being rebound to other SQL, it is not a copy of anything.
registerMapCache(preparedTexts, {
  name: 'prepared-statements',
  description: 'Named SQL statements of this process (name → SQL text); kept for the process life.',
  parseKey: (key) => key,
  show: (text) => text,
  deletable: false,
});

/**
 * Declares a named statement, once, at module level. A name is bound to one text for the process:
 * the server keeps each connection's statement under its name, so reusing a name for other SQL would
 * run the wrong statement; that is refused here, where it is a programming error.
 */
export function preparedSql(name: string, text: string): PreparedSql {
  const known = preparedTexts.get(name);
  if (known !== undefined && known !== text) throw new Error(`Prepared statement name "${name}" is already used for other SQL`);
  preparedTexts.set(name, text);
  return { name, text };
}

/** The SQL text of either form. */
export const sqlText = (sql: Sql): string => (typeof sql === 'string' ? sql : sql.text);

export interface Queryable {
  query<R = Record<string, unknown>>(sql: Sql, params?: readonly unknown[]): Promise<QueryResult<R>>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * A versioned migration. Ids sort in the order they run within their package (`001_...`, `002_...`);
 * once released, a migration is never edited, only followed by a new one.
 */
export interface Migration {
  readonly id: string;
  readonly sql: string;
}
