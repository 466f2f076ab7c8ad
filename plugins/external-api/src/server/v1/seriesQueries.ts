import type { Queryable } from '@portal/core/server';

export type Resolution = 'hour' | 'day' | 'month';

export interface Series {
  readonly totalKwh: string;
  readonly points: { start: string; energyKwh: string }[];
}

// Day and month come from the per-place daily rollups (host domain, kept equal to the raw readings by
// core's refreshConsumptionRollups in the loading transaction); a month is the sum of its days inside
// the period, so a period that starts or ends mid-month is exact. Hour comes from the raw readings
// (15-minute rows summed into their UTC hour; Helsinki's offset is whole hours, so an hour is the same
// hour in both), over the Helsinki days' exact UTC span: a DST day has 23 or 25 points.
const SERIES_SQL: Record<Resolution, string> = {
  day: `select to_char(day, 'YYYY-MM-DD') as start, energy_kwh as kwh from consumption_daily_rollups
         where location_identifier = $1 and day between $2::date and $3::date`,
  month: `select to_char(date_trunc('month', day), 'YYYY-MM-DD') as start, sum(energy_kwh) as kwh from consumption_daily_rollups
           where location_identifier = $1 and day between $2::date and $3::date group by 1`,
  hour: `select to_char(date_trunc('hour', x.start_utc at time zone 'UTC'), 'YYYY-MM-DD"T"HH24:00:00.000"Z"') as start, sum(x.kwh) as kwh
           from (select start_utc, kwh from meter_readings where metering_point_id = $1
                 union all select start_utc, kwh from dh_readings where metering_point_id = $1) x
          where x.kwh is not null
            and x.start_utc >= ($2::date::timestamp at time zone 'Europe/Helsinki')
            and x.start_utc < (($3::date + 1)::timestamp at time zone 'Europe/Helsinki')
          group by 1`,
};

/** One place's energy in the period (Helsinki days `from`..`to`, both included) at a resolution. */
export async function loadSeries(
  db: Queryable,
  place: { locationIdentifier: string; meteringPointId: string },
  from: string,
  to: string,
  resolution: Resolution,
): Promise<Series> {
  const { rows } = await db.query<{ start: string; kwh: string; total: string }>(
    `with p as (${SERIES_SQL[resolution]})
     select start, kwh::text as kwh, (select coalesce(sum(kwh), 0) from p)::text as total from p order by start`,
    // Day and month name the place (rollups), hour its metering point (raw readings).
    [resolution === 'hour' ? place.meteringPointId : place.locationIdentifier, from, to],
  );
  return { totalKwh: rows[0]?.total ?? '0', points: rows.map((row) => ({ start: row.start, energyKwh: row.kwh })) };
}

/** Each place's energy in the period, from the daily rollups; a place with no data answers 0. */
export async function loadPlaceTotals(db: Queryable, places: readonly string[], from: string, to: string) {
  const { rows } = await db.query<{ location_identifier: string; utility_type: string; kwh: string }>(
    `select l.location_identifier, l.utility_type, coalesce(sum(r.energy_kwh), 0)::text as kwh
       from locations l left join consumption_daily_rollups r
         on r.location_identifier = l.location_identifier and r.day between $2::date and $3::date
      where l.location_identifier = any($1::text[])
      group by l.location_identifier, l.utility_type order by l.location_identifier`,
    [places, from, to],
  );
  return rows;
}
