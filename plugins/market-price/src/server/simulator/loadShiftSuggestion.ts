import {
  divideHalfAwayFromZero,
  helsinkiParts,
  roundHalfAwayFromZero,
  scaledToNumber,
  SPOT_EXACT_SCALE,
  spotEurMwhToPrice,
  spotPricesCovering,
  toCKwh,
  vatFactorAt,
  withVat,
  type SpotPriceSeries,
  type VatRateTable,
} from '@portal/domain';
import type { SuggestionResponse } from '../../contract';
import type { Reading } from './priceMonth';

/**
 * Which regular loads would save most if moved (issue 12, weightedConsumptionSuggestion): over the
 * days read, each local hour's use above the place's base load (its quietest hour, the always-on
 * part) is "movable"; moving it to the hour with the lowest mean spot price saves
 * movable kWh × (hour's mean − cheapest mean). Exact sums (kWh at 1e-4, c/kWh with VAT at 1e-8),
 * rounded once, to the cent per 30 days. An hour without a price on some day counts only its priced
 * intervals; an hour with none is not suggested.
 */
export function loadShiftSuggestions(
  readings: readonly Reading[],
  prices: SpotPriceSeries,
  vatRates: VatRateTable,
  days: number,
): SuggestionResponse['suggestions'] {
  const kwh = new Array<bigint>(24).fill(0n);
  const priceSum = new Array<bigint>(24).fill(0n);
  const priceCount = new Array<bigint>(24).fill(0n);
  for (const reading of readings) {
    const covering = spotPricesCovering(prices, reading.startMs, reading.minutes);
    if (!covering) continue;
    const hour = helsinkiParts(reading.startMs).hour;
    const spot = divideHalfAwayFromZero(
      covering.reduce((sum, p) => sum + spotEurMwhToPrice(p), 0n),
      BigInt(covering.length),
    );
    kwh[hour] = kwh[hour]! + reading.kwh;
    priceSum[hour] = priceSum[hour]! + withVat(spot, vatFactorAt('VAT_24', vatRates, reading.startMs));
    priceCount[hour] = priceCount[hour]! + 1n;
  }
  const hours = [...Array(24).keys()].filter((h) => priceCount[h]! > 0n);
  if (hours.length === 0 || days <= 0) return [];
  const mean = (h: number) => divideHalfAwayFromZero(priceSum[h]!, priceCount[h]!);
  const cheapest = hours.reduce((best, h) => (mean(h) < mean(best) ? h : best));
  const base = hours.reduce((low, h) => (kwh[h]! < low ? kwh[h]! : low), kwh[hours[0]!]!);
  return hours
    .map((hour) => {
      const movable = kwh[hour]! - base;
      // kWh (1e-4) × c/kWh (1e-8) = cents at 1e-12, over `days` days → per 30 days → whole cents.
      const exact = divideHalfAwayFromZero(movable * (mean(hour) - mean(cheapest)) * 30n, BigInt(days));
      const cents = roundHalfAwayFromZero(exact, 4 + SPOT_EXACT_SCALE);
      return {
        hour,
        movableKwhPerDay: scaledToNumber(divideHalfAwayFromZero(movable, BigInt(days) * 100n), 2),
        hourPriceCKwh: toCKwh(mean(hour)),
        cheapestHour: cheapest,
        cheapestPriceCKwh: toCKwh(mean(cheapest)),
        savingEurPer30Days: scaledToNumber(cents, 2),
        cents,
      };
    })
    .filter((s) => s.cents > 0n)
    .sort((a, b) => (a.cents === b.cents ? a.hour - b.hour : a.cents > b.cents ? -1 : 1))
    .slice(0, 3)
    .map(({ cents: _cents, ...suggestion }) => suggestion);
}
