/**
 * Robust outlier scores (Iglewicz & Hoaglin's modified z-score): distance from the median in units of
 * the median absolute deviation, so one huge place does not hide itself by inflating a standard deviation.
 * |z| ≥ 3.5 is an outlier. Null values (no floor area, no data) get no score.
 */
export const OUTLIER_LIMIT = 3.5;

function median(sorted: readonly number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function modifiedZScores(values: readonly (number | null)[]): (number | null)[] {
  const present = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (present.length < 3) return values.map((v) => (v === null ? null : 0));
  const m = median(present);
  const mad = median(present.map((v) => Math.abs(v - m)).sort((a, b) => a - b));
  const meanAd = present.reduce((sum, v) => sum + Math.abs(v - m), 0) / present.length;
  return values.map((v) => {
    if (v === null) return null;
    if (mad > 0) return (0.6745 * (v - m)) / mad;
    // More than half the values equal: fall back to the mean absolute deviation (IBM's usual rule).
    return meanAd > 0 ? (v - m) / (1.253314 * meanAd) : 0;
  });
}
