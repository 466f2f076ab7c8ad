import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import { localDateOf, localDaysBetween } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import {
  budgetQuerySchema,
  budgetResponseSchema,
  CONSUMPTION_ROUTES,
  consumptionParamsSchema,
  setConsumptionBudgetBodySchema,
  type BudgetResponse,
  type BudgetUnit,
  type VatMode,
} from '../../contract';
import { requireConsumptionLocation, requireFlags } from '../location/requireConsumptionLocation';
import type { MeteredLocation } from '../location/meteredLocation';
import { requireEnabledPlaceFeature, requireWritablePlaceFeature } from '../location/placeFeature';
import { periodOf } from '../period/timeAxis';
import { latestMeasuredDate } from '../readings/latestMeasuredDate';
import { readingSourceOf } from '../readings/readingSource';
import { pricingContextFor } from '../series/buildTimeseries';
import { measurePeriod } from '../series/measurePeriod';
import { periodTotals } from '../series/periodTotals';

interface BudgetRow {
  active: boolean;
  monthly_budget: string;
  unit: BudgetUnit;
}

/**
 * The month so far and its forecast: the average day so far (up to the latest day with data) times the
 * days of the month. Linear on purpose: it is what the customer can check by hand.
 */
async function budgetView(
  context: ServerPluginContext,
  location: MeteredLocation,
  row: BudgetRow | undefined,
  vat: VatMode,
): Promise<BudgetResponse> {
  const unit: BudgetUnit = row?.unit ?? 'kWh';
  const now = context.now();
  const today = localDateOf(now);
  const month = periodOf('month', today);
  const source = readingSourceOf(location);
  const pricing = await pricingContextFor(context.db, location, unit);
  const [measures, latest] = await Promise.all([
    measurePeriod(context.db, source, month, 'day', pricing),
    latestMeasuredDate(context.db, source, localDateOf(now.getTime() + 86_400_000)),
  ]);
  const totals = periodTotals(measures, source.meterMinutes, now.getTime(), vat);
  const consumption = unit === 'EUR' ? totals.eur : totals.hasData ? totals.kwh : null;
  const daysCovered = latest && latest >= month.start ? localDaysBetween(month.start, latest) + 1 : 0;
  const daysInMonth = localDaysBetween(month.start, month.end);
  const forecast = consumption !== null && daysCovered > 0 ? Math.round((consumption / daysCovered) * daysInMonth * 100) / 100 : null;
  return {
    locationIdentifier: location.locationIdentifier,
    active: row?.active ?? false,
    budget: row ? Number(row.monthly_budget) : null,
    unit,
    month: month.start.slice(0, 7),
    consumptionForMonth: consumption,
    forecastForMonth: forecast,
    complete: totals.complete,
    vat,
  };
}

async function loadBudget(context: ServerPluginContext, userId: string, locationIdentifier: string): Promise<BudgetRow | undefined> {
  const { rows } = await context.db.query<BudgetRow>(
    `select active, monthly_budget::text as monthly_budget, unit from consumption_budgets
      where user_id = $1 and location_identifier = $2`,
    [userId, locationIdentifier],
  );
  return rows[0];
}

/**
 * GET .../budget and POST .../setConsumptionBudget (flag consumptionBudget; euros also consumptionInEuros).
 * The place's own consumptionBudget feature gates both: reading needs it enabled (read-only still
 * reads), writing needs it enabled and not read-only; an absent feature is neither (requirements §5).
 */
export function registerBudgetRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: CONSUMPTION_ROUTES.budget,
    access: 'session',
    pathParams: { id: 'activeUserId', locationIdentifier: { resource: 'location' } },
    flags: ['consumptionBudget'],
    schemas: { params: consumptionParamsSchema, query: budgetQuerySchema, response: budgetResponseSchema },
    async handler({ params, query, user }) {
      const { location } = await requireConsumptionLocation(context, user, params);
      await requireEnabledPlaceFeature(context.db, location.locationIdentifier, 'consumptionBudget');
      const row = await loadBudget(context, user.id, location.locationIdentifier);
      // A euro budget is hidden while euros are off for the user: showing it would reveal a feature that is off.
      const visible = row?.unit === 'EUR' && !(await context.isFlagOn('consumptionInEuros', user)) ? undefined : row;
      return budgetView(context, location, visible, query.vat);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: CONSUMPTION_ROUTES.setConsumptionBudget,
    access: 'session',
    pathParams: { id: 'activeUserId', locationIdentifier: { resource: 'location' } },
    flags: ['consumptionBudget'],
    schemas: { params: consumptionParamsSchema, body: setConsumptionBudgetBodySchema, response: budgetResponseSchema },
    async handler({ params, body, user }) {
      const { location } = await requireConsumptionLocation(context, user, params, { action: 'write' });
      if (body.unit === 'EUR') await requireFlags(context, user, ['consumptionInEuros']);
      await requireWritablePlaceFeature(context.db, location.locationIdentifier, 'consumptionBudget');
      await context.db.query(
        `insert into consumption_budgets (user_id, location_identifier, active, monthly_budget, unit, updated_at)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (user_id, location_identifier) do update
           set active = excluded.active, monthly_budget = excluded.monthly_budget, unit = excluded.unit,
               updated_at = excluded.updated_at`,
        [user.id, location.locationIdentifier, body.active, body.budget.toFixed(2), body.unit, context.now().toISOString()],
      );
      return budgetView(context, location, await loadBudget(context, user.id, location.locationIdentifier), 'VAT_24');
    },
  });
}
