import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import { localDateOf, parseScaled, PRICE_SCALE } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import {
  MARKET_PRICE_ROUTES,
  userPriceParamsSchema,
  weightedConsumptionPlusResponseSchema,
  weightedConsumptionQuerySchema,
  weightedConsumptionResponseSchema,
} from '../../contract';
import { hourProfile } from '../weighted/hourProfile';
import { loadWeightedInputs } from '../weighted/loadWeightedInputs';
import { periodSums, weightedPeriodOf, weightedPeriodPlusOf } from '../weighted/weightedPeriod';

/**
 * GET /v2/alerts/weightedConsumption and /v2/alerts/weightedConsumptionPlus
 * /user/:id/location/:locationIdentifier?date=&vat= (flag marketPriceConsumptionProfile): what the
 * customer's kWh cost on spot this month and this year (consumption-weighted) against the plain mean
 * price — whether their timing beats the market. Plus adds the spot contract's margin (what they paid)
 * and the hour-of-day profile. A foreign or heat place answers 404; a bad date or vat 400.
 */
export function registerWeightedConsumptionRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: MARKET_PRICE_ROUTES.weightedConsumption,
    access: 'session',
    flags: ['marketPriceConsumptionProfile'],
    pathParams: { id: 'ownUserId', locationIdentifier: { resource: 'location' } },
    schemas: { params: userPriceParamsSchema, query: weightedConsumptionQuerySchema, response: weightedConsumptionResponseSchema },
    async handler({ params, query, user }) {
      const date = query.date ?? localDateOf(context.now());
      const input = await loadWeightedInputs(context, user, params.locationIdentifier, date, query.vat);
      const sumsOf = (bounds: typeof input.month) => periodSums(input.readings, bounds, input.spot, input.vatFactor);
      return {
        locationIdentifier: params.locationIdentifier,
        date,
        vat: query.vat,
        unit: 'c/kWh' as const,
        month: weightedPeriodOf(input.month, sumsOf(input.month)),
        year: weightedPeriodOf(input.year, sumsOf(input.year)),
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: MARKET_PRICE_ROUTES.weightedConsumptionPlus,
    access: 'session',
    flags: ['marketPriceConsumptionProfile'],
    pathParams: { id: 'ownUserId', locationIdentifier: { resource: 'location' } },
    schemas: { params: userPriceParamsSchema, query: weightedConsumptionQuerySchema, response: weightedConsumptionPlusResponseSchema },
    async handler({ params, query, user }) {
      const date = query.date ?? localDateOf(context.now());
      const input = await loadWeightedInputs(context, user, params.locationIdentifier, date, query.vat);
      // The spot contract in force on the reported day; its margin is applied to the whole period
      // (a margin changed mid-year is not split — the answer says which margin it used).
      const { rows } = await context.db.query<{ spot_margin_c_kwh: string | null }>(
        `select spot_margin_c_kwh::text as spot_margin_c_kwh from contracts
          where location_identifier = $1 and contract_type in ('ELECTRICITY', 'ELECTRICITY_AND_NETWORK') and pricing = 'SPOT'
            and start_date <= $2::date and (end_date is null or end_date >= $2::date)
          order by start_date desc limit 1`,
        [params.locationIdentifier, date],
      );
      const marginText = rows[0] ? (rows[0].spot_margin_c_kwh ?? '0') : null;
      const margin = marginText === null ? null : parseScaled(marginText, PRICE_SCALE);
      const sumsOf = (bounds: typeof input.month) => periodSums(input.readings, bounds, input.spot, input.vatFactor);
      return {
        locationIdentifier: params.locationIdentifier,
        date,
        vat: query.vat,
        unit: 'c/kWh' as const,
        contract: marginText === null ? null : { marginCKwh: Number(marginText) },
        month: weightedPeriodPlusOf(input.month, sumsOf(input.month), margin),
        year: weightedPeriodPlusOf(input.year, sumsOf(input.year), margin),
        profile: hourProfile(input.readings, input.spot, input.vatFactor),
      };
    },
  });
}
