import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LazyComponent } from '../plugin/definePlugin';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one cache for every page and modal, each with its own props type
const cache = new WeakMap<LazyComponent<any>, LazyExoticComponent<ComponentType<any>>>();

/**
 * One React.lazy per loader, for the portal's lifetime. Creating it during render would give a new
 * component type each time, remounting (and re-suspending) the page on every render. A chunk that
 * failed to load (a dropped mobile connection) is forgotten, so a retry imports it again instead of
 * rethrowing React.lazy's remembered failure.
 */
export function lazyComponent<P>(loader: LazyComponent<P>): LazyExoticComponent<ComponentType<P>> {
  let component = cache.get(loader);
  if (!component) {
    component = lazy(() =>
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the loader is called without props; its props type does not matter here
      (loader as LazyComponent<any>)().catch((error: unknown) => {
        cache.delete(loader);
        throw error;
      }),
    );
    cache.set(loader, component);
  }
  return component as LazyExoticComponent<ComponentType<P>>;
}
