import type { Queryable } from '@portal/core/server';

/**
 * Keeps the per-place consumption rollups (host domain tables consumption_daily_rollups and
 * consumption_monthly_rollups) equal to the raw readings. Call it inside the transaction that writes
 * meter_readings or dh_readings, with the Helsinki local days the written intervals start on (the
 * `metering.readings-loaded` payload): the affected days are recomputed from the raw rows, then their
 * months from the days. Recomputing (not adding deltas) makes a correction, a re-load and a removed
 * interval all come out right, and a 23- or 25-hour day is whatever its raw rows hold.
 *
 * Lives in core because whoever loads readings (the consumption plugin's ingest, an integration, the
 * demo data) must keep the rollups in step, and plugins do not import each other.
 */
export interface RollupTarget {
  readonly meteringPointId: string;
  /** Helsinki local days (YYYY-MM-DD). */
  readonly days: readonly string[];
}

// Enough (place, day) pairs per statement to keep a year of thousands of places to a few round trips.
const CHUNK = 20_000;

/** The raw energy of one place and day: both series tables, the interval's Helsinki start day deciding. */
const DAY_FROM_RAW = `
  select t.location_identifier, t.day, coalesce(sum(x.kwh), 0) as energy_kwh, count(x.kwh)::int as interval_count
    from unnest($1::text[], $2::text[], $3::date[]) as t(location_identifier, metering_point_id, day)
    join lateral (
      select m.kwh from meter_readings m
       where m.metering_point_id = t.metering_point_id
         and m.start_utc >= (t.day::timestamp at time zone 'Europe/Helsinki')
         and m.start_utc < ((t.day + 1)::timestamp at time zone 'Europe/Helsinki')
      union all
      select d.kwh from dh_readings d
       where d.metering_point_id = t.metering_point_id
         and d.start_utc >= (t.day::timestamp at time zone 'Europe/Helsinki')
         and d.start_utc < ((t.day + 1)::timestamp at time zone 'Europe/Helsinki')
    ) x on true
   group by t.location_identifier, t.day`;

export async function refreshConsumptionRollups(tx: Queryable, targets: readonly RollupTarget[]): Promise<void> {
  const points = [...new Set(targets.map((target) => target.meteringPointId))];
  if (points.length === 0) return;
  // Readings may arrive before the portal knows the place (005_metering): those have nothing to roll up.
  const { rows } = await tx.query<{ location_identifier: string; metering_point_id: string }>(
    'select location_identifier, metering_point_id::text as metering_point_id from locations where metering_point_id = any($1::text[])',
    [points],
  );
  const placeOf = new Map(rows.map((row) => [row.metering_point_id, row.location_identifier]));
  const pairs: [string, string, string][] = [];
  for (const target of targets) {
    const place = placeOf.get(target.meteringPointId);
    if (!place) continue;
    for (const day of new Set(target.days)) pairs.push([place, target.meteringPointId, day]);
  }
  for (let from = 0; from < pairs.length; from += CHUNK) {
    const chunk = pairs.slice(from, from + CHUNK);
    const args = [chunk.map((p) => p[0]), chunk.map((p) => p[1]), chunk.map((p) => p[2])];
    await tx.query(
      `delete from consumption_daily_rollups r
        using unnest($1::text[], $2::text[], $3::date[]) as t(location_identifier, metering_point_id, day)
        where r.location_identifier = t.location_identifier and r.day = t.day`,
      args,
    );
    await tx.query(`insert into consumption_daily_rollups (location_identifier, day, energy_kwh, interval_count) ${DAY_FROM_RAW}`, args);
  }
  await refreshMonths(tx, pairs);
}

/** Rewrites the months the days fall in from the daily rows (a month is the sum of its local days). */
async function refreshMonths(tx: Queryable, pairs: readonly [string, string, string][]): Promise<void> {
  const months = new Map<string, [string, string]>();
  for (const [place, , day] of pairs) months.set(`${place}|${day.slice(0, 7)}`, [place, `${day.slice(0, 7)}-01`]);
  const list = [...months.values()];
  for (let from = 0; from < list.length; from += CHUNK) {
    const chunk = list.slice(from, from + CHUNK);
    const args = [chunk.map((m) => m[0]), chunk.map((m) => m[1])];
    await tx.query(
      `delete from consumption_monthly_rollups r
        using unnest($1::text[], $2::date[]) as t(location_identifier, month)
        where r.location_identifier = t.location_identifier and r.month = t.month`,
      args,
    );
    await tx.query(
      `insert into consumption_monthly_rollups (location_identifier, month, energy_kwh, interval_count)
       select d.location_identifier, t.month, sum(d.energy_kwh), sum(d.interval_count)::int
         from unnest($1::text[], $2::date[]) as t(location_identifier, month)
         join consumption_daily_rollups d
           on d.location_identifier = t.location_identifier
          and d.day >= t.month and d.day < (t.month + interval '1 month')::date
        group by d.location_identifier, t.month`,
      args,
    );
  }
}

/**
 * Rebuilds every rollup from the raw rows: for the demo data set (written in bulk, outside any
 * ingest) and for repairing a database loaded before the rollups existed. Set-based, one pass per table.
 */
export async function rebuildConsumptionRollups(tx: Queryable): Promise<void> {
  await tx.query('delete from consumption_monthly_rollups');
  await tx.query('delete from consumption_daily_rollups');
  await tx.query(
    `insert into consumption_daily_rollups (location_identifier, day, energy_kwh, interval_count)
     select l.location_identifier, (x.start_utc at time zone 'Europe/Helsinki')::date, coalesce(sum(x.kwh), 0), count(x.kwh)::int
       from (select metering_point_id, start_utc, kwh from meter_readings
             union all
             select metering_point_id, start_utc, kwh from dh_readings) x
       join locations l on l.metering_point_id = x.metering_point_id
      group by 1, 2`,
  );
  await tx.query(
    `insert into consumption_monthly_rollups (location_identifier, month, energy_kwh, interval_count)
     select location_identifier, date_trunc('month', day)::date, sum(energy_kwh), sum(interval_count)::int
       from consumption_daily_rollups group by 1, 2`,
  );
}
