import {
  deliveryDateOf,
  energyCost,
  localDaysRangeUtc,
  addLocalDays,
  spotEurMwhToPrice,
  type EnergyPriceList,
  type Queryable,
  type UtcRange,
  type VatRateTable,
} from '@portal/core/server';
import type { LocalPeriod, Resolution } from '../../contract';
import { bucketKeyOf, bucketsOf } from '../period/buckets';
import { aggregateEnergy } from '../readings/aggregateEnergy';
import { loadIntervals } from '../readings/loadIntervals';
import type { ReadingSource } from '../readings/readingSource';
import { loadSpotPrices, spotPricesCovering } from '../readings/spotPrices';
import { emptyMeasures, parseKwh, type BucketMeasure } from './bucketMeasure';

/** What pricing needs; present only when euros were asked for. */
export interface PricingContext {
  readonly prices: EnergyPriceList;
  readonly vatRates: VatRateTable;
}

export function periodRangeUtc(period: LocalPeriod): UtcRange {
  return localDaysRangeUtc(period.start, addLocalDays(period.end, -1));
}

/**
 * Measures a period bucket by bucket. Energy alone is summed in SQL; euros need each interval priced
 * with the contract and VAT of its own delivery date, so then the intervals come to JS and go through
 * core's pricing engine. Either way every value stays exact until it is put on the wire.
 */
export async function measurePeriod(
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

  if (!pricing) {
    for (const row of await aggregateEnergy(db, source, range, resolution)) {
      const measure = byKey.get(row.key);
      if (!measure) continue; // a key outside the buckets would be a bug in bucketKeySql; it must not crash a page
      measure.kwh += parseKwh(row.kwh);
      measure.presentMinutes += row.present_minutes;
      measure.estimatedMinutes += row.estimated_minutes;
    }
    return measures;
  }

  const [intervals, spot] = await Promise.all([
    loadIntervals(db, source, range),
    source.table === 'meter_readings' ? loadSpotPrices(db, range) : Promise.resolve(null),
  ]);
  for (const interval of intervals) {
    const measure = byKey.get(bucketKeyOf(interval.startMs, resolution));
    if (!measure || interval.kwh === null) continue;
    const energy = parseKwh(interval.kwh);
    measure.kwh += energy;
    measure.presentMinutes += interval.minutes;
    if (interval.quality === 'estimated') measure.estimatedMinutes += interval.minutes;

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

