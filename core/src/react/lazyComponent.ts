import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LazyComponent } from '../plugin/definePlugin';

const cache = new WeakMap<LazyComponent<any>, LazyExoticComponent<ComponentType<any>>>();

/**
 * One React.lazy per loader, for the portal's lifetime. Creating it during render would give a new
 * component type each time, remounting (and re-suspending) the page on every render.
 */
export function lazyComponent<P>(loader: LazyComponent<P>): LazyExoticComponent<ComponentType<P>> {
  let component = cache.get(loader);
  if (!component) {
    component = lazy(loader as LazyComponent<any>);
    cache.set(loader, component);
  }
  return component as LazyExoticComponent<ComponentType<P>>;
}
