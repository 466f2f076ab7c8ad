import {
  divideHalfAwayFromZero,
  ENERGY_SCALE,
  priceInUnit,
  helsinkiParts,
  scaledToNumber,
  sumWeightedSpot,
  weightedSpotPrice,
  type SpotPriceSeries,
  type WeightedReading,
} from '@portal/domain';
import type { WeightedConsumptionPlusResponse } from '../../contract';

/**
 * The consumption profile: per Helsinki hour of day (0–23; on the autumn DST day the repeated hour
 * counts in its own hour both times), the kWh, their share of all priced kWh and their weighted spot
 * price. Hours with no reading are listed with 0 kWh so the chart keeps its 24 bars.
 */
export function hourProfile(
  readings: readonly WeightedReading[],
  spot: SpotPriceSeries,
  vatFactor: (startMs: number) => bigint,
): WeightedConsumptionPlusResponse['profile'] {
  const byHour: WeightedReading[][] = Array.from({ length: 24 }, () => []);
  for (const reading of readings) byHour[helsinkiParts(reading.startMs).hour]!.push(reading);
  const sums = byHour.map((hourReadings) => sumWeightedSpot(hourReadings, spot, vatFactor));
  const total = sums.reduce((acc, s) => acc + s.pricedEnergy, 0n);
  return sums.map((s, hour) => {
    const weighted = weightedSpotPrice(s);
    return {
      hour,
      consumptionKwh: scaledToNumber(s.allEnergy, ENERGY_SCALE),
      sharePercent: total > 0n ? Number(divideHalfAwayFromZero(s.pricedEnergy * 1000n, total)) / 10 : 0,
      weightedPrice: weighted === null ? null : priceInUnit(weighted, 'KWH'),
    };
  });
}
