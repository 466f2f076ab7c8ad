import { addLocalDays, isoWeekday, localDateOf, localDaysRangeUtc } from '@portal/domain';
import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import {
  changeTypeOf,
  locationParamsSchema,
  microSummarySchema,
  microTimeseriesQuerySchema,
  microTimeseriesSchema,
  percentChange,
  SOLAR_ROUTES,
  statementQuerySchema,
  statementSchema,
  type LocalSpan,
} from '../../contract';
import { netSeries } from '../netting/netSeries';
import { monthStart, spanOf } from '../period/spans';
import { requireNettingPlace } from '../plants/nettingPlace';
import { computeStatement } from '../statement/computeStatement';
import { latestProductionDate, productionKwh } from '../readings/productionSums';

const PARAMS = { owner: 'ownUserId', locationIdentifier: { resource: 'location' } } as const;
const FLAGS = ['microgeneration'] as const;

/** requirements §7 microgeneration summary and timeseries, and the monthly solar statement. */
export function registerMicrogenerationRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: SOLAR_ROUTES.microTimeseries,
    access: 'session',
    flags: FLAGS,
    pathParams: PARAMS,
    schemas: { params: locationParamsSchema, query: microTimeseriesQuerySchema, response: microTimeseriesSchema },
    async handler({ params, query, user }) {
      const place = await requireNettingPlace(context, user, params.locationIdentifier);
      const span = spanOf(query.period, query.start);
      const series = await netSeries(context.db, place, span, query.period);
      return {
        locationIdentifier: place.locationIdentifier,
        period: query.period,
        span,
        resolution: series.resolution,
        nettingMinutes: place.resolutionMinutes,
        rows: series.rows,
        totals: series.totals,
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: SOLAR_ROUTES.microSummary,
    access: 'session',
    flags: FLAGS,
    pathParams: PARAMS,
    schemas: { params: locationParamsSchema, response: microSummarySchema },
    async handler({ params, user }) {
      const place = await requireNettingPlace(context, user, params.locationIdentifier);
      const { db } = context;
      const today = localDateOf(context.now());
      const points = place.productionPointIds;
      const sum = (span: LocalSpan) => productionKwh(db, points, localDaysRangeUtc(span.start, addLocalDays(span.end, -1)));
      const latest = await latestProductionDate(db, points, localDaysRangeUtc(today, today).startUtc);
      const monday = addLocalDays(today, 1 - isoWeekday(today));
      const week = { start: addLocalDays(monday, -7), end: monday };
      const weekBefore = { start: addLocalDays(monday, -14), end: addLocalDays(monday, -7) };
      const month = { start: monthStart(today, -1), end: monthStart(today) };
      const monthBefore = { start: monthStart(today, -2), end: monthStart(today, -1) };
      const [day, dayBefore, w, w0, m, m0, netted] = await Promise.all([
        latest ? sum({ start: latest, end: addLocalDays(latest, 1) }) : null,
        latest ? sum({ start: addLocalDays(latest, -1), end: latest }) : null,
        sum(week),
        sum(weekBefore),
        sum(month),
        sum(monthBefore),
        netSeries(db, place, month, 'month'),
      ]);
      const periodOf = (span: LocalSpan, current: number | null, before: number | null) => {
        const delta = percentChange(current, before);
        return { span, production: current, delta, type: changeTypeOf(delta) };
      };
      return {
        locationIdentifier: place.locationIdentifier,
        measurementDate: latest,
        yesterdayProduction: day,
        previousDayDelta: percentChange(day, dayBefore),
        previousWeek: periodOf(week, w, w0),
        previousMonth: periodOf(month, m, m0),
        monthSelfSufficiencyPercent: netted.totals.selfSufficiencyPercent,
        monthSelfConsumptionPercent: netted.totals.selfConsumptionPercent,
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: SOLAR_ROUTES.statement,
    access: 'session',
    flags: FLAGS,
    pathParams: PARAMS,
    schemas: { params: locationParamsSchema, query: statementQuerySchema, response: statementSchema },
    async handler({ params, query, user }) {
      const place = await requireNettingPlace(context, user, params.locationIdentifier);
      return computeStatement(context.db, place, query.month);
    },
  });
}
