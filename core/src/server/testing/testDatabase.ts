import type { ServerPlugin } from '../serverPlugin';
import { testHost, type TestDatabase } from './testHost';

/** True when the suite runs on PostgreSQL (DATABASE_URL) rather than the embedded PGlite. */
export const usingRealPostgres = (): boolean => !!process.env.DATABASE_URL;

/**
 * A database migrated for core, the domain model and `plugins`, for tests of SQL, jobs and demo-data
 * hooks that need no HTTP. Isolated in its own schema (embedded PGlite, or DATABASE_URL); close() drops it.
 */
export async function createTestDatabase(options: { plugins?: readonly ServerPlugin[] } = {}): Promise<TestDatabase> {
  return (await testHost()).createDatabase(options.plugins ?? []);
}
