/**
 * The database the ingest CLIs write to: the one the server uses, DATABASE_URL when set, else the
 * embedded database in DATA_DIR (default var/db-shared under the repository root, like the server).
 * Core, domain and this plugin's migrations run first, so a fresh database works.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '@portal/core/server';
import { runMigrations } from '../../../../../host/server/src/db/migrations';
import { defaultDataDir, openDatabase } from '../../../../../host/server/src/db/openDatabase';
import { serverMigrations } from '../../../../../host/server/src/serverMigrations';
import { consumptionServerPlugin } from '../../server';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

export async function openIngestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  const db = await openDatabase(url ? { url } : { dataDir: process.env.DATA_DIR ?? defaultDataDir(repositoryRoot) });
  try {
    await runMigrations(db, serverMigrations([consumptionServerPlugin]));
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/** A file argument as the user typed it: npm runs workspace scripts elsewhere, INIT_CWD is where they were. */
export function resolveUserPath(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}
