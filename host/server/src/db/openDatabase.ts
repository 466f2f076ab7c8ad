import path from 'node:path';
import type { Database } from '@portal/core/server';
import { withDrainingClose } from './drainingClose';
import { openPgDatabase } from './pgDatabase';
import { openPgliteDatabase } from './pgliteDatabase';

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL (DATABASE_URL); without it the embedded database is used. */
  readonly url?: string;
  /** Embedded database folder; `:memory:` keeps it in memory. */
  readonly dataDir?: string;
}

/**
 * The embedded database's default folder. One database serves all companies, because one user base
 * spans them, so the default does not depend on COMPANY.
 */
export function defaultDataDir(root = process.cwd()): string {
  return path.join(root, 'var', 'db-shared');
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.url) return withDrainingClose(openPgDatabase({ url: options.url }));
  const dataDir = options.dataDir ?? defaultDataDir();
  return withDrainingClose(await openPgliteDatabase(dataDir === ':memory:' ? undefined : dataDir));
}
