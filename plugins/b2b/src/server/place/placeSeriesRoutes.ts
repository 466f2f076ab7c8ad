import { addLocalDays, localDateOf } from '@portal/domain';
import { ApiError, defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { averagesResponseSchema, currentResponseSchema, graphQuerySchema, graphResponseSchema, locationParamsSchema } from '../../contract/places';
import { dayBuckets, graphPeriod } from './graphPeriod';
import { kwhNumber } from './locationSeries';
import { sumBuckets } from './sumBuckets';
import { loadGraph } from './loadGraph';
import { LOCATION_PATH, LOCATION_PATH_PARAMS, resolveLocation } from './resolveLocation';

/** GET graph, current and averages: a place's or composite's consumption, summed over its members' intervals. */
export function registerPlaceSeriesRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: `${LOCATION_PATH}/graph`,
    access: 'session',
    pathParams: LOCATION_PATH_PARAMS,
    schemas: { params: locationParamsSchema, query: graphQuerySchema, response: graphResponseSchema },
    async handler({ params, query, user }) {
      const { location } = await resolveLocation(context, user, params, 'read');
      // A quarter view of an hourly meter would put each hour's energy in its first quarter.
      if (query.mode === 'day' && query.resolution === 'PT15M' && location.members.some((m) => m.resolutionMinutes !== 15)) {
        throw new ApiError('BAD_REQUEST', 'Hourly meters have no 15-minute data', 'query.resolution');
      }
      if (query.mode !== 'day' && query.resolution === 'PT15M') {
        throw new ApiError('BAD_REQUEST', '15-minute resolution is for the day view', 'query.resolution');
      }
      return loadGraph(context.db, location, query, context.now());
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${LOCATION_PATH}/current`,
    access: 'session',
    pathParams: LOCATION_PATH_PARAMS,
    schemas: { params: locationParamsSchema, response: currentResponseSchema },
    async handler({ params, user }) {
      const { location } = await resolveLocation(context, user, params, 'read');
      const yesterday = addLocalDays(localDateOf(context.now()), -1);
      // Whole days and months: the rollups, so a composite of many places scans no raw rows here.
      const now = context.now();
      const week = await sumBuckets(context.db, location.members, graphPeriod('week', addLocalDays(yesterday, -7)), now, 'rollups');
      const month = await sumBuckets(
        context.db,
        location.members,
        graphPeriod('month', addLocalDays(yesterday.slice(0, 8) + '01', -1)),
        now,
        'rollups',
      );
      const day = await sumBuckets(context.db, location.members, graphPeriod('month', yesterday), now, 'rollups');
      const yesterdayIndex = Number(yesterday.slice(8, 10)) - 1;
      const yesterdaySums = day[yesterdayIndex];
      const total = (sums: typeof week) => (sums.some((s) => s.presentIntervals > 0) ? kwhNumber(sums.reduce((a, s) => a + s.kwh, 0n)) : null);
      return {
        measurementDate: yesterdaySums && yesterdaySums.presentIntervals > 0 ? yesterday : null,
        yesterdayKwh: yesterdaySums && yesterdaySums.presentIntervals > 0 ? kwhNumber(yesterdaySums.kwh) : null,
        previousWeekKwh: total(week),
        previousMonthKwh: total(month),
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${LOCATION_PATH}/averages`,
    access: 'session',
    pathParams: LOCATION_PATH_PARAMS,
    schemas: { params: locationParamsSchema, response: averagesResponseSchema },
    async handler({ params, user }) {
      const { location } = await resolveLocation(context, user, params, 'read');
      const today = localDateOf(context.now());
      const days = Array.from({ length: 30 }, (_, i) => addLocalDays(today, i - 30));
      const sums = await sumBuckets(
        context.db,
        location.members,
        { mode: 'month', unit: 'P1D', buckets: dayBuckets(days[0]!, today) },
        context.now(),
        'rollups',
      );
      const withData = sums.map((s, i) => ({ s, day: days[i]! })).filter(({ s }) => s.presentIntervals > 0);
      const mean = (items: typeof withData) => (items.length ? kwhNumber(items.reduce((a, { s }) => a + s.kwh, 0n)) / items.length : null);
      const round = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);
      const weekday = (day: string) => (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
      return {
        dayAverageKwh: round(mean(withData)),
        weekdayAverageKwh: Array.from({ length: 7 }, (_, w) => round(mean(withData.filter(({ day }) => weekday(day) === w)))),
      };
    },
  });
}
