import { useCallback, useSyncExternalStore } from 'react';
import type { PortalRuntime } from '../host/createPortalRuntime';
import { usePortalRuntime } from './portalContext';

/** One value kept per portal runtime, readable and settable from any component of that portal. */
export interface PortalStore<T> {
  /** The value in this portal; the component re-renders when it changes. */
  use(): T;
  /** A setter bound to this portal (stable between renders). */
  useSet(): (next: T) => void;
  /** The value outside React (tests, event handlers that hold the runtime). */
  get(runtime: PortalRuntime): T;
  set(runtime: PortalRuntime, next: T): void;
}

interface StoreState<T> {
  value: T;
  readonly listeners: Set<() => void>;
}

/**
 * Page state that several lazy chunks of a plugin share without a request (a banner and the page that
 * sets it), kept per portal runtime like the data cache (portalDataCache): two portals on one page, or
 * two test files in one worker, never see each other's. Define it once at module level.
 */
export function definePortalStore<T>(initial: T): PortalStore<T> {
  const states = new WeakMap<PortalRuntime, StoreState<T>>();
  const stateOf = (runtime: PortalRuntime): StoreState<T> => {
    let state = states.get(runtime);
    if (!state) states.set(runtime, (state = { value: initial, listeners: new Set() }));
    return state;
  };
  const set = (runtime: PortalRuntime, next: T) => {
    const state = stateOf(runtime);
    state.value = next;
    for (const listener of [...state.listeners]) listener();
  };
  return {
    use() {
      const state = stateOf(usePortalRuntime());
      const subscribe = useCallback(
        (listener: () => void) => {
          state.listeners.add(listener);
          return () => {
            state.listeners.delete(listener);
          };
        },
        [state],
      );
      return useSyncExternalStore(subscribe, () => state.value);
    },
    useSet() {
      const runtime = usePortalRuntime();
      return useCallback((next: T) => set(runtime, next), [runtime]);
    },
    get: (runtime) => stateOf(runtime).value,
    set,
  };
}
