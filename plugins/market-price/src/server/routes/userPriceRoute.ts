import {
  addLocalDays,
  deliveryDateOf,
  formatLocalDate,
  localDateOf,
  localDayRangeUtc,
  localDaysRangeUtc,
  parseLocalDate,
  parseScaled,
  PRICE_SCALE,
  spotEurMwhToPrice,
  toCKwh,
  VAT_FACTOR_ONE,
} from '@portal/domain';
import { defineRoute, notFound, type ServerPluginContext } from '@portal/core/server';
import { loadElectricityTaxTable, loadSpotPeriods, loadVatRateTable } from '@portal/domain/server';
import type { FastifyInstance } from 'fastify';
import { MARKET_PRICE_ROUTES, userPriceParamsSchema, userPriceQuerySchema, userPriceResponseSchema } from '../../contract';
import { weightedMonth } from '../prices/weightedMonth';

interface PlaceRow {
  metering_point_id: string;
  utility_type: string;
}

interface ContractRow {
  contract_type: string;
  pricing: 'FIXED' | 'SPOT' | null;
  spot_margin_c_kwh: string | null;
  fixed_price_c_kwh: string | null;
  transfer_price_c_kwh: string | null;
  tax_class: 'I' | 'II' | null;
}

/**
 * GET /v2/energyprice/user/:id/location/:locationIdentifier — the person's own all-in price per
 * period: spot + their contract's margin (or their fixed price) + transfer + electricity tax, each with
 * the VAT of its delivery date (energy at the energy-sale rate, transfer and tax at the general rate,
 * which differed in 12/2022–4/2023). Transfer is known only where the retailer invoices the network
 * (ELECTRICITY_AND_NETWORK or a NETWORK contract); elsewhere it is 0 and the page says so.
 * Plus this month's consumption-weighted spot price. A foreign or non-electricity place is a 404.
 */
export function registerUserPriceRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: MARKET_PRICE_ROUTES.userPrice,
    access: 'session',
    pathParams: { id: 'ownUserId', locationIdentifier: { resource: 'location' } },
    schemas: { params: userPriceParamsSchema, query: userPriceQuerySchema, response: userPriceResponseSchema },
    async handler({ params, query, user }) {
      await context.access.requireLocation(user, context.company, params.locationIdentifier, 'read');
      const { rows: places } = await context.db.query<PlaceRow>(
        `select metering_point_id, utility_type from locations where location_identifier = $1`,
        [params.locationIdentifier],
      );
      const place = places[0];
      if (!place || place.utility_type !== 'ELECTRICITY') throw notFound('Location');

      const today = localDateOf(context.now());
      const first = query.date ?? today;
      const second = addLocalDays(first, 1);
      const { rows: contracts } = await context.db.query<ContractRow>(
        `select contract_type, pricing, spot_margin_c_kwh::text as spot_margin_c_kwh, fixed_price_c_kwh::text as fixed_price_c_kwh,
                transfer_price_c_kwh::text as transfer_price_c_kwh, tax_class
           from contracts
          where location_identifier = $1 and contract_type in ('ELECTRICITY', 'ELECTRICITY_AND_NETWORK', 'NETWORK')
            and start_date <= $2::date and (end_date is null or end_date >= $2::date)
          order by start_date desc`,
        [params.locationIdentifier, first],
      );
      const energy = contracts.find((c) => c.pricing !== null) ?? null;
      const network = contracts.find((c) => c.transfer_price_c_kwh !== null) ?? null;
      const margin = energy?.pricing === 'SPOT' ? parseScaled(energy.spot_margin_c_kwh ?? '0', PRICE_SCALE) : 0n;
      const fixed = energy?.pricing === 'FIXED' && energy.fixed_price_c_kwh ? parseScaled(energy.fixed_price_c_kwh, PRICE_SCALE) : null;
      const transfer = network?.transfer_price_c_kwh ? parseScaled(network.transfer_price_c_kwh, PRICE_SCALE) : 0n;
      const taxClass = network?.tax_class ?? energy?.tax_class ?? 'I';

      const { year, month } = parseLocalDate(today);
      const monthStart = formatLocalDate({ year, month, day: 1 });
      const [periods, vatRates, taxRates] = await Promise.all([
        loadSpotPeriods(context.db, localDaysRangeUtc(first, second)),
        loadVatRateTable(context.db),
        loadElectricityTaxTable(context.db),
      ]);
      const weighted = await weightedMonth(
        context.db,
        place.metering_point_id,
        monthStart.slice(0, 7),
        { startUtc: localDayRangeUtc(monthStart).startUtc, endUtc: localDayRangeUtc(today).endUtc },
        query.vat,
        vatRates,
      );

      const days = [first, second].map((date) => {
        const range = localDayRangeUtc(date);
        const own = periods.filter((p) => p.startMs >= range.startUtc.getTime() && p.startMs < range.endUtc.getTime());
        return {
          date,
          published: own.length > 0,
          periods: own.map((p) => {
            const delivery = deliveryDateOf(p.startMs);
            const energyVat = query.vat === 'VAT_24' ? VAT_FACTOR_ONE + vatRates.rateOn('electricity_energy', delivery) : VAT_FACTOR_ONE;
            const generalVat = query.vat === 'VAT_24' ? VAT_FACTOR_ONE + vatRates.rateOn('general', delivery) : VAT_FACTOR_ONE;
            const spot = spotEurMwhToPrice(p.eurMwh) * energyVat;
            const marginPart = (fixed === null ? margin : 0n) * energyVat;
            const energyPart = fixed === null ? spot + marginPart : fixed * energyVat;
            const transferPart = transfer * generalVat;
            const taxPart = taxRates.rateOn(taxClass, delivery) * generalVat;
            return {
              start: new Date(p.startMs).toISOString(),
              end: new Date(p.startMs + p.minutes * 60_000).toISOString(),
              spot: toCKwh(spot),
              margin: toCKwh(marginPart),
              transfer: toCKwh(transferPart),
              tax: toCKwh(taxPart),
              total: toCKwh(energyPart + transferPart + taxPart),
            };
          }),
        };
      });

      const cKwh = (text: string | null | undefined) => (text ? Number(text) : null);
      return {
        locationIdentifier: params.locationIdentifier,
        vat: query.vat,
        contract: energy
          ? {
              pricing: energy.pricing ?? 'SPOT',
              marginCKwh: energy.pricing === 'SPOT' ? cKwh(energy.spot_margin_c_kwh ?? '0') : null,
              fixedPriceCKwh: energy.pricing === 'FIXED' ? cKwh(energy.fixed_price_c_kwh) : null,
              transferCKwh: cKwh(network?.transfer_price_c_kwh),
              taxClass: network?.tax_class ?? energy.tax_class ?? null,
            }
          : null,
        days,
        weightedMonth: weighted,
      };
    },
  });
}
