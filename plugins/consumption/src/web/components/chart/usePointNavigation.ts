import { useCallback, useState, type KeyboardEvent } from 'react';

export interface PointNavigation {
  /** The point under the keyboard focus or the pointer; null when neither is on the chart. */
  readonly activeIndex: number | null;
  readonly setActiveIndex: (index: number | null) => void;
  readonly onKeyDown: (event: KeyboardEvent) => void;
  /** Keyboard focus arriving starts at the first point, so the first arrow press is not lost. */
  readonly onFocus: () => void;
}

/** How far PageUp / PageDown jump: about a tenth of the points. */
function pageStep(count: number): number {
  return Math.max(1, Math.round(count / 10));
}

/**
 * Moves the active point with the keyboard: ← → one point, Home / End to the ends, PageUp / PageDown
 * by a tenth. The index is kept within the current data, which may shrink when the range changes.
 */
export function usePointNavigation(count: number): PointNavigation {
  const [index, setIndex] = useState<number | null>(null);
  const activeIndex = index === null || count === 0 ? null : Math.min(index, count - 1);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (count === 0) return;
      const current = activeIndex ?? 0;
      const next: Record<string, number> = {
        ArrowRight: current + 1,
        ArrowLeft: current - 1,
        Home: 0,
        End: count - 1,
        PageDown: current + pageStep(count),
        PageUp: current - pageStep(count),
      };
      const target = next[event.key];
      if (target === undefined) {
        if (event.key === 'Escape') setIndex(null);
        return;
      }
      event.preventDefault();
      setIndex(Math.max(0, Math.min(count - 1, target)));
    },
    [activeIndex, count],
  );

  const onFocus = useCallback(() => setIndex((i) => i ?? 0), []);
  return { activeIndex, setActiveIndex: setIndex, onKeyDown, onFocus };
}
