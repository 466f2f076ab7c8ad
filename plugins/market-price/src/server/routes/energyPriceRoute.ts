import { addLocalDays, localDateOf, localDayStartUtc, localDaysRangeUtc } from '@portal/domain';
import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import { loadSpotPeriods, loadVatRateTable } from '@portal/domain/server';
import type { FastifyInstance } from 'fastify';
import { energyPriceQuerySchema, energyPriceResponseSchema, MARKET_PRICE_ROUTES } from '../../contract';
import { dayPrices } from '../prices/dayPrices';
import { loadLevelLimits } from '../prices/priceLevels';

/**
 * GET /v2/energyprice — a day and the next (default today and tomorrow) at the market's resolution or
 * as hourly means. Public (anonymous): market prices are no one's personal data, and the price page
 * is meant to be linked from the company's site. Tomorrow is "not published" until its prices load.
 */
export function registerEnergyPriceRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: MARKET_PRICE_ROUTES.energyPrice,
    access: 'anonymous',
    schemas: { query: energyPriceQuerySchema, response: energyPriceResponseSchema },
    async handler({ query }) {
      const now = context.now();
      const first = query.date ?? localDateOf(now);
      const second = addLocalDays(first, 1);
      const [periods, vatRates, limits] = await Promise.all([
        loadSpotPeriods(context.db, localDaysRangeUtc(first, second)),
        loadVatRateTable(context.db),
        loadLevelLimits(context.db, localDayStartUtc(first).getTime()),
      ]);
      return {
        unit: query.unit,
        vat: query.vat,
        resolution: query.resolution,
        now: now.toISOString(),
        days: [first, second].map((date) => dayPrices(date, periods, query, vatRates, limits)),
      };
    },
  });
}
