import { localDateOf, localDayStartUtc, type LocalDate } from '@portal/domain';
import { preparedSql, type Queryable } from '@portal/core/server';
import type { ReadingSource } from './readingSource';

// Prepared per reading table: the front page's summary asks this on every load.
const LATEST = {
  meter_readings: preparedSql(
    'consumption_latest_measured_meter',
    `select (extract(epoch from max(start_utc)) * 1000)::int8 as start_ms
       from meter_readings where metering_point_id = $1 and start_utc < $2 and quality <> 'missing'`,
  ),
  dh_readings: preparedSql(
    'consumption_latest_measured_dh',
    `select (extract(epoch from max(start_utc)) * 1000)::int8 as start_ms
       from dh_readings where metering_point_id = $1 and start_utc < $2 and quality <> 'missing'`,
  ),
} as const;

/**
 * The latest local day before `today` with any present reading: what the portal calls "yesterday",
 * since Datahub delivers a day or two late. Null when the place has no data at all.
 */
export async function latestMeasuredDate(db: Queryable, source: ReadingSource, today: LocalDate): Promise<LocalDate | null> {
  const { rows } = await db.query<{ start_ms: number | null }>(LATEST[source.table], [source.meteringPointId, localDayStartUtc(today).toISOString()]);
  const latest = rows[0]?.start_ms;
  return latest === null || latest === undefined ? null : localDateOf(Number(latest));
}
