import { readFile } from 'node:fs/promises';
import type { PluginCommand } from '@portal/core/server';
import { CsvLineError } from './csvLineError';
import { loadMeterReadings } from './loadMeterReadings';
import { loadSpotPriceFile } from './loadSpotPriceFile';

/**
 * The ingests from the command line, run by the host's CLI on the server's database:
 *   npm run portal -- consumption ingest <file.csv> [--metering-point 643...]
 *   npm run portal -- consumption ingest-spot-prices <file.csv|file.xml>   (ENTSO-E A44 XML too)
 * (README: `npm run ingest` / `npm run ingest:spot-prices` in this package are the same.)
 * All or nothing per file, as the admin routes.
 */

/** A bad line loads nothing; say so before the line's own message. */
async function allOrNothing<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof CsvLineError) throw new Error(`Nothing loaded. ${error.message}`, { cause: error });
    throw error;
  }
}

function meterReadingArguments(args: readonly string[], usage: string): { file: string; meteringPoint?: string } {
  let file: string | undefined;
  let meteringPoint: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--metering-point') meteringPoint = args[++i];
    else if (arg.startsWith('--metering-point=')) meteringPoint = arg.slice('--metering-point='.length);
    else if (!file) file = arg;
    else throw new Error(`Unexpected argument: ${arg}`);
  }
  if (!file) throw new Error(`Usage: ${usage}`);
  if (meteringPoint !== undefined && !/^643\d{15}$/.test(meteringPoint)) throw new Error(`Not a Finnish metering point id: ${meteringPoint}`);
  return meteringPoint ? { file, meteringPoint } : { file };
}

const INGEST_USAGE = '<file.csv> [--metering-point 643...]';

export const ingestMeterReadingsCommand: PluginCommand = {
  name: 'ingest',
  describe: 'Load a Datahub customer CSV export (metering data) into the database',
  usage: INGEST_USAGE,
  async run(context, args) {
    const { file, meteringPoint } = meterReadingArguments(args, `consumption ingest ${INGEST_USAGE}`);
    const csv = await readFile(context.resolvePath(file), 'utf8');
    const result = await allOrNothing(() =>
      loadMeterReadings(context.db, csv, { events: context.jobs, now: () => context.now(), ...(meteringPoint ? { meteringPoint } : {}) }),
    );
    context.print(JSON.stringify(result, null, 2));
  },
};

export const ingestSpotPricesCommand: PluginCommand = {
  name: 'ingest-spot-prices',
  describe: 'Load day-ahead spot prices (€/MWh VAT 0) into the database: a CSV, or an ENTSO-E A44 XML document',
  usage: '<file.csv|file.xml>',
  async run(context, args) {
    const [file, ...rest] = args;
    if (!file || rest.length > 0) throw new Error('Usage: consumption ingest-spot-prices <file.csv|file.xml>');
    const csv = await readFile(context.resolvePath(file), 'utf8');
    const result = await allOrNothing(() => loadSpotPriceFile(context.db, csv, { events: context.jobs, now: () => context.now() }));
    context.print(JSON.stringify(result, null, 2));
  },
};
