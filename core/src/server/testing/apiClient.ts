import type { FastifyInstance, InjectOptions } from 'fastify';
import { CookieJar } from './cookieJar';

/** The web version a test client claims; the server refuses API calls without one (stale-client check). */
export const WEB_VERSION = '0.1.0';

/** A browser-like client: sends the web-version header and its cookies, keeps what it is sent. */
export function apiClient(app: FastifyInstance, jar = new CookieJar()) {
  async function call(method: InjectOptions['method'], url: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await app.inject({
      method,
      url,
      headers: {
        'x-web-version': WEB_VERSION,
        ...(jar.header() ? { cookie: jar.header() } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    });
    jar.store(response);
    return response;
  }
  return {
    jar,
    get: (url: string, headers?: Record<string, string>) => call('GET', url, undefined, headers),
    post: (url: string, body: unknown = {}, headers?: Record<string, string>) => call('POST', url, body, headers),
    put: (url: string, body: unknown = {}, headers?: Record<string, string>) => call('PUT', url, body, headers),
    patch: (url: string, body: unknown = {}, headers?: Record<string, string>) => call('PATCH', url, body, headers),
    delete: (url: string, headers?: Record<string, string>) => call('DELETE', url, undefined, headers),
  };
}

export type ApiClient = ReturnType<typeof apiClient>;
