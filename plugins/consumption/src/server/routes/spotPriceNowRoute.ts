import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import { localDateOf, parseScaled, PRICE_SCALE, roundHalfAwayFromZero, scaledToNumber, spotEurMwhToPrice, VAT_FACTOR_ONE } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { CONSUMPTION_ROUTES, spotPriceNowParamsSchema, spotPriceNowQuerySchema, spotPriceNowSchema } from '../../contract';
import { loadVatRateTable } from '../readings/pricingInputs';
import { readingSourceOf } from '../readings/readingSource';

const ELECTRICITY_CONTRACT_TYPES = readingSourceOf({
  locationIdentifier: '',
  utilityType: 'ELECTRICITY',
  meteringPointId: '',
  resolutionMinutes: 60,
  temperatureArea: null,
  buildingType: '',
}).contractTypes;

interface SpotPlaceRow {
  location_identifier: string;
  spot_margin_c_kwh: string | null;
}

interface PriceRow {
  start_utc: Date;
  minutes: number;
  eur_mwh: string;
}

/** c/kWh scaled 1/10 000, times a VAT factor scaled 1/10 000 → c/kWh with two decimals. */
const toCents = (price: bigint, vatFactor: bigint) => scaledToNumber(roundHalfAwayFromZero(price * vatFactor, PRICE_SCALE + 4 - 2), 2);

/**
 * GET .../electricity/spot-price/now — for the front page: the price of the period that is on now,
 * for the first of the user's visible places (in the portal's order) with a spot contract in force
 * today. Only the user's own id (another answers 404); only places the user may see are considered.
 */
export function registerSpotPriceNowRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: CONSUMPTION_ROUTES.spotPriceNow,
    access: 'session',
    pathParams: { id: 'activeUserId' },
    schemas: { params: spotPriceNowParamsSchema, query: spotPriceNowQuerySchema, response: spotPriceNowSchema },
    async handler({ query, user }) {
      const now = context.now();
      const today = localDateOf(now);
      const visible = (await context.access.visibleLocations(user, context.company)).map((grant) => grant.locationIdentifier);
      const { rows: places } = await context.db.query<SpotPlaceRow>(
        `select c.location_identifier, c.spot_margin_c_kwh::text as spot_margin_c_kwh
           from contracts c
          where c.location_identifier = any($1::text[]) and c.contract_type = any($2::text[]) and c.pricing = 'SPOT'
            and c.start_date <= $3::date and (c.end_date is null or c.end_date >= $3::date)
          order by array_position($1::text[], c.location_identifier), c.start_date desc
          limit 1`,
        [visible, [...ELECTRICITY_CONTRACT_TYPES], today],
      );
      const place = places[0];
      if (!place) return { place: null, price: null, vat: query.vat };

      // A quarter price where there is one (from 1.10.2025), else the hour's.
      const { rows: prices } = await context.db.query<PriceRow>(
        `select start_utc, minutes::int as minutes, eur_mwh::text as eur_mwh
           from spot_prices
          where start_utc <= $1 and start_utc > $1::timestamptz - interval '1 hour'
            and start_utc + minutes * interval '1 minute' > $1
          order by minutes asc
          limit 1`,
        [now.toISOString()],
      );
      const current = prices[0];
      const placeOut = { locationIdentifier: place.location_identifier };
      if (!current) return { place: placeOut, price: null, vat: query.vat };

      const vatRates = await loadVatRateTable(context.db);
      const vatFactor = query.vat === 'VAT_24' ? VAT_FACTOR_ONE + vatRates.rateOn('electricity_energy', today) : VAT_FACTOR_ONE;
      const spot = spotEurMwhToPrice(current.eur_mwh);
      const margin = parseScaled(place.spot_margin_c_kwh ?? '0', PRICE_SCALE);
      const start = new Date(current.start_utc);
      return {
        place: placeOut,
        price: {
          start: start.toISOString(),
          end: new Date(start.getTime() + current.minutes * 60_000).toISOString(),
          spotCKwh: toCents(spot, vatFactor),
          marginCKwh: toCents(margin, vatFactor),
          totalCKwh: toCents(spot + margin, vatFactor),
        },
        vat: query.vat,
      };
    },
  });
}
