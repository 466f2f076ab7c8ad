import type { ContentItem } from '../../contract/locations';

/**
 * requirements §2 sort options of company location lists that this data carries: content order, address,
 * name, company and labels, each ascending or descending. (Alert sorts belong to the alerts plugin's
 * data and are not offered here.)
 */
export const LOCATION_SORT_KEYS = ['contentOrder', 'address', 'name', 'company', 'labels'] as const;
export type LocationSortKey = (typeof LOCATION_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

export interface LocationSort {
  readonly key: LocationSortKey;
  readonly direction: SortDirection;
}

export const DEFAULT_LOCATION_SORT: LocationSort = { key: 'contentOrder', direction: 'asc' };

/** Finnish collation: å, ä and ö sort after z, and numbers in addresses sort by value. */
const collator = new Intl.Collator('fi', { numeric: true, sensitivity: 'base' });

/** What the user sees as the name is what they expect the list to be sorted by. */
export function shownName(item: ContentItem): string {
  return item.location.displayName ?? item.location.name;
}

function sortValue(item: ContentItem, key: Exclude<LocationSortKey, 'contentOrder'>): string {
  switch (key) {
    case 'address':
      return item.location.address;
    case 'name':
      return shownName(item);
    case 'company':
      return item.companyName ?? '';
    case 'labels':
      return [...item.labels].sort(collator.compare).join(', ');
  }
}

/** Stable: ties keep the content order, so equal addresses do not shuffle between renders. */
export function sortLocations(items: readonly ContentItem[], sort: LocationSort): ContentItem[] {
  const byOrder = [...items].sort((a, b) => a.order - b.order);
  if (sort.key === 'contentOrder') return sort.direction === 'asc' ? byOrder : byOrder.reverse();
  const key = sort.key;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return byOrder.sort((a, b) => sign * collator.compare(sortValue(a, key), sortValue(b, key)));
}
