/**
 * Measures the full demo data generation on an in-memory PGlite:
 *   node --conditions=source --import tsx host/server/src/demo/measure.ts [today-ISO]
 * Prints the elapsed time and row counts. Uses the minimal users table of the domain tests, so it
 * does not depend on the server's migrations.
 */
import { domainMigrations } from '../domain/migrations';
import { createTestDatabase } from '../domain/testing/pgliteDatabase';
import { hashPassword } from '../auth/password';
import { DEMO_SEED } from './generateDemoData';
import { seedDemoDataIfEmpty } from './seedDemoData';

const today = new Date(process.argv[2] ?? Date.now());
const db = await createTestDatabase(domainMigrations);
const started = performance.now();
await seedDemoDataIfEmpty(db, { seed: DEMO_SEED, today, hashPassword });
console.log(`total including commit: ${((performance.now() - started) / 1000).toFixed(1)} s`);
await db.close();
