import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from '@portal/core/server';
import type { TestDatabase } from '@portal/core/server/testing';
import pg from 'pg';
import { runMigrations, type MigrationSet } from '../db/migrations';
import { openPgDatabase } from '../db/pgDatabase';
import { serverMigrations } from '../serverMigrations';
import { schemaScopedDatabase, withoutSchema } from './schemaScopedPglite';

/**
 * A migrated database for one test file, on the real engine (no mocks, DESIGN §7).
 *
 * Isolation is by schema: each call creates a fresh schema `t_<random>`, puts it first on the search
 * path, runs every migration into it, and drops it on close. So test files never see each other's rows,
 * and no truncation order has to be kept in step with foreign keys.
 *
 * - Embedded (default): one PGlite per vitest worker, kept on globalThis, because starting one costs
 *   seconds. PGlite has a single connection, so each database switches the search path to its schema
 *   before its statements (schemaScopedPglite.ts); several test databases in one file work too.
 * - DATABASE_URL set: the same suite on a real PostgreSQL; a pool whose connections all start with
 *   `search_path=t_<random>`.
 */
export type { TestDatabase } from '@portal/core/server/testing';

const SHARED_PGLITE = Symbol.for('portal.test.pglite');
const PGLITE_VERSION = '0.3';

/**
 * initdb is most of a fresh PGlite's start-up cost. The first worker saves an empty, initialised
 * cluster as a tarball in the temp folder; later workers (vitest gives each test file a fresh one)
 * load that in about a third of the time. Written to a temp name, then renamed, so a half-written
 * file is never read.
 */
async function startPglite(): Promise<PGlite> {
  const template = path.join(tmpdir(), `portal-pglite-template-${PGLITE_VERSION}.tar.gz`);
  if (existsSync(template)) {
    try {
      return await PGlite.create({ loadDataDir: new Blob([readFileSync(template)]) });
    } catch {
      // A corrupt template is rebuilt below.
    }
  }
  const pglite = await PGlite.create();
  const dump = await pglite.dumpDataDir('gzip');
  const partial = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, template);
  return pglite;
}

function sharedPglite(): Promise<PGlite> {
  const holder = globalThis as unknown as Record<symbol, Promise<PGlite> | undefined>;
  holder[SHARED_PGLITE] ??= startPglite();
  return holder[SHARED_PGLITE];
}

export { usingRealPostgres } from '@portal/core/server/testing';

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
    await withoutSchema(pglite, `CREATE SCHEMA ${schema}`);
    // The PGlite stays open for the next test file of this worker; closing only drops the schema.
    db = schemaScopedDatabase(pglite, schema);
    dropSchema = () => withoutSchema(pglite, `DROP SCHEMA ${schema} CASCADE`);
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
