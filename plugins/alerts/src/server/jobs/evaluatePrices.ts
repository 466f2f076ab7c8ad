import {
  defineJob,
  loadSpotPeriods,
  loadVatRateTable,
  localDayRangeUtc,
  type DeliveryChannel,
  type DomainEventPayloads,
  type JobContext,
} from '@portal/core/server';
import { priceLimitKind, priceReportKind, type PriceLimitPayload, type PriceReportPayload } from '../notifications/kinds';
import { priceReportPayload } from './priceReport';
import { roundHalfAway } from '../notifications/rounding';
import { centsWithVat, isUpcomingDay, loadDayPrices, type DayPrices } from './dayPrices';
import { notifyInBatches } from './evaluateConsumption';

type Payload = DomainEventPayloads['market.spot-prices-loaded'];

const round2 = (value: number) => roundHalfAway(value, 2);

interface LimitRow {
  user_id: string;
  top: number | null;
  bottom: number | null;
}

/** The price-limit alerts a day's prices trigger (pure: the bench and the tests call it directly). */
export function priceLimitHits(prices: DayPrices, rows: readonly LimitRow[]): { userId: string; payload: PriceLimitPayload }[] {
  const cents = prices.prices.map((price) => ({ start: price.start, cents: centsWithVat(price.eurMwh, prices.vatPercent) }));
  const max = Math.max(...cents.map((c) => c.cents));
  const min = Math.min(...cents.map((c) => c.cents));
  const hits: { userId: string; payload: PriceLimitPayload }[] = [];
  for (const row of rows) {
    if (row.top !== null && max > row.top) {
      const periods = cents.filter((c) => c.cents > row.top!).map((c) => c.start);
      hits.push({ userId: row.user_id, payload: { day: prices.day, direction: 'top', thresholdCents: row.top, extremeCents: round2(max), periods } });
    }
    if (row.bottom !== null && min < row.bottom) {
      const periods = cents.filter((c) => c.cents < row.bottom!).map((c) => c.start);
      hits.push({ userId: row.user_id, payload: { day: prices.day, direction: 'bottom', thresholdCents: row.bottom, extremeCents: round2(min), periods } });
    }
  }
  return hits;
}

export async function evaluatePriceLimits(prices: DayPrices, context: JobContext): Promise<number> {
  const { rows } = await context.db.query<LimitRow>(
    `select user_id, threshold_c_kwh::float8 as top, bottom_threshold_c_kwh::float8 as bottom
       from alert_energy_price where active order by user_id`,
  );
  const hits = priceLimitHits(prices, rows);
  await notifyInBatches(context, hits, (hit) => ({
    kind: priceLimitKind.kind,
    userId: hit.userId,
    payload: hit.payload,
    dedupeKey: `price-limit:${hit.payload.day}:${hit.payload.direction}`,
  }));
  return hits.length;
}

async function sendPriceReports(prices: DayPrices, context: JobContext): Promise<void> {
  const { rows } = await context.db.query<{
    user_id: string;
    email_notifications: boolean;
    push_notifications: boolean;
    unit: PriceReportPayload['unit'];
    vat: PriceReportPayload['vat'];
  }>('select user_id, email_notifications, push_notifications, unit, vat from alert_energy_price_report where active order by user_id');
  if (rows.length === 0) return;
  const range = localDayRangeUtc(prices.day);
  const [periods, vatRates] = await Promise.all([loadSpotPeriods(context.db, range), loadVatRateTable(context.db)]);
  // Four variants at most (unit × VAT): build each once, not once per subscriber.
  const payloads = new Map<string, PriceReportPayload>();
  const payloadFor = (unit: PriceReportPayload['unit'], vat: PriceReportPayload['vat']) => {
    const key = `${unit}:${vat}`;
    const built = payloads.get(key) ?? priceReportPayload(prices.day, range.endUtc.getTime(), periods, vatRates, unit, vat);
    payloads.set(key, built);
    return built;
  };
  await notifyInBatches(context, rows, (row) => ({
    kind: priceReportKind.kind,
    userId: row.user_id,
    payload: payloadFor(row.unit, row.vat),
    dedupeKey: `price-report:${prices.day}`,
    channels: [...(row.email_notifications ? ['email'] : []), ...(row.push_notifications ? ['push'] : [])] as DeliveryChannel[],
  }));
}

/**
 * When spot prices are loaded (tomorrow's, around 14:00): the price limits and the daily report for
 * every upcoming day the load covers. A corrected file loaded again tells no one twice (dedupe keys
 * per day); an old day's reload tells no one.
 */
export const evaluatePricesJob = defineJob<Payload>({
  name: 'alerts.evaluate-prices',
  on: ['market.spot-prices-loaded'],
  async run({ days }, context) {
    for (const day of days) {
      if (!isUpcomingDay(day, context.now())) continue;
      const prices = await loadDayPrices(context.db, day);
      if (!prices) continue;
      await evaluatePriceLimits(prices, context);
      await sendPriceReports(prices, context);
    }
  },
});
