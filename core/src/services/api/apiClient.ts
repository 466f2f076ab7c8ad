import { createServiceRef } from '../../di/serviceRef';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Anything that checks an answer the way zod's `safeParse` does. Zod schemas fit; so do the small
 * hand-written parsers on the start-up path (session status), which keep zod out of the initial bundle.
 */
export interface ResponseSchema<T> {
  safeParse(
    value: unknown,
  ): { readonly success: true; readonly data: T } | { readonly success: false; readonly error: { readonly issues: readonly ResponseIssue[] } };
}

export interface ResponseIssue {
  readonly path: readonly (string | number)[];
  readonly message: string;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions<T> {
  readonly method?: HttpMethod;
  /** Sent as JSON. */
  readonly body?: unknown;
  /** Appended as a query string; null and undefined values are left out. */
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly headers?: Readonly<Record<string, string>>;
  /** Validates (and types) the answer; a mismatch fails with code INVALID_RESPONSE. */
  readonly schema?: ResponseSchema<T>;
  /** `blob` for PDFs and CSV exports; `json` otherwise. */
  readonly responseType?: 'json' | 'blob' | 'text';
  readonly signal?: AbortSignal;
}

/**
 * The one way the web talks to the server. Paths are absolute under `/api`
 * (e.g. `/api/v2/me`). Fails with ApiRequestError.
 */
export interface ApiClient {
  request<T = unknown>(path: string, options?: ApiRequestOptions<T>): Promise<T>;
  get<T = unknown>(path: string, options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>): Promise<T>;
  delete<T = unknown>(path: string, options?: Omit<ApiRequestOptions<T>, 'method'>): Promise<T>;
}

export const ApiClientRef = createServiceRef<ApiClient>({ id: 'core.apiClient' });

/** Auth calls are made without a prior session refresh (requirements §7): they are what refreshes it. */
export const AUTH_PATH_PREFIX = '/api/auth/v1/';

export function isAuthPath(path: string): boolean {
  return path.startsWith(AUTH_PATH_PREFIX);
}

/** Builds the full request method set from a single `request` function. */
export function apiClientFrom(request: ApiClient['request']): ApiClient {
  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    patch: (path, body, options) => request(path, { ...options, method: 'PATCH', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
  };
}
