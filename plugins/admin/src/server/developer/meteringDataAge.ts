import type { Queryable } from '@portal/core/server';

/**
 * A metering point is late when its newest reading ended more than two days ago. Datahub delivers
 * the previous day's readings the next morning, and a day's delay (weekends, a resent file) is
 * normal; beyond two days the feed for that point has stopped and customers see a gap.
 */
export const METERING_LATE_AFTER_HOURS = 48;

export interface CompanyMeteringAge {
  readonly company: string;
  readonly meteringPoints: number;
  readonly newestReadingEnd: Date | null;
  readonly latePoints: number;
}

/**
 * Per company: its places' metering points, the end of the newest reading any of them has (electricity
 * and production in meter_readings, district heating in dh_readings; a "missing" interval is no
 * reading), and how many points are late (no reading at all, or the newest one older than the limit).
 * Each point's newest reading comes from the primary key's index, one backward step per point.
 */
export async function meteringDataAge(db: Queryable, now: Date): Promise<CompanyMeteringAge[]> {
  const lateBefore = new Date(now.getTime() - METERING_LATE_AFTER_HOURS * 3_600_000);
  const { rows } = await db.query<{ company: string; points: number; newest_end: Date | null; late: number }>(
    `with newest as (
       select l.company, l.metering_point_id,
              greatest(
                (select max(r.start_utc + r.minutes * interval '1 minute') from meter_readings r
                  where r.metering_point_id = l.metering_point_id and r.quality <> 'missing'),
                (select max(d.start_utc + interval '1 hour') from dh_readings d
                  where d.metering_point_id = l.metering_point_id and d.quality <> 'missing')
              ) as newest_end
         from locations l)
     select c.code as company, count(n.metering_point_id)::int as points, max(n.newest_end) as newest_end,
            (count(n.metering_point_id) filter (where n.newest_end is null or n.newest_end < $1))::int as late
       from companies c left join newest n on n.company = c.code
      group by c.code order by c.code`,
    [lateBefore],
  );
  return rows.map((row) => ({
    company: row.company,
    meteringPoints: row.points,
    newestReadingEnd: row.newest_end === null ? null : new Date(row.newest_end),
    latePoints: row.late,
  }));
}
