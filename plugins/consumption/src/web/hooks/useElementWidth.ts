import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width of an element, kept current with ResizeObserver. Where there is none (jsdom, very old
 * browsers) the fallback width is used, so the chart still draws.
 */
export function useElementWidth<E extends HTMLElement>(fallback = 720) {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measured = element.getBoundingClientRect().width;
    if (measured > 0) setWidth(Math.floor(measured));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const next = entries[0]?.contentRect.width;
      if (next && next > 0) setWidth(Math.floor(next));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
