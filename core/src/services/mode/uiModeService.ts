import { createServiceRef } from '../../di/serviceRef';
import type { UiMode } from '../../gating/gate';
import { createListenerSet } from '../../state/listenerSet';

/**
 * B2C or B2B (requirements §6). It changes at run time (the "UI mode" menu step, or when a B2B user's
 * data arrives), and every gate with `modes` follows it.
 */
export interface UiModeService {
  get(): UiMode;
  set(mode: UiMode): void;
  subscribe(listener: () => void): () => void;
}

export const UiModeRef = createServiceRef<UiModeService>({ id: 'core.uiMode' });

export function createUiModeService(initial: UiMode = 'B2C'): UiModeService {
  let mode = initial;
  const listeners = createListenerSet();
  return {
    get: () => mode,
    set(next) {
      if (next === mode) return;
      mode = next;
      listeners.notify();
    },
    subscribe: listeners.subscribe,
  };
}
