import { useEffect, useRef, useState, type RefObject } from 'react';
import { authFailure, type AuthFailure } from '../model/authErrorMessage';

export type AuthOutcome<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: unknown; readonly failure: AuthFailure };

export interface AuthRequest {
  readonly running: boolean;
  readonly failure: AuthFailure | null;
  readonly setFailure: (failure: AuthFailure | null) => void;
  readonly alertRef: RefObject<HTMLDivElement | null>;
  readonly run: <T>(call: () => Promise<T>) => Promise<AuthOutcome<T> | null>;
  /**
   * The usual submit: runs the call, hands a success to `onSuccess`, and shows a failure in the
   * form's alert unless `onFailure` dealt with it (returned true).
   */
  readonly send: <T>(
    call: () => Promise<T>,
    onSuccess: (value: T) => void | Promise<void>,
    onFailure?: (failure: AuthFailure, error: unknown) => boolean,
  ) => Promise<void>;
}

/**
 * Runs one auth call at a time: a second submit while one runs is ignored (a double click must not
 * send two sign-ups). A failure is kept for the form's alert, which takes focus when it appears.
 */
export function useAuthRequest(): AuthRequest {
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

  async function send<T>(
    call: () => Promise<T>,
    onSuccess: (value: T) => void | Promise<void>,
    onFailure?: (failure: AuthFailure, error: unknown) => boolean,
  ): Promise<void> {
    const outcome = await run(call);
    if (!outcome) return;
    if (outcome.ok) await onSuccess(outcome.value);
    else if (!onFailure?.(outcome.failure, outcome.error)) setFailure(outcome.failure);
  }

  return { running, failure, setFailure, alertRef, run, send };
}
