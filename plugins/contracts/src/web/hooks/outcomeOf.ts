import { isApiRequestError } from '@portal/core';

export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly code?: string };

/**
 * Runs a write and turns a failure into a value, so the caller can open this plugin's own error modal
 * with the error code (core's mutation helper would otherwise show its generic one).
 */
export async function outcomeOf<T>(write: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await write() };
  } catch (failure) {
    return isApiRequestError(failure) ? { ok: false, code: failure.code } : { ok: false };
  }
}
