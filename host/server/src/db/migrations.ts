import { createHash } from 'node:crypto';
import type { Database, Migration } from '@portal/core/server';

/** The migrations of one package (core, the domain model, or a server plugin). */
export interface MigrationSet {
  readonly package: string;
  readonly migrations: readonly Migration[];
}

export interface MigrationLog {
  info(message: string): void;
  warn(message: string): void;
}

// Any constant works; it only has to be the same in every replica so they take turns.
const MIGRATION_LOCK = 727_001;

const checksum = (sql: string) => createHash('sha256').update(sql).digest('hex');

function checkOrder(set: MigrationSet): void {
  const ids = set.migrations.map((m) => m.id);
  const sorted = [...ids].sort();
  if (new Set(ids).size !== ids.length) throw new Error(`${set.package}: duplicate migration id`);
  if (ids.some((id, i) => id !== sorted[i])) {
    throw new Error(`${set.package}: migration ids must be listed in the order they sort (${ids.join(', ')})`);
  }
}

/**
 * Runs every migration not yet recorded in `schema_migrations`, set by set in the given order, each in
 * its own transaction under an advisory lock, so replicas starting at once apply each migration once.
 * Returns the `package/id` of those applied now.
 */
/**
 * Lifts the pool's per-request statement timeout (db/pgDatabase.ts) for this transaction only: an index
 * built on a large table, or a replica waiting for another's migration lock, may take longer.
 */
const NO_STATEMENT_TIMEOUT = 'SET LOCAL statement_timeout = 0';

export async function runMigrations(db: Database, sets: readonly MigrationSet[], log?: MigrationLog): Promise<string[]> {
  sets.forEach(checkOrder);
  await db.transaction(async (tx) => {
    await tx.query(NO_STATEMENT_TIMEOUT);
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      package text NOT NULL,
      id text NOT NULL,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (package, id)
    )`);
  });
  const applied: string[] = [];
  for (const set of sets) {
    for (const migration of set.migrations) {
      const sum = checksum(migration.sql);
      await db.transaction(async (tx) => {
        await tx.query(NO_STATEMENT_TIMEOUT);
        await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
        const done = await tx.query<{ checksum: string }>('SELECT checksum FROM schema_migrations WHERE package = $1 AND id = $2', [
          set.package,
          migration.id,
        ]);
        const previous = done.rows[0];
        if (previous) {
          // Not fatal: a developer's database may predate an edit; released migrations must not change.
          if (previous.checksum !== sum) log?.warn(`migration ${set.package}/${migration.id} changed after it ran`);
          return;
        }
        await tx.query(migration.sql);
        await tx.query('INSERT INTO schema_migrations (package, id, checksum) VALUES ($1, $2, $3)', [set.package, migration.id, sum]);
        applied.push(`${set.package}/${migration.id}`);
        log?.info(`migrated ${set.package}/${migration.id}`);
      });
    }
  }
  return applied;
}
