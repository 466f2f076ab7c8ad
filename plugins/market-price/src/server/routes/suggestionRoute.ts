import { addLocalDays, ENERGY_SCALE, localDateOf, localDaysRangeUtc, parseScaled } from '@portal/domain';
import { defineRoute, notFound, type ServerPluginContext } from '@portal/core/server';
import { loadSpotPrices, loadVatRateTable } from '@portal/domain/server';
import type { FastifyInstance } from 'fastify';
import { MARKET_PRICE_ROUTES, suggestionResponseSchema, userPriceParamsSchema } from '../../contract';
import { loadShiftSuggestions } from '../simulator/loadShiftSuggestion';

const DAYS = 28;

interface ReadingRow {
  start_ms: string;
  minutes: number;
  kwh: string;
}

/**
 * GET /v2/weightedConsumptionSuggestion/user/:id/location/:locationIdentifier (flag
 * marketPriceConsumptionProfile): from the last 28 metered days, the regular loads that would save
 * most if moved to the cheapest hour, and how much. A foreign or heat place answers 404.
 */
export function registerSuggestionRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: MARKET_PRICE_ROUTES.suggestion,
    access: 'session',
    flags: ['marketPriceConsumptionProfile'],
    pathParams: { id: 'ownUserId', locationIdentifier: { resource: 'location' } },
    schemas: { params: userPriceParamsSchema, response: suggestionResponseSchema },
    async handler({ params, user }) {
      await context.access.requireLocation(user, context.company, params.locationIdentifier, 'read');
      const { rows: places } = await context.db.query<{ metering_point_id: string; utility_type: string }>(
        `select metering_point_id, utility_type from locations where location_identifier = $1`,
        [params.locationIdentifier],
      );
      const place = places[0];
      if (!place || place.utility_type !== 'ELECTRICITY') throw notFound('Location');
      // Metering arrives the next morning: the 28 days up to yesterday.
      const to = addLocalDays(localDateOf(context.now()), -1);
      const from = addLocalDays(to, -(DAYS - 1));
      const range = localDaysRangeUtc(from, to);
      const [{ rows }, prices, vatRates] = await Promise.all([
        context.db.query<ReadingRow>(
          `select (extract(epoch from start_utc) * 1000)::int8::text as start_ms, minutes::int as minutes, kwh::text as kwh
             from meter_readings where metering_point_id = $1 and start_utc >= $2 and start_utc < $3 and kwh is not null`,
          [place.metering_point_id, range.startUtc.toISOString(), range.endUtc.toISOString()],
        ),
        loadSpotPrices(context.db, range),
        loadVatRateTable(context.db),
      ]);
      const readings = rows.map((r) => ({ startMs: Number(r.start_ms), minutes: r.minutes, kwh: parseScaled(r.kwh, ENERGY_SCALE) }));
      return { locationIdentifier: params.locationIdentifier, from, to, suggestions: loadShiftSuggestions(readings, prices, vatRates, DAYS) };
    },
  });
}
