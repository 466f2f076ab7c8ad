/**
 * Measures the full demo data generation on an in-memory PGlite:
 *   node --conditions=source --import tsx host/server/src/demo/measure.ts [today-ISO] [--plugins]
 * Prints the elapsed time and row counts. Without --plugins it uses the minimal users table of the
 * domain tests, so it does not depend on the server's migrations; with --plugins it migrates like the
 * server (core, domain, every plugin) and runs each plugin's demo data after core's, timing each, as
 * the first `npm start` does.
 */
import type { Queryable } from '@portal/core/server';
import { hashPassword } from '../auth/password';
import { runMigrations } from '../db/migrations';
import { openDatabase } from '../db/openDatabase';
import { domainMigrations } from '../domain/migrations';
import { createTestDatabase } from '../domain/testing/pgliteDatabase';
import { serverPluginsOfEveryDistribution } from '../plugins/serverPluginsFromConfig';
import { serverMigrations } from '../serverMigrations';
import { DEMO_SEED } from './generateDemoData';
import { seedDemoDataIfEmpty } from './seedDemoData';

const args = process.argv.slice(2);
const withPlugins = args.includes('--plugins');
const today = new Date(args.find((arg) => !arg.startsWith('--')) ?? Date.now());
const plugins = withPlugins ? await serverPluginsOfEveryDistribution() : [];
const db = withPlugins ? await openDatabase({ dataDir: ':memory:' }) : await createTestDatabase(domainMigrations);
if (withPlugins) await runMigrations(db, serverMigrations(plugins));

const afterCoreData = async (tx: Queryable) => {
  for (const plugin of plugins) {
    if (!plugin.demoData) continue;
    const started = performance.now();
    await plugin.demoData(tx, { seed: DEMO_SEED, today });
    console.log(`plugin ${plugin.id} demo data: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
};
const started = performance.now();
await seedDemoDataIfEmpty(db, { seed: DEMO_SEED, today, hashPassword, afterCoreData });
console.log(`total including commit: ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (withPlugins) {
  const reactive = await db.query<{ n: number }>('select count(*)::int as n from reactive_energy_readings');
  console.log(`reactive_energy_readings: ${reactive.rows[0]?.n} rows`);
}
await db.close();
