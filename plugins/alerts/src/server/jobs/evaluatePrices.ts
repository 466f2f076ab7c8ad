import { defineJob, type DeliveryChannel, type DomainEventPayloads, type JobContext } from '@portal/core/server';
import { parseScaled, SPOT_EXACT_SCALE, spotEurMwhToPrice, toCKwh, vatFactorAt, withVat } from '@portal/domain';
import { priceLimitKind, priceReportKind, type PriceLimitPayload, type PriceReportPayload } from '../notifications/kinds';
import { isUpcomingDay, loadDaySpot, localTime, type DaySpot } from './dayPrices';
import { notifyInBatches } from './evaluateConsumption';
import { priceReportPayload } from './priceReport';

type Payload = DomainEventPayloads['market.spot-prices-loaded'];

interface LimitRow {
  user_id: string;
  /** numeric(…, 2) as text: compared exactly, never as a float. */
  top: string | null;
  bottom: string | null;
}

/**
 * The price-limit alerts a day's prices trigger (pure: the tests call it directly). Each period's
 * price with the VAT of its delivery date, exact (core's display price), against the limit at the same
 * scale; the extreme is shown rounded once to 2 decimals, as the price page shows it.
 */
export function priceLimitHits(spot: DaySpot, rows: readonly LimitRow[]): { userId: string; payload: PriceLimitPayload }[] {
  const priced = spot.periods.map((p) => ({
    start: localTime(p.startMs, spot.dayEndMs),
    exact: withVat(spotEurMwhToPrice(p.eurMwh), vatFactorAt('VAT_24', spot.vatRates, p.startMs)),
  }));
  if (priced.length === 0) return [];
  const max = priced.reduce((a, b) => (b.exact > a ? b.exact : a), priced[0]!.exact);
  const min = priced.reduce((a, b) => (b.exact < a ? b.exact : a), priced[0]!.exact);
  const hits: { userId: string; payload: PriceLimitPayload }[] = [];
  for (const row of rows) {
    if (row.top !== null) {
      const limit = parseScaled(row.top, SPOT_EXACT_SCALE);
      if (max > limit) {
        const periods = priced.filter((p) => p.exact > limit).map((p) => p.start);
        hits.push({
          userId: row.user_id,
          payload: { day: spot.day, direction: 'top', thresholdCents: Number(row.top), extremeCents: toCKwh(max), periods },
        });
      }
    }
    if (row.bottom !== null) {
      const limit = parseScaled(row.bottom, SPOT_EXACT_SCALE);
      if (min < limit) {
        const periods = priced.filter((p) => p.exact < limit).map((p) => p.start);
        hits.push({
          userId: row.user_id,
          payload: { day: spot.day, direction: 'bottom', thresholdCents: Number(row.bottom), extremeCents: toCKwh(min), periods },
        });
      }
    }
  }
  return hits;
}

/**
 * Price subscriptions are the user's own, with no place and so no company. The limit and the report
 * are both under priceLimit (their routes), so a subscriber is told when priceLimit is on at some
 * company where they are a customer, with their own override there; someone with no customership, at
 * the server's company (JobContext.usersWithFlagOn). One customership lookup for the whole list.
 */
async function withPriceLimitFlag<R extends { user_id: string }>(context: JobContext, rows: readonly R[]): Promise<R[]> {
  const on = await context.usersWithFlagOn(
    'priceLimit',
    rows.map((row) => row.user_id),
  );
  return rows.filter((row) => on.has(row.user_id));
}

export async function evaluatePriceLimits(spot: DaySpot, context: JobContext): Promise<number> {
  const { rows } = await context.db.query<LimitRow>(
    `select user_id, threshold_c_kwh::text as top, bottom_threshold_c_kwh::text as bottom
       from alert_energy_price where active order by user_id`,
  );
  const hits = priceLimitHits(spot, await withPriceLimitFlag(context, rows));
  await notifyInBatches(context, hits, (hit) => ({
    kind: priceLimitKind.kind,
    userId: hit.userId,
    payload: hit.payload,
    dedupeKey: `price-limit:${hit.payload.day}:${hit.payload.direction}`,
  }));
  return hits.length;
}

async function sendPriceReports(spot: DaySpot, context: JobContext): Promise<void> {
  const { rows } = await context.db.query<{
    user_id: string;
    email_notifications: boolean;
    push_notifications: boolean;
    unit: PriceReportPayload['unit'];
    vat: PriceReportPayload['vat'];
  }>('select user_id, email_notifications, push_notifications, unit, vat from alert_energy_price_report where active order by user_id');
  const subscribers = await withPriceLimitFlag(context, rows);
  // Four variants at most (unit × VAT): build each once, not once per subscriber.
  const payloads = new Map<string, PriceReportPayload>();
  const payloadFor = (unit: PriceReportPayload['unit'], vat: PriceReportPayload['vat']) => {
    const key = `${unit}:${vat}`;
    const built = payloads.get(key) ?? priceReportPayload(spot, unit, vat);
    payloads.set(key, built);
    return built;
  };
  await notifyInBatches(context, subscribers, (row) => ({
    kind: priceReportKind.kind,
    userId: row.user_id,
    payload: payloadFor(row.unit, row.vat),
    dedupeKey: `price-report:${spot.day}`,
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
      const spot = await loadDaySpot(context.db, day);
      if (!spot) continue;
      await evaluatePriceLimits(spot, context);
      await sendPriceReports(spot, context);
    }
  },
});
