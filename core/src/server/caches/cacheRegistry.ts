/**
 * The server's in-process caches, each registered by the module that owns it, so developers can list,
 * read and drop their keys (requirements §7 "GET, DELETE /admin/cache-keys/v1"). A registry, not a cache
 * framework: every cache keeps its own Map and says here how to see into it. Caches are per process
 * (each replica has its own); the admin routes show the answering process's.
 */
export interface RegisteredCache {
  /** Unique, kebab-case: the first part of every key the admin routes show (`<name>:<key>`). */
  readonly name: string;
  /** What is cached and why, for the developer reading the list. */
  readonly description: string;
  keys(): readonly string[];
  /** The cached value as JSON-safe data, or undefined when the key is not cached. Never secrets. */
  read(key: string): unknown;
  /**
   * Drops one key; answers whether it was there. Absent when dropping would be unsafe (the entry is a
   * guard, not a copy of something recomputable): the routes then refuse to delete.
   */
  readonly delete?: (key: string) => boolean;
}

const caches = new Map<string, RegisteredCache>();

/** Called once at module level by the cache's owner; a second cache of the same name is a programming error. */
export function registerCache(cache: RegisteredCache): RegisteredCache {
  const known = caches.get(cache.name);
  if (known && known !== cache) throw new Error(`A cache named "${cache.name}" is already registered`);
  caches.set(cache.name, cache);
  return cache;
}

/** Every registered cache, by name. */
export function registeredCaches(): readonly RegisteredCache[] {
  return [...caches.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The cache a full key (`<name>:<key>`) belongs to, and the key inside it. */
export function splitCacheKey(fullKey: string): { cache: RegisteredCache; key: string } | null {
  const colon = fullKey.indexOf(':');
  if (colon <= 0) return null;
  const cache = caches.get(fullKey.slice(0, colon));
  return cache ? { cache, key: fullKey.slice(colon + 1) } : null;
}

/** Registers a Map-backed cache: keys are the Map's keys as text, values read through `show`. */
export function registerMapCache<K, V>(
  map: Map<K, V>,
  options: {
    readonly name: string;
    readonly description: string;
    /** The Map key for a key's text form (e.g. Number for years); undefined when the text cannot be one. */
    readonly parseKey: (key: string) => K | undefined;
    readonly show: (value: V, key: K) => unknown;
    /** False when an entry must not be dropped (see RegisteredCache.delete). */
    readonly deletable?: boolean;
  },
): RegisteredCache {
  const lookup = (key: string): K | undefined => {
    const parsed = options.parseKey(key);
    return parsed !== undefined && map.has(parsed) ? parsed : undefined;
  };
  return registerCache({
    name: options.name,
    description: options.description,
    keys: () => [...map.keys()].map(String).sort(),
    read(key) {
      const found = lookup(key);
      return found === undefined ? undefined : options.show(map.get(found) as V, found);
    },
    ...(options.deletable === false
      ? {}
      : {
          delete(key: string) {
            const found = lookup(key);
            return found === undefined ? false : map.delete(found);
          },
        }),
  });
}
