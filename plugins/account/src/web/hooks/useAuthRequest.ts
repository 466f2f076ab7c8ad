import { useEffect, useRef, useState } from 'react';
import { authFailure, type AuthFailure } from '../model/authErrorMessage';

export type AuthOutcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: unknown; readonly failure: AuthFailure };

/**
 * Runs one auth call at a time: a second submit while one runs is ignored (a double click must not
 * send two sign-ups). A failure is kept for the form's alert, which takes focus when it appears.
 */
export function useAuthRequest() {
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const busy = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  async function run<T>(call: () => Promise<T>): Promise<AuthOutcome<T> | null> {
    if (busy.current) return null;
    busy.current = true;
    setRunning(true);
    setFailure(null);
    try {
      return { ok: true, value: await call() };
    } catch (error) {
      const described = authFailure(error);
      return { ok: false, error, failure: described };
    } finally {
      busy.current = false;
      setRunning(false);
    }
  }

  return { running, failure, setFailure, alertRef, run };
}
