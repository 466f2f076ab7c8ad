import { spotEurMwhToPrice } from '@portal/domain';
import { type Queryable } from '@portal/core/server';
import type { PriceLevel } from '../../contract';

/** Quintile limits of the last 30 days' spot prices (c/kWh VAT 0 in 1/10 000); empty when no history. */
export type LevelLimits = readonly bigint[];

const DAY_MS = 86_400_000;

/**
 * "Very cheap … very expensive" is relative (issue 12): the quintiles of the 30 days before `beforeMs`,
 * so a winter price is judged against winter. The database does the percentile over ~2 900 rows.
 */
export async function loadLevelLimits(db: Queryable, beforeMs: number): Promise<LevelLimits> {
  const { rows } = await db.query<{ limits: string[] | null }>(
    `select (percentile_disc(array[0.2, 0.4, 0.6, 0.8]) within group (order by eur_mwh))::text[] as limits
       from spot_prices where start_utc >= $1 and start_utc < $2`,
    [new Date(beforeMs - 30 * DAY_MS).toISOString(), new Date(beforeMs).toISOString()],
  );
  const limits = rows[0]?.limits;
  return limits ? limits.map(spotEurMwhToPrice) : [];
}

const LEVELS: readonly PriceLevel[] = ['VERY_CHEAP', 'CHEAP', 'NORMAL', 'EXPENSIVE', 'VERY_EXPENSIVE'];

export function levelOf(price: bigint, limits: LevelLimits): PriceLevel | null {
  if (limits.length !== 4) return null;
  const index = limits.findIndex((limit) => price < limit);
  return LEVELS[index === -1 ? 4 : index]!;
}
