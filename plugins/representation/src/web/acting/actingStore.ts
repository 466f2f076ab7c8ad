import { useSyncExternalStore } from 'react';

/** Who the signed-in representative acts for, set by "act for" on the read rights page. */
export interface Acting {
  /** The representative's own id, to go back to. */
  readonly ownId: string;
  readonly customerId: string;
  readonly customerName: string;
}

let acting: Acting | null = null;
const listeners = new Set<() => void>();

/**
 * Module state shared by the read rights page and the banner (both lazy chunks of this plugin), so
 * the banner on every page needs no request of its own: the page already knows both ids and the name.
 */
export function setActing(next: Acting | null): void {
  acting = next;
  for (const listener of listeners) listener();
}

export function useActing(): Acting | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => acting,
  );
}
