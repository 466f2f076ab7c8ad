import { ENERGY_SCALE, localDateOf, parseScaled, scaledToNumber, type UtcRange } from '@portal/domain';
import { type Queryable } from '@portal/core/server';

export interface ProductionRow {
  readonly ms: number;
  readonly minutes: number;
  readonly kwh: bigint;
}

/** A plant's (or several plants') production intervals in a UTC range, oldest first. */
export async function productionRows(db: Queryable, points: readonly string[], range: UtcRange): Promise<ProductionRow[]> {
  if (points.length === 0) return [];
  const { rows } = await db.query<{ ms: string; minutes: number; kwh: string }>(
    `select (extract(epoch from start_utc) * 1000)::bigint::text as ms, minutes::int as minutes, sum(kwh)::text as kwh
       from solar_production where metering_point_id = any($1::text[]) and start_utc >= $2 and start_utc < $3
      group by start_utc, minutes order by start_utc`,
    [[...points], range.startUtc.toISOString(), range.endUtc.toISOString()],
  );
  return rows.map((row) => ({ ms: Number(row.ms), minutes: row.minutes, kwh: parseScaled(row.kwh, ENERGY_SCALE) }));
}

/** kWh produced in a range, or null when nothing was metered in it. */
export async function productionKwh(db: Queryable, points: readonly string[], range: UtcRange): Promise<number | null> {
  if (points.length === 0) return null;
  const { rows } = await db.query<{ kwh: string | null }>(
    `select sum(kwh)::text as kwh from solar_production
      where metering_point_id = any($1::text[]) and start_utc >= $2 and start_utc < $3`,
    [[...points], range.startUtc.toISOString(), range.endUtc.toISOString()],
  );
  const kwh = rows[0]?.kwh;
  return kwh == null ? null : scaledToNumber(parseScaled(kwh, ENERGY_SCALE), ENERGY_SCALE);
}

/** The latest local date (before `today`) with production, or null. */
export async function latestProductionDate(db: Queryable, points: readonly string[], before: Date): Promise<string | null> {
  if (points.length === 0) return null;
  const { rows } = await db.query<{ ms: string | null }>(
    `select (extract(epoch from max(start_utc)) * 1000)::bigint::text as ms from solar_production
      where metering_point_id = any($1::text[]) and start_utc < $2`,
    [[...points], before.toISOString()],
  );
  const ms = rows[0]?.ms;
  return ms == null ? null : localDateOf(Number(ms));
}
