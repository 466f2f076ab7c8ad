import {
  addLocalDays,
  cheapestQuarters,
  cheapestWindow,
  divideHalfAwayFromZero,
  localDateOf,
  localDayStartUtc,
  parseScaled,
  priceInUnit,
  QUARTER_MS,
  roundHalfAwayFromZero,
  scaledToNumber,
  SPOT_EXACT_SCALE,
  toQuarters,
  vatFactorAt,
  withVat,
} from '@portal/domain';
import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import { loadSpotPeriods, loadVatRateTable } from '@portal/domain/server';
import type { FastifyInstance } from 'fastify';
import { cheapestQuerySchema, cheapestResponseSchema, MARKET_PRICE_ROUTES } from '../../contract';

/** Spread under which a range counts as flat: 1 c/kWh VAT 0, in 1/10 000 c/kWh. */
const FLAT_SPREAD = 10_000n;
/** The furthest a search may reach: a day and the next, as the market publishes. */
const MAX_RANGE_MS = 3 * 86_400_000;

/**
 * GET /v2/energyprice/cheapest — the cheapest contiguous N hours and the cheapest separate quarters in
 * a range (default: from the current quarter to the end of the published prices, so across midnight
 * into tomorrow once its prices are in). Public, like the prices themselves.
 */
export function registerCheapestRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: MARKET_PRICE_ROUTES.cheapest,
    access: 'anonymous',
    schemas: { query: cheapestQuerySchema, response: cheapestResponseSchema },
    async handler({ query }) {
      const nowMs = context.now().getTime();
      const currentQuarter = nowMs - (nowMs % QUARTER_MS);
      const fromMs = query.from ? Date.parse(query.from) : currentQuarter;
      const defaultTo = localDayStartUtc(addLocalDays(localDateOf(fromMs), 2)).getTime();
      const toMs = Math.min(query.to ? Date.parse(query.to) : defaultTo, fromMs + MAX_RANGE_MS);
      const [periods, vatRates] = await Promise.all([
        // From an hour earlier, so an hourly price that started before `from` still covers its quarters;
        // and from now when the range starts later (tonight, tomorrow), for the price on now.
        loadSpotPeriods(context.db, {
          startUtc: new Date(Math.min(fromMs, currentQuarter) - 3_600_000),
          endUtc: new Date(Math.max(toMs, currentQuarter + QUARTER_MS)),
        }),
        loadVatRateTable(context.db),
      ]);
      const quarters = toQuarters(periods).filter((q) => q.startMs >= fromMs && q.startMs + QUARTER_MS <= toMs);
      const withVatOf = (startMs: number, price: bigint) => withVat(price, vatFactorAt(query.vat, vatRates, startMs));
      const meanWithVat = (items: readonly { startMs: number; price: bigint }[]) =>
        divideHalfAwayFromZero(
          items.reduce((sum, q) => sum + withVatOf(q.startMs, q.price), 0n),
          BigInt(items.length),
        );

      const found = cheapestWindow(quarters, query.hours * 4);
      const inWindow = found ? quarters.filter((q) => q.startMs >= found.startMs && q.startMs < found.endMs) : [];
      const windowMean = found ? meanWithVat(inWindow) : null;
      const nowQuarter = toQuarters(periods).find((q) => q.startMs === currentQuarter);
      const nowPrice = nowQuarter ? withVatOf(nowQuarter.startMs, nowQuarter.price) : null;
      const prices = quarters.map((q) => q.price);
      const spread = prices.length ? prices.reduce((a, b) => (b > a ? b : a)) - prices.reduce((a, b) => (b < a ? b : a)) : 0n;

      // Appliance cost: kWh × c/kWh / 100 → euros, rounded to the cent once.
      const euros = (kwh: number, exact: bigint) => {
        const kwhScaled = parseScaled(kwh.toFixed(4), 4);
        return scaledToNumber(roundHalfAwayFromZero(kwhScaled * exact, 4 + SPOT_EXACT_SCALE + 2 - 2), 2);
      };
      const lastEnd = quarters.at(-1);
      return {
        unit: query.unit,
        vat: query.vat,
        hours: query.hours,
        from: new Date(fromMs).toISOString(),
        to: new Date(lastEnd ? lastEnd.startMs + QUARTER_MS : toMs).toISOString(),
        window:
          found && windowMean !== null
            ? { start: new Date(found.startMs).toISOString(), end: new Date(found.endMs).toISOString(), average: priceInUnit(windowMean, query.unit) }
            : null,
        cheapestQuarters: cheapestQuarters(quarters, query.quarters).map((q) => ({
          start: new Date(q.startMs).toISOString(),
          end: new Date(q.startMs + QUARTER_MS).toISOString(),
          price: priceInUnit(withVatOf(q.startMs, q.price), query.unit),
        })),
        current: nowPrice === null ? null : priceInUnit(nowPrice, query.unit),
        rangeAverage: quarters.length ? priceInUnit(meanWithVat(quarters), query.unit) : null,
        flat: quarters.length > 0 && spread < FLAT_SPREAD,
        appliance:
          query.kwh !== undefined && windowMean !== null
            ? { kwh: query.kwh, windowEur: euros(query.kwh, windowMean), nowEur: nowPrice === null ? null : euros(query.kwh, nowPrice) }
            : null,
      };
    },
  });
}
