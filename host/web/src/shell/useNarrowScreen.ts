import { useSyncExternalStore } from 'react';

/**
 * Below this width the side menu folds behind a menu button and the header compacts. 48rem is 768 px
 * at the default size, and grows with the user's font size (WCAG 1.4.4), as a rem media query does.
 */
export const NARROW_SCREEN_QUERY = '(max-width: 48rem)';

const query = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_SCREEN_QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True on a phone-sized screen; follows rotation and window resizing. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
