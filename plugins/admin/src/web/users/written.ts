import { isApiRequestError } from '@portal/core';

/** A failed admin write as the form needs it: the status, code and the field the server named. */
export interface WriteFailure {
  readonly status: number;
  readonly code: string;
  readonly field?: string;
}

export type Written<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly failure: WriteFailure };

/** Runs a write and turns its failure into a value, so the form shows it next to the right field. */
export async function written<T>(write: () => Promise<T>): Promise<Written<T>> {
  try {
    return { ok: true, value: await write() };
  } catch (error) {
    if (isApiRequestError(error)) {
      return { ok: false, failure: { status: error.status, code: error.code, ...(error.field ? { field: error.field } : {}) } };
    }
    return { ok: false, failure: { status: 0, code: 'NETWORK' } };
  }
}

/** The translation key of a failure that is not about one field (403, 404, 409, a network error). */
export function failureKey(failure: WriteFailure): string {
  if (failure.status === 403) return 'users.errors.forbidden';
  if (failure.status === 404) return 'users.errors.notFound';
  if (failure.code === 'ACCOUNT_ALREADY_EXISTS') return 'users.errors.exists';
  if (failure.status === 409) return 'users.errors.conflict';
  if (failure.status === 400) return 'users.errors.invalid';
  return 'users.errors.failed';
}
