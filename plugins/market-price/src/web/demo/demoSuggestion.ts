import { addLocalDays, helsinkiParts, localDateOf } from '@portal/domain';
import type { SuggestionResponse } from '../../contract';
import { DEMO_PLACE, VAT_FACTOR, demoQuarters, round2 } from './demoHouse';

const DAYS = 28;

/**
 * GET /v2/weightedConsumptionSuggestion/... in the demo, the route's rule on the demo house: over the
 * 28 days up to yesterday, each local hour's use above the quietest hour is movable to the hour with
 * the lowest mean spot price (VAT 25.5 %); the three hours that would save most, per 30 days.
 */
export function demoSuggestion(params: Readonly<Record<string, string>>, nowMs = Date.now()): SuggestionResponse | undefined {
  if (params.locationIdentifier !== DEMO_PLACE) return undefined;
  const to = addLocalDays(localDateOf(nowMs), -1);
  const from = addLocalDays(to, -(DAYS - 1));
  const kwh = new Array<number>(24).fill(0);
  const priceSum = new Array<number>(24).fill(0);
  const priceCount = new Array<number>(24).fill(0);
  for (const quarter of demoQuarters(from, addLocalDays(to, 1), nowMs)) {
    const hour = helsinkiParts(quarter.startMs).hour;
    kwh[hour]! += quarter.kwh;
    priceSum[hour]! += quarter.spot * VAT_FACTOR.VAT_24;
    priceCount[hour]! += 1;
  }
  const hours = [...Array(24).keys()].filter((hour) => priceCount[hour]! > 0);
  if (hours.length === 0) return { locationIdentifier: DEMO_PLACE, from, to, suggestions: [] };
  const mean = (hour: number) => priceSum[hour]! / priceCount[hour]!;
  const cheapest = hours.reduce((best, hour) => (mean(hour) < mean(best) ? hour : best));
  const base = Math.min(...hours.map((hour) => kwh[hour]!));
  const suggestions = hours
    .map((hour) => {
      const movable = kwh[hour]! - base;
      return {
        hour,
        movableKwhPerDay: round2(movable / DAYS),
        hourPriceCKwh: round2(mean(hour)),
        cheapestHour: cheapest,
        cheapestPriceCKwh: round2(mean(cheapest)),
        savingEurPer30Days: round2((movable * (mean(hour) - mean(cheapest)) * 30) / DAYS / 100),
      };
    })
    .filter((suggestion) => suggestion.savingEurPer30Days > 0)
    .sort((a, b) => b.savingEurPer30Days - a.savingEurPer30Days || a.hour - b.hour)
    .slice(0, 3);
  return { locationIdentifier: DEMO_PLACE, from, to, suggestions };
}
