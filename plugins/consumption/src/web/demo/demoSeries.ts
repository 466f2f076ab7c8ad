import { Random, helsinkiParts } from '@portal/core/demo';
import type { ConsumptionPoint } from '../../contract';
import type { Bucket } from '../../server/period/buckets';

const QUARTER_MS = 15 * 60_000;
/** Fixed seed: the demo shows the same house every time, like the server's demo data. */
const SEED = 1_000_000;

/**
 * Household load of one 15-minute interval in kWh: a base load, morning and evening peaks in local
 * (Helsinki) time, more in winter, and seeded noise per interval. The local hour comes from the UTC
 * instant, so the 23- and 25-hour DST days get exactly their own intervals.
 */
export function quarterKwh(startMs: number, stream = 'electricity'): number {
  const { hour, month } = helsinkiParts(startMs);
  const winter = 1 + 0.6 * Math.cos(((month - 1) / 12) * 2 * Math.PI);
  const peak = hour >= 6 && hour < 9 ? 1.8 : hour >= 17 && hour < 22 ? 2.2 : hour < 5 ? 0.7 : 1;
  const noise = Random.stream(SEED, `${stream}:${startMs}`).range(0.8, 1.2);
  // District heating warms the whole house: several times the electricity, and mostly in winter.
  const base = stream === 'heat' ? 0.45 * winter : 0.12;
  return Math.round(base * winter * peak * noise * 1000) / 1000;
}

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
