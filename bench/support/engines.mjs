// What the database benches share: run one measurement on the embedded database and, when
// DATABASE_URL is set, on PostgreSQL in a throw-away schema; append the figures to docs/performance.md.
import { randomBytes } from 'node:crypto';
import { appendFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPgDatabase } from '../../host/server/src/db/pgDatabase.ts';
import { databaseFromPglite } from '../../host/server/src/db/pgliteDatabase.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The p-th percentile of ascending `sorted` (nearest rank). */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * `measure(label, db)` on a fresh embedded database, then — with DATABASE_URL — on PostgreSQL in a
 * schema of its own (created and dropped, so a shared server is left as it was). Answers each run's result.
 */
export async function onEachEngine(measure) {
  const results = [];
  const embedded = databaseFromPglite(await PGlite.create());
  try {
    results.push(await measure('embedded (PGlite)', embedded));
  } finally {
    await embedded.close();
  }

  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = `bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const db = openPgDatabase({ url, schema, maxConnections: 5 });
    try {
      const version = (await db.query('show server_version')).rows[0].server_version;
      results.push(await measure(`PostgreSQL ${version.split(' ')[0]}`, db));
    } finally {
      await db.close();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
  }
  return results;
}

/**
 * With `--append` on the command line: adds `lines` to docs/performance.md under `## <section>`,
 * writing the section's heading and `introduction` first when the file has no such section yet.
 */
export async function appendToPerformanceDoc(section, introduction, lines) {
  if (!process.argv.includes('--append')) return;
  const file = path.join(REPO_ROOT, 'docs/performance.md');
  const existing = await readFile(file, 'utf8').catch(() => '');
  const heading = existing.includes(`\n## ${section}\n`) ? '' : `\n## ${section}\n\n${introduction}\n`;
  await appendFile(file, heading + ['', ...lines, ''].join('\n'));
  console.log(`appended to ${path.relative(REPO_ROOT, file)}`);
}
