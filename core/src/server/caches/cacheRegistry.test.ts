import { describe, expect, it } from 'vitest';
import { registerCache, registeredCaches, registerMapCache, splitCacheKey } from './cacheRegistry';

describe('cache registry', () => {
  it('lists a Map cache by text keys, reads through show, and deletes by the parsed key', () => {
    const squares = new Map<number, number>([[3, 9]]);
    registerMapCache(squares, {
      name: 'test-squares',
      description: 'squares',
      parseKey: (key) => (/^\d+$/.test(key) ? Number(key) : undefined),
      show: (value, key) => `${key}²=${value}`,
    });
    const found = splitCacheKey('test-squares:3');
    expect(found?.key).toBe('3');
    expect(found?.cache.keys()).toEqual(['3']);
    expect(found?.cache.read('3')).toBe('3²=9');
    expect(found?.cache.read('x')).toBeUndefined();
    expect(found?.cache.delete?.('4')).toBe(false);
    expect(found?.cache.delete?.('3')).toBe(true);
    expect(squares.size).toBe(0);
  });

  it('offers no delete for a guard cache, and refuses a second cache of the same name', () => {
    const guard = registerMapCache(new Map<string, string>(), {
      name: 'test-guard',
      description: 'g',
      parseKey: (key) => key,
      show: (v) => v,
      deletable: false,
    });
    expect(guard.delete).toBeUndefined();
    expect(registeredCaches().map((cache) => cache.name)).toContain('test-guard');
    expect(() => registerCache({ name: 'test-guard', description: 'other', keys: () => [], read: () => undefined })).toThrow(/already registered/);
  });

  it('splits only keys naming a registered cache', () => {
    expect(splitCacheKey('nope:1')).toBeNull();
    expect(splitCacheKey(':1')).toBeNull();
    expect(splitCacheKey('no-colon')).toBeNull();
  });
});
