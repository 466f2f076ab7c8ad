import {
  divideHalfAwayFromZero,
  exactAmountToEuros,
  priceInUnit,
  plainSpotPrice,
  scaledToNumber,
  ENERGY_SCALE,
  spotCostExact,
  sumWeightedSpot,
  weightedSpotPrice,
  type SpotPriceSeries,
  type WeightedReading,
  type WeightedSpotSums,
} from '@portal/domain';
import type { WeightedPeriod, WeightedPeriodPlus } from '../../contract';

export interface PeriodBounds {
  readonly period: string;
  readonly from: string;
  readonly to: string;
  readonly startMs: number;
  readonly endMs: number;
}

/** The sums of one period's readings (core's exact Σ kWh × price, shared with consumption's weighted route). */
export function periodSums(
  readings: readonly WeightedReading[],
  bounds: PeriodBounds,
  spot: SpotPriceSeries,
  vatFactor: (startMs: number) => bigint,
): WeightedSpotSums {
  return sumWeightedSpot(
    readings.filter((r) => r.startMs >= bounds.startMs && r.startMs < bounds.endMs),
    spot,
    vatFactor,
  );
}

/** c/kWh with 3 decimals from core's exact scale (PRICE + 4 = core's SPOT_EXACT_SCALE). */
const cKwh = (exact: bigint | null) => (exact === null ? null : priceInUnit(exact, 'KWH'));

/** difference / base × 100 with one decimal, rounded half away from zero (never −0). */
function percentOneDecimal(difference: bigint, base: bigint): number {
  const perMille = divideHalfAwayFromZero(difference * 1000n * (base < 0n ? -1n : 1n), base < 0n ? -base : base);
  return perMille === 0n ? 0 : Number(perMille) / 10;
}

/** The wire answer of one period; the difference is taken from the exact means, then rounded. */
export function weightedPeriodOf(bounds: PeriodBounds, sums: WeightedSpotSums): WeightedPeriod {
  const weighted = weightedSpotPrice(sums);
  const average = plainSpotPrice(sums);
  const both = weighted !== null && average !== null;
  return {
    period: bounds.period,
    from: bounds.from,
    to: bounds.to,
    consumptionKwh: scaledToNumber(sums.allEnergy, ENERGY_SCALE),
    pricedConsumptionKwh: scaledToNumber(sums.pricedEnergy, ENERGY_SCALE),
    pricedIntervals: sums.pricedIntervals,
    weightedPrice: cKwh(weighted),
    averagePrice: cKwh(average),
    difference: both ? cKwh(weighted - average) : null,
    differencePercent: both && average !== 0n ? percentOneDecimal(weighted - average, average) : null,
  };
}

/**
 * The Plus period: what the kWh cost with the spot contract's margin (c/kWh VAT 0 at PRICE_SCALE),
 * which carries the same energy-sale VAT as the spot part: Σ kWh × (spot + margin) × factor / Σ kWh.
 */
export function weightedPeriodPlusOf(bounds: PeriodBounds, sums: WeightedSpotSums, margin: bigint | null): WeightedPeriodPlus {
  const base = weightedPeriodOf(bounds, sums);
  const weighted = weightedSpotPrice(sums);
  if (margin === null || weighted === null) return { ...base, paidPrice: null, paidEur: null };
  // Σ kWh × factor × margin is at ENERGY + 4 + PRICE = AMOUNT_SCALE, like spotCostExact.
  const marginCost = sums.pricedEnergyWithVat * margin;
  const paidExact = divideHalfAwayFromZero(spotCostExact(sums) + marginCost, sums.pricedEnergy);
  return { ...base, paidPrice: cKwh(paidExact), paidEur: exactAmountToEuros(spotCostExact(sums) + marginCost) };
}
