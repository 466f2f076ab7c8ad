import { defineRoute, notFound, type ServerPluginContext } from '@portal/core/server';
import {
  ENERGY_SCALE,
  formatLocalDate,
  localDateOf,
  localDayStartUtc,
  parseLocalDate,
  parseScaled,
  PRICE_SCALE,
  scaledToNumber,
} from '@portal/domain';
import { loadSpotPrices, loadVatRateTable } from '@portal/domain/server';
import type { FastifyInstance } from 'fastify';
import { MARKET_PRICE_ROUTES, simulatorQuerySchema, simulatorResponseSchema, userPriceParamsSchema } from '../../contract';
import { centsPerKwh, euros, parseCKwh, parseEurCents, priceMonth, type PricedMonth, type Reading } from '../simulator/priceMonth';

interface PlaceRow {
  metering_point_id: string;
  utility_type: string;
}

interface ContractRow {
  pricing: 'FIXED' | 'SPOT';
  fixed_price_c_kwh: string | null;
  spot_margin_c_kwh: string | null;
  basic_fee_eur_month: string;
}

interface ReadingRow {
  start_ms: string;
  minutes: number;
  kwh: string;
}

/**
 * GET /v2/energyprice/user/:id/location/:locationIdentifier/simulator (flag marketPriceSimulator):
 * the place's last 12 whole months of metered consumption priced as spot + margin and as a fixed
 * price, each with its basic fee, month by month. Terms default to the place's own energy contract
 * in force today (a spot contract gives the margin and spot fee, a fixed one the price and fixed fee);
 * the query overrides them to try an offer. Lines round as invoices do (core's roundInvoiceLine), so a
 * fixed month equals the invoice's energy line to the cent. A foreign or heat place answers 404.
 */
export function registerSimulatorRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: MARKET_PRICE_ROUTES.simulator,
    access: 'session',
    flags: ['marketPriceSimulator'],
    pathParams: { id: 'ownUserId', locationIdentifier: { resource: 'location' } },
    schemas: { params: userPriceParamsSchema, query: simulatorQuerySchema, response: simulatorResponseSchema },
    async handler({ params, query, user }) {
      await context.access.requireLocation(user, context.company, params.locationIdentifier, 'read');
      const { rows: places } = await context.db.query<PlaceRow>(
        `select metering_point_id, utility_type from locations where location_identifier = $1`,
        [params.locationIdentifier],
      );
      const place = places[0];
      if (!place || place.utility_type !== 'ELECTRICITY') throw notFound('Location');

      const today = localDateOf(context.now());
      const { rows: contracts } = await context.db.query<ContractRow>(
        `select pricing, fixed_price_c_kwh::text as fixed_price_c_kwh, spot_margin_c_kwh::text as spot_margin_c_kwh,
                basic_fee_eur_month::text as basic_fee_eur_month
           from contracts
          where location_identifier = $1 and contract_type in ('ELECTRICITY', 'ELECTRICITY_AND_NETWORK') and pricing is not null
            and start_date <= $2::date and (end_date is null or end_date >= $2::date)
          order by start_date desc limit 1`,
        [params.locationIdentifier, today],
      );
      const own = contracts[0];
      const ownSpot = own?.pricing === 'SPOT' ? own : null;
      const ownFixed = own?.pricing === 'FIXED' ? own : null;
      const terms = {
        margin: query.marginCKwh !== undefined ? parseCKwh(query.marginCKwh) : parseScaled(ownSpot?.spot_margin_c_kwh ?? '0', PRICE_SCALE),
        fixedPrice:
          query.fixedPriceCKwh !== undefined
            ? parseCKwh(query.fixedPriceCKwh)
            : ownFixed?.fixed_price_c_kwh
              ? parseScaled(ownFixed.fixed_price_c_kwh, PRICE_SCALE)
              : null,
        spotBasicFeeCents:
          query.spotBasicFeeEurMonth !== undefined ? parseEurCents(query.spotBasicFeeEurMonth) : parseScaled(ownSpot?.basic_fee_eur_month ?? '0', 2),
        fixedBasicFeeCents:
          query.fixedBasicFeeEurMonth !== undefined
            ? parseEurCents(query.fixedBasicFeeEurMonth)
            : parseScaled(ownFixed?.basic_fee_eur_month ?? '0', 2),
      };

      // The last 12 whole months before this one.
      const { year, month } = parseLocalDate(today);
      const firstDays = Array.from({ length: 13 }, (_, i) => {
        const index = year * 12 + (month - 1) - 12 + i;
        return formatLocalDate({ year: Math.floor(index / 12), month: (index % 12) + 1, day: 1 });
      });
      const range = { startUtc: localDayStartUtc(firstDays[0]!), endUtc: localDayStartUtc(firstDays[12]!) };
      const [{ rows }, prices, vatRates] = await Promise.all([
        context.db.query<ReadingRow>(
          `select (extract(epoch from start_utc) * 1000)::int8::text as start_ms, minutes::int as minutes, kwh::text as kwh
             from meter_readings where metering_point_id = $1 and start_utc >= $2 and start_utc < $3 and kwh is not null
            order by start_utc`,
          [place.metering_point_id, range.startUtc.toISOString(), range.endUtc.toISOString()],
        ),
        loadSpotPrices(context.db, range),
        loadVatRateTable(context.db),
      ]);
      const readings: Reading[] = rows.map((r) => ({ startMs: Number(r.start_ms), minutes: r.minutes, kwh: parseScaled(r.kwh, ENERGY_SCALE) }));

      const priced: { month: string; result: PricedMonth }[] = firstDays.slice(0, 12).map((first, i) => {
        const from = localDayStartUtc(first).getTime();
        const until = localDayStartUtc(firstDays[i + 1]!).getTime();
        const own = readings.filter((r) => r.startMs >= from && r.startMs < until);
        return { month: first.slice(0, 7), result: priceMonth(own, prices, terms, vatRates, first) };
      });
      const cost = (c: { energyCents: bigint; basicFeeCents: bigint; pricedKwh: bigint }) => ({
        energyEur: euros(c.energyCents),
        basicFeeEur: euros(c.basicFeeCents),
        totalEur: euros(c.energyCents + c.basicFeeCents),
        averageCKwh: centsPerKwh(c.energyCents, c.pricedKwh),
      });
      const kwhTotal = priced.reduce((sum, m) => sum + m.result.kwh, 0n);
      const spotTotal = priced.reduce((sum, m) => sum + m.result.spot.energyCents + m.result.spot.basicFeeCents, 0n);
      const fixedTotal =
        terms.fixedPrice === null
          ? null
          : priced.reduce((sum, m) => sum + (m.result.fixed ? m.result.fixed.energyCents + m.result.fixed.basicFeeCents : 0n), 0n);
      return {
        locationIdentifier: params.locationIdentifier,
        terms: {
          marginCKwh: scaledToNumber(terms.margin, PRICE_SCALE),
          spotBasicFeeEurMonth: euros(terms.spotBasicFeeCents),
          fixedPriceCKwh: terms.fixedPrice === null ? null : scaledToNumber(terms.fixedPrice, PRICE_SCALE),
          fixedBasicFeeEurMonth: euros(terms.fixedBasicFeeCents),
        },
        months: priced.map(({ month, result }) => ({
          month,
          kwh: scaledToNumber(result.kwh, ENERGY_SCALE),
          unpricedKwh: scaledToNumber(result.unpricedKwh, ENERGY_SCALE),
          spot: cost(result.spot),
          fixed: result.fixed ? cost(result.fixed) : null,
        })),
        totals: { kwh: scaledToNumber(kwhTotal, ENERGY_SCALE), spotEur: euros(spotTotal), fixedEur: fixedTotal === null ? null : euros(fixedTotal) },
      };
    },
  });
}
