import { deliveryDateOf, energyCost, spotEurMwhToPrice, spotPricesCovering, type EnergyPriceList } from '@portal/domain';
import { loadSpotPrices } from '@portal/domain/server';
import { type Queryable } from '@portal/core/server';
import type { LocalPeriod, Resolution } from '../../contract';
import { bucketKeyOf, bucketsOf } from '../period/buckets';
import { loadIntervals } from '../readings/loadIntervals';
import type { ReadingSource } from '../readings/readingSource';

import { emptyMeasures, parseKwh, type BucketMeasure } from './bucketMeasure';
import { periodRangeUtc, type PricingContext } from './pricingContext';

/**
 * The reference measurement: every interval comes to JS and goes through core's pricing engine with
 * the contract and VAT of its own delivery date. measurePeriod gets the same exact numbers from
 * per-day sums in SQL; this slower path stays as the oracle the equality test checks it against.
 */
export async function measurePeriodByInterval(
  db: Queryable,
  source: ReadingSource,
  period: LocalPeriod,
  resolution: Resolution,
  pricing: PricingContext | null,
): Promise<BucketMeasure[]> {
  const buckets = bucketsOf(period, resolution);
  const measures = emptyMeasures(buckets, pricing !== null);
  const byKey = new Map(measures.map((measure) => [measure.bucket.key, measure]));
  const range = periodRangeUtc(period);
  const [intervals, spot] = await Promise.all([
    loadIntervals(db, source, range),
    pricing && source.table === 'meter_readings' ? loadSpotPrices(db, range) : Promise.resolve(null),
  ]);
  for (const interval of intervals) {
    const measure = byKey.get(bucketKeyOf(interval.startMs, resolution));
    if (!measure || interval.kwh === null) continue;
    const energy = parseKwh(interval.kwh);
    measure.kwh += energy;
    measure.presentMinutes += interval.minutes;
    if (interval.quality === 'estimated') measure.estimatedMinutes += interval.minutes;
    if (!pricing) continue;

    const deliveryDate = deliveryDateOf(interval.startMs);
    const spotParts = spot ? spotPricesCovering(spot, interval.startMs, interval.minutes) : null;
    const price = meanPrice(pricing.prices, deliveryDate, spotParts);
    if (price === null) {
      measure.unpricedIntervals += 1;
      continue;
    }
    const rate = pricing.vatRates.rateOn(source.vatCategory, deliveryDate);
    measure.cost?.add(energyCost(energy, price, rate));
  }
  return measures;
}

/**
 * The interval's VAT 0 price. Under several spot periods (an hourly meter after 1.10.2025) it is the
 * mean of their prices, rounded half away from zero at 1/10 000 c/kWh: the one place where a value is
 * rounded before the end, and at a precision far below a cent.
 */
function meanPrice(prices: EnergyPriceList, deliveryDate: string, spotParts: string[] | null): bigint | null {
  if (!spotParts || spotParts.length <= 1) return prices.priceFor(deliveryDate, spotParts?.[0] ?? null);
  const own = prices.priceFor(deliveryDate, '0');
  if (own === null) return null;
  const contract = prices.contractOn(deliveryDate);
  if (contract?.pricing === 'FIXED') return own;
  const sum = spotParts.reduce((total, part) => total + spotEurMwhToPrice(part), 0n);
  const count = BigInt(spotParts.length);
  const mean = (2n * (sum < 0n ? -sum : sum) + count) / (2n * count);
  return own + (sum < 0n ? -mean : mean);
}
