import type { Bucket } from '../period/buckets';

/** A value that holds over [startMs, startMs + minutes): an hour's temperature, a spot period's price. */
export interface TimedValue {
  readonly startMs: number;
  readonly minutes: number;
  readonly value: number;
}

/**
 * Time-averages values over buckets: each value counts in every bucket it overlaps (an hourly
 * temperature in each of the hour's quarters; four quarter prices in their hour). Null where no value
 * falls in a bucket. Display overlays only, so floating point is fine here.
 */
export function averageOverBuckets(buckets: readonly Bucket[], values: readonly TimedValue[]): (number | null)[] {
  const sums = new Array<number>(buckets.length).fill(0);
  const counts = new Array<number>(buckets.length).fill(0);
  let index = 0;
  for (const sample of values) {
    const endMs = sample.startMs + sample.minutes * 60_000;
    while (index < buckets.length && (buckets[index] as Bucket).endMs <= sample.startMs) index++;
    for (let i = index; i < buckets.length && (buckets[i] as Bucket).startMs < endMs; i++) {
      sums[i] = (sums[i] as number) + sample.value;
      counts[i] = (counts[i] as number) + 1;
    }
  }
  return sums.map((sum, i) => ((counts[i] as number) > 0 ? sum / (counts[i] as number) : null));
}
