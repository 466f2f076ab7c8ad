import { useCallback, useRef, useState } from 'react';

/**
 * Per-field messages of one form. `show` sets them all at once and moves focus to the first field
 * with a problem (in the order given), which is where a keyboard or screen-reader user has to act.
 */
export function useFieldErrors<K extends string>(order: readonly K[]) {
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const inputs = useRef(new Map<K, HTMLInputElement>());

  const register = useCallback(
    (name: K) => (element: HTMLInputElement | null) => {
      if (element) inputs.current.set(name, element);
      else inputs.current.delete(name);
    },
    [],
  );

  /** Returns true when there is nothing to fix. */
  const show = useCallback(
    (next: Partial<Record<K, string | null>>): boolean => {
      const kept = Object.fromEntries(Object.entries(next).filter(([, message]) => message)) as Partial<Record<K, string>>;
      setErrors(kept);
      const first = order.find((name) => kept[name]);
      if (first) inputs.current.get(first)?.focus();
      return first === undefined;
    },
    [order],
  );

  return { errors, register, show };
}
