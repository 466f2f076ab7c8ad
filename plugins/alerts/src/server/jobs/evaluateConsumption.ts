import { defineJob, localDayLengthMinutes, localDayRangeUtc, type DomainEventPayloads, type JobContext } from '@portal/core/server';
import { roundHalfAway } from '../notifications/rounding';
import { consumptionAlertKind, type ConsumptionAlertPayload } from '../notifications/kinds';
import { isRecentDay } from './recentDays';

type Payload = DomainEventPayloads['metering.readings-loaded'];

interface HitRow {
  user_id: string;
  location_identifier: string;
  place_name: string;
  day: string;
  kwh: number;
  top: number | null;
  bottom: number | null;
}

/**
 * The day totals of every active consumption alert on the loaded points, for days whose metering is
 * complete: every minute of the local day (1380/1440/1500 on DST days) covered by a reading that is not
 * missing. A day still arriving is not judged on a part of it; the load that completes it publishes
 * the event again. Set-based, so 100 000 subscriptions are one query (bench/alerts).
 */
const HITS_SQL = `
  with days as (
    select * from unnest($1::char(18)[], $2::text[], $3::timestamptz[], $4::timestamptz[], $5::int[])
      as d(metering_point_id, day, start_utc, end_utc, day_minutes)
  ),
  totals as (
    select d.metering_point_id, d.day,
           sum(r.kwh)::float8 as kwh,
           coalesce(sum(r.minutes) filter (where r.quality <> 'missing'), 0) as covered,
           max(d.day_minutes) as day_minutes
      from days d
      join meter_readings r on r.metering_point_id = d.metering_point_id and r.start_utc >= d.start_utc and r.start_utc < d.end_utc
     group by d.metering_point_id, d.day
  )
  select a.user_id, l.location_identifier, coalesce(n.display_name, l.name) as place_name, t.day, t.kwh,
         a.top_threshold_kwh::float8 as top, a.bottom_threshold_kwh::float8 as bottom
    from totals t
    join locations l on l.metering_point_id = t.metering_point_id and l.utility_type = 'ELECTRICITY'
    join alert_consumption a on a.location_identifier = l.location_identifier and a.active
    join location_access la on la.user_id = a.user_id and la.location_identifier = l.location_identifier
    join location_features f on f.location_identifier = l.location_identifier and f.feature = 'consumptionAlert' and f.enabled
    left join location_names n on n.user_id = a.user_id and n.location_identifier = l.location_identifier
   where t.covered >= t.day_minutes
     and ((a.top_threshold_kwh is not null and t.kwh > a.top_threshold_kwh)
       or (a.bottom_threshold_kwh is not null and t.kwh < a.bottom_threshold_kwh))
   order by a.user_id, l.location_identifier, t.day`;

/** Notifies each hit; one transaction per batch keeps a crash from leaving half a batch told. */
export async function evaluateConsumption(payload: Payload, context: JobContext): Promise<number> {
  const now = context.now();
  const mps: string[] = [];
  const days: string[] = [];
  const starts: string[] = [];
  const ends: string[] = [];
  const minutes: number[] = [];
  for (const point of payload.meteringPoints) {
    for (const day of point.days) {
      if (!isRecentDay(day, now)) continue;
      const range = localDayRangeUtc(day);
      mps.push(point.meteringPointId);
      days.push(day);
      starts.push(range.startUtc.toISOString());
      ends.push(range.endUtc.toISOString());
      minutes.push(localDayLengthMinutes(day));
    }
  }
  if (mps.length === 0) return 0;
  const { rows } = await context.db.query<HitRow>(HITS_SQL, [mps, days, starts, ends, minutes]);
  await notifyInBatches(context, rows, (row) => {
    const direction = row.top !== null && row.kwh > row.top ? 'top' : 'bottom';
    const payload: ConsumptionAlertPayload = {
      locationIdentifier: row.location_identifier,
      placeName: row.place_name,
      day: row.day,
      kwh: roundHalfAway(row.kwh, 2),
      direction,
      thresholdKwh: (direction === 'top' ? row.top : row.bottom) ?? 0,
    };
    return {
      kind: consumptionAlertKind.kind,
      userId: row.user_id,
      payload,
      // One alert per place, day and direction, however often the day's data is loaded again.
      dedupeKey: `consumption:${row.location_identifier}:${row.day}:${direction}`,
      locationIdentifier: row.location_identifier,
    };
  });
  return rows.length;
}

const BATCH = 500;

export async function notifyInBatches<R>(
  context: JobContext,
  rows: readonly R[],
  request: (row: R) => Parameters<JobContext['notifications']['notify']>[0],
): Promise<void> {
  for (let from = 0; from < rows.length; from += BATCH) {
    const batch = rows.slice(from, from + BATCH);
    await context.db.transaction(async (tx) => {
      for (const row of batch) await context.notifications.notify(request(row), { tx });
    });
    await context.progress(Math.min(from + BATCH, rows.length), rows.length);
  }
}

export const evaluateConsumptionJob = defineJob<Payload>({
  name: 'alerts.evaluate-consumption',
  on: ['metering.readings-loaded'],
  async run(payload, context) {
    await evaluateConsumption(payload, context);
  },
});
