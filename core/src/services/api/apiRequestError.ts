/**
 * Codes the client adds to the server's own (core/src/server/errors.ts): the call never reached the
 * server, or its answer did not have the promised shape.
 */
export type ClientErrorCode = 'NETWORK' | 'INVALID_RESPONSE';

/**
 * A failed API call as a value with a code (DESIGN §10: errors are values with codes). `status` is 0
 * when no HTTP answer arrived.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly method: string,
    readonly path: string,
    readonly field?: string,
    override readonly cause?: unknown,
    /** Extra data the server sent with the error (e.g. the reset ticket of PASSWORD_RESET_REQUIRED). */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

/** The server's error body `{ error: { code, message, field? } }`, if that is what arrived. */
export interface ErrorBody {
  readonly code: string;
  readonly message: string;
  readonly field?: string;
  readonly details?: Readonly<Record<string, unknown>>;
}

export function readErrorBody(body: unknown): ErrorBody | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, field, details } = error as Record<string, unknown>;
  if (typeof code !== 'string') return undefined;
  return {
    code,
    message: typeof message === 'string' ? message : code,
    ...(typeof field === 'string' ? { field } : {}),
    ...(typeof details === 'object' && details !== null ? { details: details as Record<string, unknown> } : {}),
  };
}

/** A code for answers without an error body (a proxy's 502, a bare 404). */
export function codeForStatus(status: number): string {
  if (status === 400) return 'BAD_REQUEST';
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  return 'INTERNAL';
}
