import { isApiRequestError, type ApiRequestError } from '@portal/core';

/** A call whose failure the flow shows in its own modal (requirements §8 codes), not the general error modal. */
export type Attempt<T> = { readonly ok: T } | { readonly failure: ApiRequestError | null };

export async function attempt<T>(call: () => Promise<T>): Promise<Attempt<T>> {
  try {
    return { ok: await call() };
  } catch (error) {
    return { failure: isApiRequestError(error) ? error : null };
  }
}
