import { plotWidth } from './ConsumptionChart';

/** The server's points budget: the drawable width, in steps of 50 px so resizing does not refetch per pixel. */
export function maxPointsForWidth(width: number): number {
  return Math.max(10, Math.floor(plotWidth(width, []) / 50) * 50);
}
