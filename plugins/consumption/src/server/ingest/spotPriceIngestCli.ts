/**
 * npm run ingest:spot-prices -w @portal/plugin-consumption -- <file.csv>
 *
 * Loads a day-ahead price file (delivery start in UTC; resolution or delivery end; price €/MWh) into
 * the database the server uses (see openIngestDatabase). All or nothing per file; loading it again
 * changes nothing.
 */
import { readFile } from 'node:fs/promises';
import { CsvLineError } from './csvLineError';
import { loadSpotPriceFile } from './loadSpotPriceFile';
import { openIngestDatabase, resolveUserPath } from './openIngestDatabase';

async function main(): Promise<void> {
  const [file, ...rest] = process.argv.slice(2);
  if (!file || rest.length > 0) throw new Error('Usage: npm run ingest:spot-prices -w @portal/plugin-consumption -- <file.csv>');
  const csv = await readFile(resolveUserPath(file), 'utf8');
  const db = await openIngestDatabase();
  try {
    console.log(JSON.stringify(await loadSpotPriceFile(db, csv), null, 2));
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof CsvLineError) console.error(`Nothing loaded. ${error.message}`);
  else console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
