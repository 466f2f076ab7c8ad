import { addLocalDays, isoWeekday, localDateOf } from '@portal/domain';
import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import {
  changeTypeOf,
  CONSUMPTION_ROUTES,
  consumptionParamsSchema,
  energyConsumptionSummarySchema,
  percentChange,
  summaryQuerySchema,
  type LocalPeriod,
  type PeriodConsumption,
} from '../../contract';
import { requireConsumptionLocation } from '../location/requireConsumptionLocation';
import { addMonths } from '../period/timeAxis';
import { latestMeasuredDate } from '../readings/latestMeasuredDate';
import { readingSourceOf, type ReadingSource } from '../readings/readingSource';
import { pricingContextFor } from '../series/buildTimeseries';
import { measurePeriod, type PricingContext } from '../series/measurePeriod';
import { periodTotals, type PeriodTotals } from '../series/periodTotals';
import type { Queryable } from '@portal/core/server';

async function totalsOf(
  db: Queryable,
  source: ReadingSource,
  period: LocalPeriod,
  nowMs: number,
  pricing: PricingContext | null,
  vat: 'VAT_0' | 'VAT_24',
): Promise<PeriodTotals> {
  const measures = await measurePeriod(db, source, period, 'day', pricing);
  return periodTotals(measures, source.meterMinutes, nowMs, vat);
}

const kwhOrNull = (totals: PeriodTotals) => (totals.hasData ? totals.kwh : null);

function periodConsumption(period: LocalPeriod, current: PeriodTotals, before: PeriodTotals): PeriodConsumption {
  const delta = percentChange(kwhOrNull(current), kwhOrNull(before));
  return { period, consumption: kwhOrNull(current), delta, type: changeTypeOf(delta), complete: current.complete };
}

/**
 * GET .../electricity/summary — requirements §3 energyConsumption: the latest measured day ("yesterday") and
 * the last full ISO week and calendar month, each against the one before.
 */
export function registerSummaryRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: CONSUMPTION_ROUTES.electricitySummary,
    access: 'session',
    pathParams: { id: 'activeUserId', locationIdentifier: { resource: 'location' } },
    schemas: { params: consumptionParamsSchema, query: summaryQuerySchema, response: energyConsumptionSummarySchema },
    async handler({ params, query, user }) {
      const { location } = await requireConsumptionLocation(context, user, params, { utility: 'ELECTRICITY' });
      const { db } = context;
      const now = context.now();
      const nowMs = now.getTime();
      const today = localDateOf(now);
      const source = readingSourceOf(location);
      const euros = await context.isFlagOn('consumptionInEuros', user);

      const measurementDate = await latestMeasuredDate(db, source, today);
      const thisMonday = addLocalDays(today, 1 - isoWeekday(today));
      const lastWeek = { start: addLocalDays(thisMonday, -7), end: thisMonday };
      const weekBefore = { start: addLocalDays(thisMonday, -14), end: addLocalDays(thisMonday, -7) };
      const thisMonth = addMonths(today, 0);
      const lastMonth = { start: addMonths(today, -1), end: thisMonth };
      const monthBefore = { start: addMonths(today, -2), end: addMonths(today, -1) };

      const pricing = euros && measurementDate ? await pricingContextFor(db, location, 'EUR') : null;
      const [day, dayBefore, week, week0, month, month0] = await Promise.all([
        measurementDate ? totalsOf(db, source, { start: measurementDate, end: addLocalDays(measurementDate, 1) }, nowMs, pricing, query.vat) : null,
        measurementDate ? totalsOf(db, source, { start: addLocalDays(measurementDate, -1), end: measurementDate }, nowMs, null, query.vat) : null,
        totalsOf(db, source, lastWeek, nowMs, null, query.vat),
        totalsOf(db, source, weekBefore, nowMs, null, query.vat),
        totalsOf(db, source, lastMonth, nowMs, null, query.vat),
        totalsOf(db, source, monthBefore, nowMs, null, query.vat),
      ]);
      const previousDayDelta = day && dayBefore ? percentChange(kwhOrNull(day), kwhOrNull(dayBefore)) : null;
      return {
        locationIdentifier: location.locationIdentifier,
        measurementDate,
        yesterdayConsumption: day ? kwhOrNull(day) : null,
        yesterdayCost: day && euros ? day.eur : null,
        previousDayDelta,
        previousDayType: changeTypeOf(previousDayDelta),
        previousWeek: periodConsumption(lastWeek, week, week0),
        previousMonth: periodConsumption(lastMonth, month, month0),
        vat: query.vat,
      };
    },
  });
}
