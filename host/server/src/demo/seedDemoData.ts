import type { Database, Queryable } from '@portal/core/server';
import { generateDemoData, type DemoDataOptions, type DemoDataSummary } from './generateDemoData';

export interface SeedLog {
  info(message: string): void;
}

export interface SeedOptions extends DemoDataOptions {
  /**
   * Runs after the core data set in the same transaction: the server passes the mounted plugins'
   * `demoData` hooks here (ServerPlugin.demoData: "after core's, inside the demo-data transaction").
   */
  readonly afterCoreData?: (tx: Queryable, summary: DemoDataSummary) => Promise<void>;
}

/**
 * Fills an empty database with the demo data set, in one transaction so a crash leaves no half
 * data set behind. A database with any user in it is left alone (returns null), so restarting the
 * server never duplicates or overwrites data.
 */
export async function seedDemoDataIfEmpty(db: Database, options: SeedOptions, log: SeedLog = console): Promise<DemoDataSummary | null> {
  const existing = await db.query<{ found: boolean }>('select exists (select 1 from users) as found');
  if (existing.rows[0]?.found) return null;
  const started = performance.now();
  const summary = await db.transaction(async (tx) => {
    // Generating a series in JS between two inserts may take long on a busy machine: neither that pause
    // nor a big insert is a stuck request, so the pool's timeouts (db/pgDatabase.ts) do not apply here.
    await tx.query('SET LOCAL statement_timeout = 0');
    await tx.query('SET LOCAL idle_in_transaction_session_timeout = 0');
    const generated = await generateDemoData(tx, options);
    await options.afterCoreData?.(tx, generated);
    return generated;
  });
  // Statistics for the planner: PGlite has no autovacuum, and without them it plans the B2B place list
  // (5 000 places) as nested index lookups, ~15x slower (docs/performance.md "B2B place list").
  await db.query('analyze');
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const total = Object.values(summary.rows).reduce((a, b) => a + b, 0);
  log.info(
    `demo data: ${total} series rows (${Object.entries(summary.rows)
      .map(([t, n]) => `${t} ${n}`)
      .join(', ')}), ` + `${summary.period.firstDay} - ${summary.period.today}, in ${seconds} s`,
  );
  return summary;
}
