import { useEffect, useRef, useState } from 'react';

/** The width of an element, followed as the window resizes (the chart draws at its container's size). */
export function useWidth<E extends HTMLElement>(initial = 640) {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(200, Math.floor(element.getBoundingClientRect().width) || initial));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [initial]);
  return { ref, width };
}
