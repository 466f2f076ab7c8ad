import { useSyncExternalStore } from 'react';

/** The customer an administrator is viewing as: set by the view-as page once the server confirmed them. */
export interface ViewAs {
  readonly customerId: string;
  readonly customerName: string;
}

let current: ViewAs | null = null;
const listeners = new Set<() => void>();

/**
 * Module state shared by the view-as page and the banner (both lazy chunks of this plugin), so the
 * banner needs no request of its own. Core's client state `activeUserId` is what makes every plugin
 * ask for the customer's data; this only names the customer for the banner.
 */
export function setViewAs(next: ViewAs | null): void {
  current = next;
  for (const listener of [...listeners]) listener();
}

export function useViewAs(): ViewAs | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    () => current,
  );
}
