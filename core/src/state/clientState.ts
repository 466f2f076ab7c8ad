import { createServiceRef } from '../di/serviceRef';
import { createListenerSet } from './listenerSet';

/** The last time the user looked at their messages; unread ones are those newer than this. */
export interface UnreadMessagesMarker {
  readonly timestamp: number;
  readonly userId: string;
}

/** requirements §4 client state, in one place rather than scattered over components. */
export interface ClientState {
  /** Derived from `pendingLoads`: visible while at least one load is running. */
  readonly loaderVisible: boolean;
  readonly pendingLoads: number;
  readonly adminMenuOpen: boolean;
  readonly demo: boolean;
  readonly unreadMessagesMarker: UnreadMessagesMarker | null;
  readonly activeUserId: string | null;
  readonly activeCompositeLocationId: string | null;
  /** requirements §8: if loading the logged-in user fails, the product stops trying. */
  readonly shouldLoadLoggedInUser: boolean;
}

export const INITIAL_CLIENT_STATE: ClientState = Object.freeze({
  loaderVisible: false,
  pendingLoads: 0,
  adminMenuOpen: false,
  demo: false,
  unreadMessagesMarker: null,
  activeUserId: null,
  activeCompositeLocationId: null,
  shouldLoadLoggedInUser: true,
});

/** A small external store: subscribe/getSnapshot for React's useSyncExternalStore. */
export interface ClientStateStore {
  getSnapshot(): ClientState;
  subscribe(listener: () => void): () => void;
  /**
   * Shows the loader overlay until the returned function is called. A counter, not a boolean, so two
   * overlapping loads keep it up until both end; calling the function twice ends only once.
   */
  beginLoading(): () => void;
  setAdminMenuOpen(open: boolean): void;
  toggleAdminMenu(): void;
  setDemo(demo: boolean): void;
  setUnreadMessagesMarker(marker: UnreadMessagesMarker | null): void;
  setActiveUserId(userId: string | null): void;
  setActiveCompositeLocationId(id: string | null): void;
  /** Loading the logged-in user failed: stop trying. */
  stopLoadingLoggedInUser(): void;
}

export const ClientStateRef = createServiceRef<ClientStateStore>({ id: 'core.clientState' });

export function createClientStateStore(initial: Partial<Omit<ClientState, 'loaderVisible' | 'pendingLoads'>> = {}): ClientStateStore {
  let state: ClientState = { ...INITIAL_CLIENT_STATE, ...initial };
  const listeners = createListenerSet();
  const update = (change: Partial<ClientState>) => {
    const next = { ...state, ...change };
    next.loaderVisible = next.pendingLoads > 0;
    if ((Object.keys(next) as (keyof ClientState)[]).every((key) => next[key] === state[key])) return;
    state = next;
    listeners.notify();
  };

  return {
    getSnapshot: () => state,
    subscribe: listeners.subscribe,
    beginLoading() {
      update({ pendingLoads: state.pendingLoads + 1 });
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        update({ pendingLoads: Math.max(0, state.pendingLoads - 1) });
      };
    },
    setAdminMenuOpen: (adminMenuOpen) => update({ adminMenuOpen }),
    toggleAdminMenu: () => update({ adminMenuOpen: !state.adminMenuOpen }),
    setDemo: (demo) => update({ demo }),
    setUnreadMessagesMarker: (unreadMessagesMarker) => update({ unreadMessagesMarker }),
    setActiveUserId: (activeUserId) => update({ activeUserId }),
    setActiveCompositeLocationId: (activeCompositeLocationId) => update({ activeCompositeLocationId }),
    stopLoadingLoggedInUser: () => update({ shouldLoadLoggedInUser: false }),
  };
}
