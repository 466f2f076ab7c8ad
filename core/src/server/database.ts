/**
 * The database seen by server code: PostgreSQL dialect, whichever engine is behind it (embedded
 * PGlite by default, a PostgreSQL server when DATABASE_URL is set). Parameters are `$1, $2, ...`.
 */
export interface QueryResult<R> {
  readonly rows: R[];
  readonly affectedRows?: number;
}

export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>>;
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
