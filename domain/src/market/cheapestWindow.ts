import { QUARTER_MS, type QuarterPrice } from './quarterGrid';

export interface CheapWindow {
  readonly startMs: number;
  readonly endMs: number;
  /** Sum of the window's quarter prices (exact); the mean is sum / quarters. */
  readonly sum: bigint;
  readonly quarters: number;
}

/**
 * One way to find cheap time, shared by market-price (the cheapest-window search on /porssisahko) and
 * alerts (the cheapest windows in the daily price report): pure, on the quarter grid, exact sums.
 *
 * The cheapest run of `length` consecutive quarters (a sliding sum, O(n)). A gap in the prices (a
 * missing quarter) breaks a run: a window is never priced across time that has no price. Ties go to
 * the earliest window, so the answer is stable. Null when no run is long enough.
 */
export function cheapestWindow(quarters: readonly QuarterPrice[], length: number): CheapWindow | null {
  let best: CheapWindow | null = null;
  let runStart = 0;
  let sum = 0n;
  for (let i = 0; i < quarters.length; i++) {
    const q = quarters[i]!;
    if (i > runStart && q.startMs !== quarters[i - 1]!.startMs + QUARTER_MS) {
      runStart = i;
      sum = 0n;
    }
    sum += q.price;
    if (i - runStart + 1 > length) sum -= quarters[i - length]!.price;
    if (i - runStart + 1 >= length && (!best || sum < best.sum)) {
      const first = quarters[i - length + 1]!;
      best = { startMs: first.startMs, endMs: q.startMs + QUARTER_MS, sum, quarters: length };
    }
  }
  return best;
}

/** The `count` cheapest quarters (earliest first among equals), returned in time order. */
export function cheapestQuarters(quarters: readonly QuarterPrice[], count: number): QuarterPrice[] {
  return [...quarters]
    .sort((a, b) => (a.price === b.price ? a.startMs - b.startMs : a.price < b.price ? -1 : 1))
    .slice(0, count)
    .sort((a, b) => a.startMs - b.startMs);
}
