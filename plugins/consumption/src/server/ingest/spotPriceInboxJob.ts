import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { defineJob } from '@portal/core/server';
import { CsvLineError } from './csvLineError';
import { loadSpotPriceFile } from './loadSpotPriceFile';

/** The folder a retailer's price feed drops files into; unset = the job does nothing. */
export const SPOT_PRICE_INBOX_ENV = 'SPOT_PRICE_INBOX';

const PRICE_FILE = /\.(csv|xml)$/i;

// No flag check (docs/jobs.md "Feature flags in jobs"): infrastructure. Prices are shared data every
// company's pages and alerts read; the jobs that act on them for customers check their own flags.
/**
 * Every five minutes: loads each price file (spot CSV or ENTSO-E A44 XML) that has appeared in the
 * configured folder, oldest name first, so tomorrow's prices are in minutes after the feed delivers
 * them (~14:00). A loaded file moves to `processed/`; a file with a bad line moves to `failed/` with
 * the reason next to it (it would fail the same way again), and the others still load. A database
 * failure throws instead, leaving the file for the retry. The feed should write under another name
 * and rename to *.csv / *.xml when done, so a half-written file is never read. Loading is idempotent,
 * so a file seen twice (a crash between load and move) changes nothing the second time.
 */
export const spotPriceInboxJob = defineJob({
  name: 'consumption.spot-price-inbox',
  schedule: '*/5 * * * *',
  async run(_data, context) {
    const inbox = process.env[SPOT_PRICE_INBOX_ENV];
    if (!inbox) return;
    const names = (await readdir(inbox, { withFileTypes: true }))
      .filter((entry) => entry.isFile() && PRICE_FILE.test(entry.name))
      .map((entry) => entry.name)
      .sort();
    for (const name of names) {
      const file = path.join(inbox, name);
      const text = await readFile(file, 'utf8');
      try {
        await loadSpotPriceFile(context.db, text, { events: context.jobs, now: () => context.now() });
      } catch (error) {
        if (!(error instanceof CsvLineError)) throw error;
        await mkdir(path.join(inbox, 'failed'), { recursive: true });
        await writeFile(path.join(inbox, 'failed', `${name}.error.txt`), `Nothing loaded. ${error.message}\n`);
        await rename(file, path.join(inbox, 'failed', name));
        continue;
      }
      await mkdir(path.join(inbox, 'processed'), { recursive: true });
      await rename(file, path.join(inbox, 'processed', name));
    }
  },
});
