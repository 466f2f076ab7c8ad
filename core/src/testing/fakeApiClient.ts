import { apiClientFrom, type ApiClient, type ApiRequestOptions, type HttpMethod } from '../services/api/apiClient';
import { ApiRequestError } from '../services/api/apiRequestError';

export interface FakeApiCall {
  readonly method: HttpMethod;
  readonly path: string;
  readonly body: unknown;
  readonly query: ApiRequestOptions<unknown>['query'];
}

/** Answers one call; throw an ApiRequestError (see `apiFailure`) to fail it. */
export type FakeApiHandler = (call: FakeApiCall) => unknown;

/** Handlers by `"METHOD /api/path"` (exact path, without the query string). */
export type FakeApiRoutes = Readonly<Record<string, FakeApiHandler | object | null>>;

export interface FakeApiClient extends ApiClient {
  readonly calls: readonly FakeApiCall[];
}

/**
 * An ApiClient answering from a table, for component tests: no fetch, no session. Answers pass through
 * the call's schema like the real client's, so a fixture in the wrong shape fails the test. A call
 * without a handler fails with NOT_FOUND and names itself, so a missing fixture is obvious.
 *
 * `PORTAL_TEST_API_JITTER_MS=40 npx vitest run --project web` answers every call after a random
 * delay of up to that many ms, in any order, as a loaded CI machine may: a test that reads one
 * answer's content right after waiting for another's fails there instead of flaking in CI
 * (docs/testing.md). Off by default; tests with fake timers do not run under it.
 */
export function createFakeApiClient(routes: FakeApiRoutes = {}): FakeApiClient {
  const calls: FakeApiCall[] = [];
  const jitterMs = Number(process.env.PORTAL_TEST_API_JITTER_MS ?? 0);
  const client = apiClientFrom(async <T>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> => {
    const method = options.method ?? 'GET';
    const call: FakeApiCall = { method, path, body: options.body, query: options.query };
    calls.push(call);
    if (jitterMs > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * jitterMs));
    const key = `${method} ${path}`;
    if (!(key in routes)) {
      throw new ApiRequestError(404, 'NOT_FOUND', `No fake answer for ${key}`, method, path);
    }
    const route = routes[key];
    const answer = typeof route === 'function' ? await route(call) : route;
    if (!options.schema) return answer as T;
    const parsed = options.schema.safeParse(answer);
    if (!parsed.success) {
      throw new ApiRequestError(200, 'INVALID_RESPONSE', `Fake answer for ${key} does not match the schema`, method, path);
    }
    return parsed.data;
  });
  return Object.assign(client, { calls });
}

/** A failure for a fake route: `() => { throw apiFailure(409, 'ACCOUNT_ALREADY_EXISTS') }`. */
export function apiFailure(status: number, code: string, field?: string): ApiRequestError {
  return new ApiRequestError(status, code, code, 'GET', '', field);
}
