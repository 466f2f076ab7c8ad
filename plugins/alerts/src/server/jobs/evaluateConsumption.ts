import { defineJob, rowsWithFlagsOn, type DomainEventPayloads, type JobContext } from '@portal/core/server';
import { localDayLengthMinutes, localDayRangeUtc } from '@portal/domain';
import { roundHalfAway } from '../notifications/rounding';
import { consumptionAlertKind, type ConsumptionAlertPayload } from '../notifications/kinds';
import { isRecentDay } from './recentDays';

type Payload = DomainEventPayloads['metering.readings-loaded'];

interface HitRow {
  user_id: string;
  /** The place's company: its consumptionAlert flag (with the user's override) decides. */
  company: string;
  location_identifier: string;
  place_name: string;
  day: string;
  kwh: number;
  top: number | null;
  bottom: number | null;
}

/**
 * Day totals of the loaded points over the loaded days: one range scan of the primary key, grouped by
 * Helsinki day. `covered` is the minutes with a reading that is not missing.
 */
export const TOTALS_SQL = `
  select r.metering_point_id::text as metering_point_id,
         to_char(r.start_utc at time zone 'Europe/Helsinki', 'YYYY-MM-DD') as day,
         sum(r.kwh)::float8 as kwh,
         (coalesce(sum(r.minutes) filter (where r.quality <> 'missing'), 0))::int as covered
    from meter_readings r
   where r.metering_point_id = any($1::bpchar[]) and r.start_utc >= $2 and r.start_utc < $3
   group by 1, 2`;

/**
 * The subscriptions the complete days cross. Two queries rather than one on purpose: the embedded
 * database has no statistics (no autovacuum), and with the totals inside one statement it guessed one
 * row and re-ran the whole subscription join per place (17 s for 1 000 places, bench/alerts). Given
 * the totals as arrays, every join below is an index lookup from the loaded points outwards.
 */
export const HITS_SQL = `
  select a.user_id, l.company, l.location_identifier, coalesce(n.display_name, l.name) as place_name, t.day, t.kwh,
         a.top_threshold_kwh::float8 as top, a.bottom_threshold_kwh::float8 as bottom
    from unnest($1::text[], $2::text[], $3::float8[]) as t(metering_point_id, day, kwh)
    join locations l on l.metering_point_id = t.metering_point_id::bpchar and l.utility_type = 'ELECTRICITY'
    join alert_consumption a on a.location_identifier = l.location_identifier and a.active
    join location_access la on la.user_id = a.user_id and la.location_identifier = l.location_identifier
    join location_features f on f.location_identifier = l.location_identifier and f.feature = 'consumptionAlert' and f.enabled
    left join location_names n on n.user_id = a.user_id and n.location_identifier = l.location_identifier
   where (a.top_threshold_kwh is not null and t.kwh > a.top_threshold_kwh)
      or (a.bottom_threshold_kwh is not null and t.kwh < a.bottom_threshold_kwh)
   order by a.user_id, l.location_identifier, t.day`;

/**
 * The complete days among the loaded (point, day) pairs: every minute of the local day (1380/1440/1500
 * on DST days) covered by a reading that is not missing. A day still arriving is not judged on a part
 * of it; the load that completes it publishes the event again.
 */
async function completeDayTotals(context: Pick<JobContext, 'db'>, pairs: readonly { meteringPointId: string; day: string }[]) {
  const days = [...new Set(pairs.map((pair) => pair.day))].sort();
  const wanted = new Set(pairs.map((pair) => `${pair.meteringPointId}|${pair.day}`));
  const { rows } = await context.db.query<{ metering_point_id: string; day: string; kwh: number; covered: number }>(TOTALS_SQL, [
    [...new Set(pairs.map((pair) => pair.meteringPointId))],
    localDayRangeUtc(days[0]!).startUtc.toISOString(),
    localDayRangeUtc(days.at(-1)!).endUtc.toISOString(),
  ]);
  return rows.filter((row) => wanted.has(`${row.metering_point_id}|${row.day}`) && row.covered >= localDayLengthMinutes(row.day));
}

/** Who is alerted by the loaded days, without notifying anyone (the bench times this part alone). */
export async function consumptionHits(context: Pick<JobContext, 'db' | 'now'>, payload: Payload): Promise<HitRow[]> {
  const now = context.now();
  const pairs = payload.meteringPoints.flatMap((point) =>
    point.days.filter((day) => isRecentDay(day, now)).map((day) => ({ meteringPointId: point.meteringPointId, day })),
  );
  if (pairs.length === 0) return [];
  const totals = await completeDayTotals(context, pairs);
  if (totals.length === 0) return [];
  const { rows } = await context.db.query<HitRow>(HITS_SQL, [
    totals.map((t) => t.metering_point_id),
    totals.map((t) => t.day),
    totals.map((t) => t.kwh),
  ]);
  return rows;
}

/** Notifies each hit; one transaction per batch keeps a crash from leaving half a batch told. */
export async function evaluateConsumption(payload: Payload, context: JobContext): Promise<number> {
  // The place's company's consumptionAlert flag, with the subscriber's override: off, the routes answer
  // 404 and the page hides the alert, so an old subscription must not speak either.
  const rows = await rowsWithFlagsOn(context, 'consumptionAlert', await consumptionHits(context, payload), (row) => ({
    company: row.company,
    userId: row.user_id,
  }));
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
