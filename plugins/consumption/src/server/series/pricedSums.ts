import { VAT_FACTOR_ONE, type LocalDate, type VatCategory } from '@portal/domain';
import type { ReadingSums } from '../readings/sumReadings';
import type { BucketMeasure } from './bucketMeasure';
import type { PricingContext } from './pricingContext';

/**
 * Prices one delivery day's (or a part of one day's) summed readings into a bucket. The contract and
 * the VAT rate are one for the whole day, so by distributivity
 *
 *   Σ kWhᵢ × (spotᵢ + margin) × (1 + VAT) = (Σ kWhᵢ × spotᵢ + margin × Σ kWhᵢ) × (1 + VAT)
 *
 * holds exactly in integers: the same 1e-12 cent amounts the JS engine reaches interval by interval,
 * rounded to the cent only when shown. A fixed price prices every present interval; a spot contract
 * only those with a spot price (the rest are unpriced, not free); no contract leaves all unpriced.
 */
export function addPricedSums(
  measure: BucketMeasure,
  sums: ReadingSums,
  deliveryDate: LocalDate,
  pricing: PricingContext,
  vatCategory: VatCategory,
): void {
  const contract = pricing.prices.contractOn(deliveryDate);
  // The contract's own price: the fixed price, or the spot margin (spot 0 + margin).
  const own = contract ? pricing.prices.priceFor(deliveryDate, '0') : null;
  if (!contract || own === null) {
    measure.unpricedIntervals += sums.presentIntervals;
    return;
  }
  const fixed = contract.pricing === 'FIXED';
  const pricedIntervals = fixed ? sums.presentIntervals : sums.spotIntervals;
  measure.unpricedIntervals += sums.presentIntervals - pricedIntervals;
  if (pricedIntervals === 0) return; // no VAT lookup for a day with nothing priced, as interval by interval
  const net = fixed ? sums.kwh * own : sums.spotCost + sums.spotKwh * own;
  const rate = pricing.vatRates.rateOn(vatCategory, deliveryDate);
  measure.cost?.addSum({ vat0: net * VAT_FACTOR_ONE, withVat: net * (VAT_FACTOR_ONE + rate) }, pricedIntervals);
}
