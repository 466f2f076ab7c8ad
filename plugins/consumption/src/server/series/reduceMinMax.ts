/**
 * Min–max reduction for display: the series is cut into `maxPoints` equal runs and each run keeps its
 * lowest and highest point (in time order), so peaks and dips survive where averaging would flatten
 * them; a run with no values keeps its first point so gaps stay visible. At most 2 × maxPoints indices
 * come back. Only the drawing is reduced; totals are computed from the full data elsewhere.
 */
export function reduceMinMax(values: readonly (number | null)[], maxPoints: number): number[] | null {
  if (values.length <= maxPoints) return null;
  const kept: number[] = [];
  for (let run = 0; run < maxPoints; run++) {
    const from = Math.floor((run * values.length) / maxPoints);
    const to = Math.floor(((run + 1) * values.length) / maxPoints);
    let min = -1;
    let max = -1;
    for (let i = from; i < to; i++) {
      const value = values[i];
      if (value === null || value === undefined) continue;
      if (min < 0 || value < (values[min] as number)) min = i;
      if (max < 0 || value > (values[max] as number)) max = i;
    }
    if (min < 0) kept.push(from);
    else if (min === max) kept.push(min);
    else kept.push(Math.min(min, max), Math.max(min, max));
  }
  return kept;
}

export function pickIndices<T>(items: readonly T[], indices: readonly number[] | null): T[] {
  return indices ? indices.map((i) => items[i] as T) : [...items];
}
