import { addLocalDays, localDateOf, localDayRangeUtc } from '@portal/domain';
import { defineJob, rowsWithFlagsOn, type DomainEventPayloads, type JobContext } from '@portal/core/server';
import { roundHalfAway } from '../notifications/rounding';
import { returnTemperatureKind } from '../notifications/kinds';
import { notifyInBatches } from './evaluateConsumption';
import { isRecentDay } from './recentDays';

type Payload = DomainEventPayloads['metering.readings-loaded'];

interface SubscriptionRow {
  user_id: string;
  company: string;
  location_identifier: string;
  metering_point_id: string;
  place_name: string;
  return_days: number;
  limit_celsius: number;
}

/** The daily average return temperature (measured hours only) per local day. */
async function dailyAverages(context: JobContext, meteringPointId: string, from: string, to: string): Promise<Map<string, number>> {
  const { rows } = await context.db.query<{ start_utc: Date; celsius: number }>(
    `select start_utc, return_temp_c::float8 as celsius from dh_readings
      where metering_point_id = $1 and start_utc >= $2 and start_utc < $3 and quality = 'measured' and return_temp_c is not null`,
    [meteringPointId, localDayRangeUtc(from).startUtc.toISOString(), localDayRangeUtc(to).endUtc.toISOString()],
  );
  const sums = new Map<string, { sum: number; count: number }>();
  for (const row of rows) {
    const day = localDateOf(row.start_utc);
    const entry = sums.get(day) ?? { sum: 0, count: 0 };
    entry.sum += row.celsius;
    entry.count += 1;
    sums.set(day, entry);
  }
  return new Map([...sums].map(([day, { sum, count }]) => [day, sum / count]));
}

/**
 * After a day's district heating data: a return temperature whose daily average is above the
 * building type's passable limit on N days in a row triggers the alert, once per warm streak (on the
 * N-th day; the day before the streak was not above the limit), so a heating fault is reported once,
 * not every day until it is fixed.
 */
export async function evaluateReturnTemperature(payload: Payload, context: JobContext): Promise<void> {
  const now = context.now();
  const points = payload.meteringPoints.filter((point) => point.days.some((day) => isRecentDay(day, now)));
  if (points.length === 0) return;
  const { rows: subscribed } = await context.db.query<SubscriptionRow>(
    `select a.user_id, l.company, l.location_identifier, l.metering_point_id, coalesce(n.display_name, l.name) as place_name,
            a.return_days, r.passable_max_celsius::float8 as limit_celsius
       from locations l
       join alert_district_heating a on a.location_identifier = l.location_identifier and a.return_active
       join alert_dh_return_limits r on r.building_type = l.building_type
       join location_access la on la.user_id = a.user_id and la.location_identifier = l.location_identifier
       join location_features f on f.location_identifier = l.location_identifier and f.feature = 'consumptionAlert' and f.enabled
       left join location_names n on n.user_id = a.user_id and n.location_identifier = l.location_identifier
      where l.metering_point_id = any($1::text[]) and l.utility_type = 'DISTRICT_HEATING'
      order by a.user_id, l.location_identifier`,
    [points.map((point) => point.meteringPointId)],
  );
  // District heating alerts are under consumptionAlert (as their routes): the place's company's flag
  // with the subscriber's override.
  const rows = await rowsWithFlagsOn(context, 'consumptionAlert', subscribed, (row) => ({ company: row.company, userId: row.user_id }));
  const hits: { row: SubscriptionRow; day: string; average: number }[] = [];
  for (const point of points) {
    const subscriptions = rows.filter((row) => row.metering_point_id === point.meteringPointId);
    if (subscriptions.length === 0) continue;
    const days = point.days.filter((day) => isRecentDay(day, now)).sort();
    const longest = Math.max(...subscriptions.map((row) => row.return_days));
    const averages = await dailyAverages(context, point.meteringPointId, addLocalDays(days[0]!, -longest), days.at(-1)!);
    for (const row of subscriptions) {
      for (const day of days) {
        const streak = Array.from({ length: row.return_days }, (_, i) => averages.get(addLocalDays(day, -i)));
        const before = averages.get(addLocalDays(day, -row.return_days));
        const warm = streak.every((value) => value !== undefined && value > row.limit_celsius);
        if (warm && !(before !== undefined && before > row.limit_celsius)) hits.push({ row, day, average: averages.get(day)! });
      }
    }
  }
  await notifyInBatches(context, hits, ({ row, day, average }) => ({
    kind: returnTemperatureKind.kind,
    userId: row.user_id,
    payload: {
      locationIdentifier: row.location_identifier,
      placeName: row.place_name,
      lastDay: day,
      days: row.return_days,
      averageCelsius: roundHalfAway(average, 1),
      limitCelsius: row.limit_celsius,
    },
    dedupeKey: `dh-return:${row.location_identifier}:${day}`,
    locationIdentifier: row.location_identifier,
  }));
}

export const evaluateReturnTemperatureJob = defineJob<Payload>({
  name: 'alerts.evaluate-return-temperature',
  on: ['metering.readings-loaded'],
  run: evaluateReturnTemperature,
});
