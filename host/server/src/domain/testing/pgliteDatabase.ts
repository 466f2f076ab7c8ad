import { PGlite } from '@electric-sql/pglite';
import { sqlText, type Database, type Queryable, type QueryResult, type Sql } from '@portal/core/server';

/**
 * A real embedded PostgreSQL for tests, behind core's Database interface. Tests use the real
 * engine, not mocks, so the schema's constraints are exercised too.
 */
export function wrapPglite(pg: PGlite): Database {
  const asQueryable = (target: Pick<PGlite, 'query'>): Queryable => ({
    async query<R>(sql: Sql, params?: readonly unknown[]): Promise<QueryResult<R>> {
      const result = await target.query<R>(sqlText(sql), params ? [...params] : undefined);
      return { rows: result.rows, ...(result.affectedRows === undefined ? {} : { affectedRows: result.affectedRows }) };
    },
  });
  return {
    ...asQueryable(pg),
    transaction: (work) => pg.transaction((tx) => work(asQueryable(tx))),
    close: () => pg.close(),
  };
}

/**
 * Until the server's users migration is importable here, tests create the minimal users and
 * user_groups tables the domain schema and demo data need (same column names as the server's).
 */
export const TEST_USERS_SQL = `
create table users (
  id text primary key,
  email text not null unique,
  name text not null,
  phone text,
  password_hash text not null,
  verified boolean not null default false,
  ui_mode text not null default 'B2C'
);
create table user_groups (
  user_id text not null references users(id) on delete cascade,
  group_name text not null,
  primary key (user_id, group_name)
);
`;

/** Migrations hold several statements, which PGlite runs only through exec (simple protocol). */
export async function createTestDatabase(migrations: readonly { sql: string }[]): Promise<Database> {
  const pg = new PGlite();
  await pg.exec(TEST_USERS_SQL);
  for (const migration of migrations) await pg.exec(migration.sql);
  return wrapPglite(pg);
}
