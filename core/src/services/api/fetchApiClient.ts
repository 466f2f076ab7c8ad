import type { Logger } from '../logger/logger';
import { apiClientFrom, isAuthPath, type ApiClient, type ApiRequestOptions, type QueryValue } from './apiClient';
import { ApiRequestError, codeForStatus, readErrorBody } from './apiRequestError';
import { WEB_VERSION, WEB_VERSION_HEADER } from './webVersion';

/** What the client needs from the session; a narrow view, so ApiClient and SessionService can refer to each other. */
export interface SessionGate {
  /** Resolves once the session is fresh enough to make a call (may refresh first). */
  ensureFresh(): Promise<void>;
  /** A non-auth call was answered 401: the session is gone. */
  expire(): void;
}

export interface FetchApiClientOptions {
  readonly fetch?: typeof fetch;
  readonly logger: Logger;
  /** Looked up per call, because the session service itself uses this client for auth calls. */
  readonly session: () => SessionGate;
}

export function createFetchApiClient(options: FetchApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request<T>(path: string, call: ApiRequestOptions<T> = {}): Promise<T> {
    const method = call.method ?? 'GET';
    const auth = isAuthPath(path);
    if (!auth) await options.session().ensureFresh();

    const headers: Record<string, string> = {
      Accept: 'application/json',
      [WEB_VERSION_HEADER]: WEB_VERSION,
      ...call.headers,
    };
    if (call.body !== undefined) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await doFetch(withQuery(path, call.query), {
        method,
        headers,
        credentials: 'include',
        ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
        ...(call.signal ? { signal: call.signal } : {}),
      });
    } catch (cause) {
      if (call.signal?.aborted) throw cause;
      throw new ApiRequestError(0, 'NETWORK', `${method} ${path} did not reach the server`, method, path, undefined, cause);
    }

    if (!response.ok) {
      const body = await readBody(response, 'json').catch(() => undefined);
      const parsed = readErrorBody(body);
      const error = new ApiRequestError(
        response.status,
        parsed?.code ?? codeForStatus(response.status),
        parsed?.message ?? `${method} ${path} failed with ${response.status}`,
        method,
        path,
        parsed?.field,
        undefined,
        parsed?.details,
      );
      if (response.status === 401 && !auth) {
        options.logger.warn(`Session expired during ${method} ${path}`);
        options.session().expire();
      }
      throw error;
    }

    let body: unknown;
    try {
      body = await readBody(response, call.responseType ?? 'json');
    } catch (cause) {
      throw new ApiRequestError(
        response.status,
        'INVALID_RESPONSE',
        `${method} ${path} answered with unreadable JSON`,
        method,
        path,
        undefined,
        cause,
      );
    }
    if (!call.schema) return body as T;
    const result = call.schema.safeParse(body);
    if (!result.success) {
      options.logger.error(`Unexpected answer from ${method} ${path}`, result.error.issues);
      throw new ApiRequestError(
        response.status,
        'INVALID_RESPONSE',
        `${method} ${path} answered in an unexpected shape`,
        method,
        path,
        result.error.issues[0]?.path.join('.'),
        result.error,
      );
    }
    return result.data;
  }

  return apiClientFrom(request);
}

function withQuery(path: string, query: Readonly<Record<string, QueryValue>> | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const text = params.toString();
  if (text === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

async function readBody(response: Response, type: 'json' | 'blob' | 'text'): Promise<unknown> {
  if (type === 'blob') return response.blob();
  const text = await response.text();
  if (type === 'text') return text;
  // 204 and empty 200s carry no JSON.
  return text === '' ? undefined : JSON.parse(text);
}
