import { localDateOf } from '@portal/domain';
import { recordIntegrationSuccess, type Database, type JobQueue } from '@portal/core/server';
import type { SpotPriceIngestResponse } from '../../contract';
import { isEntsoeDocument, parseEntsoeA44 } from './parseEntsoeA44';
import { parseSpotPriceCsv } from './parseSpotPriceCsv';

const CHUNK = 5_000;

export interface SpotPriceLoadOptions {
  /**
   * Where to announce `market.spot-prices-loaded` with the Helsinki days the file covers; published in
   * the load's transaction so price alerts and reports run exactly when the prices are stored.
   */
  readonly events?: JobQueue;
  /** The caller's clock (route, job, command): when the price feed last succeeded. Default: now. */
  readonly now?: () => Date;
}

/**
 * Loads a day-ahead price file (CSV, or an ENTSO-E A44 XML document) into the domain's spot_prices, all or nothing: the file is parsed whole
 * first (a bad line loads nothing), then written in one transaction. Idempotent: a period already
 * stored with the same length and price is left alone; a corrected price replaces the old one.
 *
 * The file is the authority for the time it covers: a stored period of another length that overlaps
 * one of the file's periods without starting with it (e.g. a quarter-hour price where the file has the
 * hour) is removed, so no interval is ever covered by two prices.
 */
export async function loadSpotPriceFile(db: Database, csv: string, options: SpotPriceLoadOptions = {}): Promise<SpotPriceIngestResponse> {
  // Two input formats: the spreadsheet CSV, and ENTSO-E's day-ahead XML document (A44).
  const prices = isEntsoeDocument(csv) ? parseEntsoeA44(csv) : parseSpotPriceCsv(csv);
  const sorted = [...prices].sort((a, b) => a.startUtc.getTime() - b.startUtc.getTime());
  return db.transaction(async (tx) => {
    let inserted = 0;
    let updated = 0;
    let replaced = 0;
    for (let from = 0; from < sorted.length; from += CHUNK) {
      const chunk = sorted.slice(from, from + CHUNK);
      const starts = chunk.map((p) => p.startUtc.toISOString());
      const minutes = chunk.map((p) => p.minutes);
      const removed = await tx.query<{ start_utc: string }>(
        `delete from spot_prices s
          using unnest($1::timestamptz[], $2::int[]) as f(start_utc, minutes)
          where s.start_utc <> f.start_utc
            and s.start_utc < f.start_utc + f.minutes * interval '1 minute'
            and f.start_utc < s.start_utc + s.minutes * interval '1 minute'
          returning s.start_utc`,
        [starts, minutes],
      );
      replaced += removed.rows.length;
      const { rows } = await tx.query<{ inserted: boolean }>(
        `insert into spot_prices (start_utc, minutes, eur_mwh)
         select * from unnest($1::timestamptz[], $2::smallint[], $3::numeric[])
         on conflict (start_utc) do update
           set minutes = excluded.minutes, eur_mwh = excluded.eur_mwh
           where (spot_prices.minutes, spot_prices.eur_mwh) is distinct from (excluded.minutes, excluded.eur_mwh)
         returning (xmax = 0) as inserted`,
        [starts, minutes, chunk.map((p) => p.eurMwh)],
      );
      const fresh = rows.filter((row) => row.inserted).length;
      inserted += fresh;
      updated += rows.length - fresh;
    }
    // Whoever acts on new prices (price alerts, the daily report) hears of it with the commit, and
    // only when a price changed: a file loaded again announces nothing.
    if (options.events && inserted + updated + replaced > 0) {
      const days = [...new Set(sorted.map((p) => localDateOf(p.startUtc)))].sort();
      await options.events.publish('market.spot-prices-loaded', { days }, { tx });
    }
    // The price feed's last success for the developers' integration health (a re-sent file counts:
    // the feed delivered), committed with the prices themselves.
    if (prices.length > 0) await recordIntegrationSuccess(tx, 'priceFeed', options.now?.() ?? new Date());
    const first = sorted[0];
    const last = sorted.at(-1);
    return {
      lines: prices.length,
      firstStart: first ? first.startUtc.toISOString() : null,
      lastEnd: last ? new Date(last.startUtc.getTime() + last.minutes * 60_000).toISOString() : null,
      inserted,
      updated,
      unchanged: prices.length - inserted - updated,
      replaced,
    };
  });
}
