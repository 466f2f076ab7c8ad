import type { ContentItem } from '../../contract/locations';
import { moveItem } from './moveItem';

/**
 * The new content order after moving one place. Only places the user may change (FULL_ACCESS) take
 * part: a move swaps with the neighbouring writable place, and read-only places follow after, in
 * their current order — which is where the server puts places without a position of their own.
 */
export function reorderWritable(items: readonly ContentItem[], locationIdentifier: string, delta: -1 | 1): ContentItem[] {
  const writable = items.filter((i) => i.accessRight === 'FULL_ACCESS');
  const readOnly = items.filter((i) => i.accessRight !== 'FULL_ACCESS');
  const index = writable.findIndex((i) => i.location.locationIdentifier === locationIdentifier);
  if (index < 0) return [...items];
  return [...moveItem(writable, index, delta), ...readOnly].map((item, order) => ({ ...item, order }));
}

/** Where a writable place stands among the writable ones: decides which move buttons are live. */
export function writablePosition(items: readonly ContentItem[], locationIdentifier: string): { index: number; count: number } {
  const writable = items.filter((i) => i.accessRight === 'FULL_ACCESS');
  return { index: writable.findIndex((i) => i.location.locationIdentifier === locationIdentifier), count: writable.length };
}
