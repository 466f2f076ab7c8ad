import { useSyncExternalStore } from 'react';
import { ClientStateRef, type ClientState, type ClientStateStore } from '../state/clientState';
import { useService } from './useService';

/**
 * A slice of the requirements §4 client state. Select a primitive or an existing object (not a new one per
 * call), or React re-renders forever.
 */
export function useClientState<T>(selector: (state: ClientState) => T): T {
  const store = useService(ClientStateRef);
  return useSyncExternalStore(store.subscribe, () => selector(store.getSnapshot()));
}

/** The store's actions (beginLoading, toggleAdminMenu, ...). */
export function useClientStateStore(): ClientStateStore {
  return useService(ClientStateRef);
}
