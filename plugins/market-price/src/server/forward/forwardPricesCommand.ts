import { readFile } from 'node:fs/promises';
import { ApiError, type PluginCommand } from '@portal/core/server';
import { loadForwardPrices } from './loadForwardPrices';

/** npm run portal -- market-price ingest-forward-prices <file.csv>: the admin route's twin. */
export const ingestForwardPricesCommand: PluginCommand = {
  name: 'ingest-forward-prices',
  describe: 'Load forward (futures) month prices, €/MWh VAT 0, header month;price',
  usage: '<file.csv>',
  async run(context, args) {
    const [file, ...rest] = args;
    if (!file || rest.length > 0) throw new Error('Usage: market-price ingest-forward-prices <file.csv>');
    const csv = await readFile(context.resolvePath(file), 'utf8');
    try {
      context.print(JSON.stringify(await loadForwardPrices(context.db, csv, context.now()), null, 2));
    } catch (error) {
      if (error instanceof ApiError) throw new Error(`Nothing loaded. ${error.message}`, { cause: error });
      throw error;
    }
  },
};
