import { CostAccumulator, parseScaled, ENERGY_SCALE, type EnergyQuantity } from '@portal/domain';
import type { Bucket } from '../period/buckets';

/** A bucket's exact measurements; turned into a wire point only at the end. */
export interface BucketMeasure {
  readonly bucket: Bucket;
  /** Sum of present intervals, 1/10 000 kWh. */
  kwh: EnergyQuantity;
  presentMinutes: number;
  estimatedMinutes: number;
  /** Only when euros were asked for. */
  cost: CostAccumulator | null;
  /** Present intervals that could not be priced. */
  unpricedIntervals: number;
}

export function emptyMeasures(buckets: readonly Bucket[], withCost: boolean): BucketMeasure[] {
  return buckets.map((bucket) => ({
    bucket,
    kwh: 0n,
    presentMinutes: 0,
    estimatedMinutes: 0,
    cost: withCost ? new CostAccumulator() : null,
    unpricedIntervals: 0,
  }));
}

export const parseKwh = (text: string): EnergyQuantity => parseScaled(text, ENERGY_SCALE);
