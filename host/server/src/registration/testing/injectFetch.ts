import type { FastifyInstance, InjectOptions } from 'fastify';

/**
 * A fetch that answers from a server built for the test (app.inject) instead of the network, so the
 * OpenID Connect client talks to the test identity provider on the same server without listening.
 * Only the request's path and query, method, headers and body matter.
 */
export function injectFetch(app: () => FastifyInstance): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const response = await app().inject({
      method: (init?.method ?? 'GET') as InjectOptions['method'],
      url: `${url.pathname}${url.search}`,
      headers,
      ...(init?.body !== undefined && init.body !== null ? { payload: String(init.body) } : {}),
    });
    return new Response(response.statusCode === 204 ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: Object.entries(response.headers).flatMap(([name, value]) =>
        value === undefined ? [] : (Array.isArray(value) ? value : [String(value)]).map((v): [string, string] => [name, v]),
      ),
    });
  }) as typeof fetch;
}
