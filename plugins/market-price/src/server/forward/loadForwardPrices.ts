import type { Database } from '@portal/core/server';
import type { ForwardPricesResponse } from '../../contract';
import { parseForwardPrices } from './parseForwardPrices';

/**
 * Loads a forward-price file, all or nothing. The file replaces the whole forward curve: months it no
 * longer lists (a month that has become history) are removed, so the chart never shows a stale quote.
 */
export async function loadForwardPrices(db: Database, csv: string, now: Date): Promise<ForwardPricesResponse> {
  const prices = parseForwardPrices(csv);
  await db.transaction(async (tx) => {
    await tx.query('delete from market_price_forward_prices');
    await tx.query(
      `insert into market_price_forward_prices (year, month, eur_mwh, updated_at)
       select y, m, p, $4 from unnest($1::smallint[], $2::smallint[], $3::numeric[]) as f(y, m, p)`,
      [prices.map((p) => p.year), prices.map((p) => p.month), prices.map((p) => p.eurMwh), now.toISOString()],
    );
  });
  return { months: prices.length, updated: now.toISOString() };
}
