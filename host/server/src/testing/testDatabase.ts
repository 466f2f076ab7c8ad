import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from '@portal/core/server';
import pg from 'pg';
import { runMigrations, type MigrationSet } from '../db/migrations';
import { openPgDatabase } from '../db/pgDatabase';
import { databaseFromPglite } from '../db/pgliteDatabase';
import { serverMigrations } from '../serverMigrations';

/**
 * A migrated database for one test file, on the real engine (no mocks, DESIGN §7).
 *
 * Isolation is by schema: each call creates a fresh schema `t_<random>`, puts it first on the search
 * path, runs every migration into it, and drops it on close. So test files never see each other's rows,
 * and no truncation order has to be kept in step with foreign keys.
 *
 * - Embedded (default): one PGlite per vitest worker, kept on globalThis, because starting one costs
 *   seconds. PGlite has a single connection, so the schema is selected with SET search_path; test files
 *   in a worker run one after another, never interleaved.
 * - DATABASE_URL set: the same suite on a real PostgreSQL; a pool whose connections all start with
 *   `search_path=t_<random>`.
 */
export interface TestDatabase {
  readonly db: Database;
  readonly schema: string;
  close(): Promise<void>;
}

const SHARED_PGLITE = Symbol.for('portal.test.pglite');

function sharedPglite(): Promise<PGlite> {
  const holder = globalThis as unknown as Record<symbol, Promise<PGlite> | undefined>;
  holder[SHARED_PGLITE] ??= PGlite.create();
  return holder[SHARED_PGLITE];
}

export const usingRealPostgres = (): boolean => !!process.env.DATABASE_URL;

export async function createTestDatabase(sets: readonly MigrationSet[] = serverMigrations()): Promise<TestDatabase> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const url = process.env.DATABASE_URL;
  let db: Database;
  let dropSchema: () => Promise<void>;

  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    db = openPgDatabase({ url, schema, maxConnections: 5 });
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    };
  } else {
    const pglite = await sharedPglite();
    await pglite.exec(`CREATE SCHEMA ${schema}; SET search_path TO ${schema}`);
    // The PGlite stays open for the next test file of this worker; closing only drops the schema.
    db = databaseFromPglite(pglite, async () => undefined);
    dropSchema = async () => {
      await pglite.exec(`SET search_path TO public; DROP SCHEMA ${schema} CASCADE`);
    };
  }

  await runMigrations(db, sets);
  return {
    db,
    schema,
    async close() {
      await db.close();
      await dropSchema();
    },
  };
}
