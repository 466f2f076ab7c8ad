/**
 * The subscribe half of every core store. Listeners are copied before notifying so one may
 * unsubscribe while being called.
 */
export interface ListenerSet {
  subscribe(listener: () => void): () => void;
  notify(): void;
}

export function createListenerSet(): ListenerSet {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify() {
      for (const listener of [...listeners]) listener();
    },
  };
}
