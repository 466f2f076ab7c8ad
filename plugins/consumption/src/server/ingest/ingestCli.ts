/**
 * npm run ingest -w @portal/plugin-consumption -- <file.csv> [--metering-point 643...]
 *
 * Loads a Datahub customer export into the database the server uses (see openIngestDatabase).
 * All or nothing per file.
 */
import { readFile } from 'node:fs/promises';
import { CsvLineError } from './csvLineError';
import { loadMeterReadings } from './loadMeterReadings';
import { openIngestDatabase, resolveUserPath } from './openIngestDatabase';

function parseArguments(argv: readonly string[]): { file: string; meteringPoint?: string } {
  let file: string | undefined;
  let meteringPoint: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--metering-point') meteringPoint = argv[++i];
    else if (arg.startsWith('--metering-point=')) meteringPoint = arg.slice('--metering-point='.length);
    else if (!file) file = arg;
    else throw new Error(`Unexpected argument: ${arg}`);
  }
  if (!file) throw new Error('Usage: npm run ingest -w @portal/plugin-consumption -- <file.csv> [--metering-point 643...]');
  if (meteringPoint !== undefined && !/^643\d{15}$/.test(meteringPoint)) throw new Error(`Not a Finnish metering point id: ${meteringPoint}`);
  return meteringPoint ? { file, meteringPoint } : { file };
}

async function main(): Promise<void> {
  const { file, meteringPoint } = parseArguments(process.argv.slice(2));
  const csv = await readFile(resolveUserPath(file), 'utf8');
  const db = await openIngestDatabase();
  try {
    const result = await loadMeterReadings(db, csv, meteringPoint ? { meteringPoint } : {});
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof CsvLineError) console.error(`Nothing loaded. ${error.message}`);
  else console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
