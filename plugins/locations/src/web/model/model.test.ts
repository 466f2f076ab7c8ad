import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../../contract/locations';
import { moveItem } from './moveItem';
import { paginate } from './paginate';
import { sortLocations } from './locationSort';
import { validateDisplayName } from './validateDisplayName';

function item(id: string, order: number, address: string, extra: Partial<ContentItem['location']> = {}): ContentItem {
  return {
    utilityType: 'ELECTRICITY',
    contentOwnerId: 'owner',
    contentType: 'CONTRACTS',
    contractType: 'ELECTRICITY',
    location: { locationIdentifier: id, displayName: null, name: `Name ${id}`, address, ...extra },
    order,
    features: [],
    meteringPointId: null,
    accessRight: 'FULL_ACCESS',
    companyName: null,
    labels: [],
    marketPrice: null,
  };
}

describe('moveItem', () => {
  it('moves up and down and stops at both ends', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('paginate', () => {
  it('pages 45 places 20 at a time and clamps the page', () => {
    const items = Array.from({ length: 45 }, (_, i) => i);
    expect(paginate(items, 3, 20)).toMatchObject({ page: 3, pageCount: 3, from: 41, to: 45, total: 45 });
    expect(paginate(items, 9, 20).page).toBe(3);
    expect(paginate([], 1, 20)).toMatchObject({ page: 1, pageCount: 1, from: 0, to: 0 });
  });
});

describe('sortLocations', () => {
  const items = [item('a', 1, 'Östra 2'), item('b', 0, 'Katu 10'), item('c', 2, 'Katu 9')];
  it('sorts by content order by default and by address with Finnish collation', () => {
    expect(sortLocations(items, { key: 'contentOrder', direction: 'asc' }).map((i) => i.location.locationIdentifier)).toEqual(['b', 'a', 'c']);
    expect(sortLocations(items, { key: 'address', direction: 'asc' }).map((i) => i.location.locationIdentifier)).toEqual(['c', 'b', 'a']);
    expect(sortLocations(items, { key: 'address', direction: 'desc' }).map((i) => i.location.locationIdentifier)).toEqual(['a', 'b', 'c']);
  });
  it('sorts by the name the user sees', () => {
    const named = [item('a', 0, 'x', { displayName: 'Zeta' }), item('b', 1, 'y', { displayName: 'Alfa' })];
    expect(sortLocations(named, { key: 'name', direction: 'asc' }).map((i) => i.location.locationIdentifier)).toEqual(['b', 'a']);
  });
});

describe('validateDisplayName', () => {
  it('needs 1–60 characters after trimming', () => {
    expect(validateDisplayName('   ')).toBe('required');
    expect(validateDisplayName('x'.repeat(61))).toBe('tooLong');
    expect(validateDisplayName(` ${'x'.repeat(60)} `)).toBeNull();
  });
});
