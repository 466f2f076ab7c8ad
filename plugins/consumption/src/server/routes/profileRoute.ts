import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import { isoWeekday, localDayLengthMinutes } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { CONSUMPTION_ROUTES, consumptionParamsSchema, profileQuerySchema, profileResponseSchema } from '../../contract';
import { requireConsumptionLocation } from '../location/requireConsumptionLocation';
import { periodOf } from '../period/timeAxis';
import { readingSourceOf } from '../readings/readingSource';
import { periodRangeUtc } from '../series/measurePeriod';

interface HourRow {
  hour: number;
  average: number | null;
  samples: number;
}

interface DayRow {
  day: string;
  kwh: number;
  present_minutes: number;
}

/**
 * GET .../electricity/profile — when in the day and week the place uses energy. Averages only over
 * complete hours and days: a half-missing hour would drag its hour-of-day average down.
 */
export function registerProfileRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: CONSUMPTION_ROUTES.electricityProfile,
    access: 'session',
    pathParams: { id: 'activeUserId', locationIdentifier: { resource: 'location' } },
    schemas: { params: consumptionParamsSchema, query: profileQuerySchema, response: profileResponseSchema },
    async handler({ params, query, user }) {
      const { location } = await requireConsumptionLocation(context, user, params, { utility: 'ELECTRICITY' });
      const source = readingSourceOf(location);
      const period = periodOf(query.mode, query.start);
      const range = periodRangeUtc(period);
      const args = [source.meteringPointId, range.startUtc.toISOString(), range.endUtc.toISOString()];

      // Each actual UTC hour is one sample, so the repeated October hour counts twice and none is merged.
      const hours = await context.db.query<HourRow>(
        `with hours as (
           select date_trunc('hour', start_utc at time zone 'UTC') at time zone 'UTC' as hour_start,
                  sum(kwh) as kwh,
                  coalesce(sum(${source.minutesSql}) filter (where quality <> 'missing'), 0) as present
             from ${source.table}
            where metering_point_id = $1 and start_utc >= $2 and start_utc < $3
            group by 1)
         select extract(hour from hour_start at time zone 'Europe/Helsinki')::int as hour,
                avg(kwh)::float8 as average, count(*)::int as samples
           from hours where present = 60 group by 1`,
        args,
      );
      const days = await context.db.query<DayRow>(
        `select to_char(start_utc at time zone 'Europe/Helsinki', 'YYYY-MM-DD') as day,
                coalesce(sum(kwh), 0)::float8 as kwh,
                coalesce(sum(${source.minutesSql}) filter (where quality <> 'missing'), 0)::int as present_minutes
           from ${source.table}
          where metering_point_id = $1 and start_utc >= $2 and start_utc < $3
          group by 1`,
        args,
      );

      const byHour = new Map(hours.rows.map((row) => [row.hour, row]));
      const weekdaySums = Array.from({ length: 7 }, () => ({ kwh: 0, days: 0 }));
      for (const day of days.rows) {
        if (day.present_minutes !== localDayLengthMinutes(day.day)) continue;
        const slot = weekdaySums[isoWeekday(day.day) - 1] as { kwh: number; days: number };
        slot.kwh += day.kwh;
        slot.days += 1;
      }
      const round = (value: number) => Math.round(value * 10_000) / 10_000;
      return {
        locationIdentifier: location.locationIdentifier,
        period,
        byHourOfDay: Array.from({ length: 24 }, (_, hour) => {
          const row = byHour.get(hour);
          return { hour, averageKwh: row?.average == null ? null : round(row.average), samples: row?.samples ?? 0 };
        }),
        byWeekday: weekdaySums.map((slot, i) => ({
          weekday: i + 1,
          averageKwh: slot.days > 0 ? round(slot.kwh / slot.days) : null,
          days: slot.days,
        })),
        hoursUsed: hours.rows.reduce((total, row) => total + row.samples, 0),
      };
    },
  });
}
