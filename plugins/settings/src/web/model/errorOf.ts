import { isApiRequestError } from '@portal/core';

/** A failed write as the fields the forms need: the code, the field the server named, and its details. */
export interface WriteFailure {
  readonly status: number;
  readonly code: string;
  readonly field?: string;
  readonly details?: Readonly<Record<string, unknown>>;
}

export type Written<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly failure: WriteFailure };

/** Runs a write and turns its failure into a value, so the form can put it on the right field. */
export async function written<T>(write: () => Promise<T>): Promise<Written<T>> {
  try {
    return { ok: true, value: await write() };
  } catch (error) {
    if (isApiRequestError(error)) {
      return {
        ok: false,
        failure: {
          status: error.status,
          code: error.code,
          ...(error.field ? { field: error.field } : {}),
          ...(error.details ? { details: error.details } : {}),
        },
      };
    }
    return { ok: false, failure: { status: 0, code: 'NETWORK' } };
  }
}
