import { demoHouseholdQuarterKwh } from '@portal/domain';
import type { ConsumptionPoint } from '../../contract';
import type { Bucket } from '../../server/period/buckets';

const QUARTER_MS = 15 * 60_000;

/**
 * Household load of one 15-minute interval in kWh (core's demo house, so the market-price and solar
 * demo pages show the same load): exact Helsinki hours, so DST days get exactly their intervals.
 */
export const quarterKwh = (startMs: number, stream = 'electricity'): number => demoHouseholdQuarterKwh(startMs, stream);

/** One chart point: the sum of the bucket's 15-minute intervals that have already happened. */
export function demoPoint(bucket: Bucket, nowMs: number, priceEurKwh: number | null, stream?: string, meterMinutes: 15 | 60 = 15): ConsumptionPoint {
  let kwh = 0;
  let expected = 0;
  for (let start = bucket.startMs; start < bucket.endMs && start + QUARTER_MS <= nowMs; start += QUARTER_MS) {
    kwh += quarterKwh(start, stream);
    expected += 1;
  }
  const value = expected > 0 ? Math.round(kwh * 1000) / 1000 : null;
  return {
    start: new Date(bucket.startMs).toISOString(),
    end: new Date(bucket.endMs).toISOString(),
    localDate: bucket.localDate,
    localStart: bucket.localStart,
    localEnd: bucket.localEnd,
    offsetMinutes: bucket.offsetMinutes,
    kwh: value,
    eur: value !== null && priceEurKwh !== null ? Math.round(value * priceEurKwh * 100) / 100 : null,
    quality: expected > 0 ? 'measured' : 'missing',
    // Counted at the meter's resolution: an hourly (district heating) meter has a quarter as many.
    expectedIntervals: meterMinutes === 60 ? Math.floor(expected / 4) : expected,
    missingIntervals: 0,
    estimatedIntervals: 0,
  };
}
