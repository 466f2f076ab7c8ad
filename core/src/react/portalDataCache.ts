import type { SWRConfiguration } from 'swr';
import { initCache, type Cache, type ScopedMutator } from 'swr/_internal';
import type { PortalRuntime } from '../host/createPortalRuntime';

/** One portal's SWR cache, its mutator and the read options every useApi call gets. */
export interface PortalDataCache {
  readonly mutate: ScopedMutator;
  /** Hook-level SWR options: the portal's own cache, and requirements §9's cache lifetime. */
  readonly options: SWRConfiguration & { readonly cache: Cache };
}

const caches = new WeakMap<PortalRuntime, PortalDataCache>();

/**
 * The data cache of one portal, made the first time a component reads API data. Each portal has its
 * own, so two portals or two tests never share fetched data. It lives here, with the hooks that read
 * and write it, rather than in an <SWRConfig> at the root: then SWR loads with the first page that
 * fetches (a lazy chunk) instead of with the start-up bundle (docs/performance.md).
 */
export function portalDataCache(runtime: PortalRuntime): PortalDataCache {
  let known = caches.get(runtime);
  if (!known) {
    // initCache registers a new Map with SWR (its global state for that cache) and returns its mutator.
    const [cache, mutate] = initCache(new Map())!;
    const lifetimeMs = runtime.cacheSeconds * 1000;
    known = {
      mutate,
      options: {
        cache,
        // requirements §9 cache lifetime: identical requests within it are answered from the cache.
        dedupingInterval: lifetimeMs,
        focusThrottleInterval: lifetimeMs,
        revalidateOnFocus: false,
        // Failed calls already reached the user through an error modal; do not hammer the server.
        shouldRetryOnError: false,
      },
    };
    caches.set(runtime, known);
  }
  return known;
}
