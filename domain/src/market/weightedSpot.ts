import { spotEurMwhToPrice } from '../pricing/energyContract';
import { PRICE_SCALE } from '../pricing/units';
import { spotPricesCovering, type SpotPriceSeries } from './spotPrices';

/** One metered interval as the weighted-price sums read it: kWh at ENERGY_SCALE. */
export interface WeightedReading {
  readonly startMs: number;
  readonly minutes: number;
  readonly kwh: bigint;
}

/**
 * Exact running sums of DOMAIN's consumption-weighted spot price over metered intervals. Shared by
 * consumption's weighted route and market-price's weightedConsumption, so both say the same number.
 */
export interface WeightedSpotSums {
  /** Σ kWh × spot × VAT factor × 4, at scale ENERGY + PRICE + 4 (the ×4 keeps a mean of 1, 2 or 4 parts exact). */
  readonly weightedSum4: bigint;
  /** Σ kWh of the intervals that have a price. */
  readonly pricedEnergy: bigint;
  /** Σ kWh × VAT factor of the priced intervals, at ENERGY + 4: prices a flat add-on (a margin) by the same VAT. */
  readonly pricedEnergyWithVat: bigint;
  /** Σ kWh of every present reading, priced or not. */
  readonly allEnergy: bigint;
  /** Σ spot × VAT factor × minutes over the priced intervals: the plain (time-weighted) mean's numerator. */
  readonly priceTime: bigint;
  readonly pricedMinutes: bigint;
  readonly pricedIntervals: number;
  /** Minutes of present readings (priced or not), for counting missing intervals. */
  readonly presentMinutes: number;
}

/**
 * Folds readings into the weighted-price sums. `vatFactor(startMs)` gives 1 + the VAT of the delivery
 * date (VAT_FACTOR_ONE for VAT 0). An hourly reading under quarter prices is priced at the mean of its
 * quarters (spotPricesCovering); an interval without a full price is left out of the priced sums, so
 * the weighted and the plain mean compare the same intervals.
 */
export function sumWeightedSpot(
  readings: Iterable<WeightedReading>,
  spot: SpotPriceSeries,
  vatFactor: (startMs: number) => bigint,
): WeightedSpotSums {
  let weightedSum4 = 0n;
  let pricedEnergy = 0n;
  let pricedEnergyWithVat = 0n;
  let allEnergy = 0n;
  let priceTime = 0n;
  let pricedMinutes = 0n;
  let pricedIntervals = 0;
  let presentMinutes = 0;
  for (const reading of readings) {
    presentMinutes += reading.minutes;
    allEnergy += reading.kwh;
    const parts = spotPricesCovering(spot, reading.startMs, reading.minutes);
    if (!parts) continue;
    const factor = vatFactor(reading.startMs);
    const sumOfParts = parts.reduce((total, part) => total + spotEurMwhToPrice(part), 0n);
    // kWh × mean(parts): 4 is the lcm of 1, 2 and 4 parts, so the division is exact.
    weightedSum4 += (reading.kwh * sumOfParts * factor * 4n) / BigInt(parts.length);
    pricedEnergy += reading.kwh;
    pricedEnergyWithVat += reading.kwh * factor;
    priceTime += (sumOfParts * factor * BigInt(reading.minutes)) / BigInt(parts.length);
    pricedMinutes += BigInt(reading.minutes);
    pricedIntervals += 1;
  }
  return { weightedSum4, pricedEnergy, pricedEnergyWithVat, allEnergy, priceTime, pricedMinutes, pricedIntervals, presentMinutes };
}

/** Σ kWh × price / Σ kWh in c/kWh at scale PRICE + 4 (VAT factor), null without priced energy. */
export function weightedSpotPrice(sums: WeightedSpotSums): bigint | null {
  return sums.pricedEnergy > 0n ? sums.weightedSum4 / (4n * sums.pricedEnergy) : null;
}

/** The plain time-weighted mean price of the same priced intervals, c/kWh at scale PRICE + 4. */
export function plainSpotPrice(sums: WeightedSpotSums): bigint | null {
  return sums.pricedMinutes > 0n ? sums.priceTime / sums.pricedMinutes : null;
}

/** The scale of weightedSpotPrice and plainSpotPrice (c/kWh × VAT factor). */
export const WEIGHTED_PRICE_SCALE = PRICE_SCALE + 4;

/** Σ kWh × spot (with VAT) in exact cents at AMOUNT_SCALE: what the energy cost at spot alone. */
export function spotCostExact(sums: WeightedSpotSums): bigint {
  return sums.weightedSum4 / 4n;
}
