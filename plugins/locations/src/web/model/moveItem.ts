/**
 * Moves one element by `delta` places (−1 up, +1 down), returning a new array; a move past either end
 * returns the same order, so a held key at the top of the list does nothing instead of wrapping.
 */
export function moveItem<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  const copy = [...items];
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return copy;
  const [moved] = copy.splice(index, 1);
  copy.splice(target, 0, moved as T);
  return copy;
}
