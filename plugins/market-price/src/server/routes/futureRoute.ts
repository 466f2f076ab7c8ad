import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import { formatLocalDate, localDateOf, localDayStartUtc, parseLocalDate, priceInUnit, spotEurMwhToPrice, vatFactorAt, withVat } from '@portal/domain';
import { loadVatRateTable } from '@portal/domain/server';
import type { FastifyInstance } from 'fastify';
import { futureQuerySchema, futureResponseSchema, MARKET_PRICE_ROUTES, type MonthValue } from '../../contract';

interface MonthRow {
  year: number;
  month: number;
  eur_mwh: string;
  updated_at?: Date;
}

/**
 * GET /v2/energypricefuture (flag marketPriceFuturePrices) — the last 12 months' spot means (Helsinki
 * months, time-weighted, so a month with hours and quarters is not skewed) and the forward months the
 * admin last loaded. VAT is that of each month's first day. Public, like the spot prices.
 */
export function registerFutureRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: MARKET_PRICE_ROUTES.future,
    access: 'anonymous',
    flags: ['marketPriceFuturePrices'],
    schemas: { query: futureQuerySchema, response: futureResponseSchema },
    async handler({ query }) {
      const today = parseLocalDate(localDateOf(context.now()));
      const thisMonth = formatLocalDate({ year: today.year, month: today.month, day: 1 });
      const yearAgo = formatLocalDate({ year: today.year - 1, month: today.month, day: 1 });
      const [history, forward, vatRates] = await Promise.all([
        context.db.query<MonthRow>(
          `select extract(year from start_utc at time zone 'Europe/Helsinki')::int as year,
                  extract(month from start_utc at time zone 'Europe/Helsinki')::int as month,
                  round(sum(eur_mwh * minutes) / sum(minutes), 3)::text as eur_mwh
             from spot_prices where start_utc >= $1 and start_utc < $2
            group by 1, 2 order by 1, 2`,
          [localDayStartUtc(yearAgo).toISOString(), localDayStartUtc(thisMonth).toISOString()],
        ),
        context.db.query<MonthRow>(
          `select year::int as year, month::int as month, eur_mwh::text as eur_mwh, updated_at
             from market_price_forward_prices order by year, month`,
        ),
        loadVatRateTable(context.db),
      ]);
      const value = (row: MonthRow): MonthValue => {
        const firstDay = localDayStartUtc(formatLocalDate({ year: row.year, month: row.month, day: 1 })).getTime();
        return {
          year: row.year,
          month: row.month,
          value: priceInUnit(withVat(spotEurMwhToPrice(row.eur_mwh), vatFactorAt(query.vat, vatRates, firstDay)), query.unit),
        };
      };
      const updated = forward.rows.reduce<Date | null>(
        (latest, row) => (row.updated_at && (!latest || row.updated_at > latest) ? row.updated_at : latest),
        null,
      );
      return {
        unit: query.unit,
        vat: query.vat,
        historicData: history.rows.map(value),
        futureData: forward.rows.map(value),
        updated: updated ? new Date(updated).toISOString() : null,
      };
    },
  });
}
