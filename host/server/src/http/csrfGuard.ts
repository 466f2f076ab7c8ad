import { ApiError } from '@portal/core/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * CSRF defence for cookie sessions, in two layers on every state-changing /api call:
 * 1. `X-Web-Version` must be present. A custom header cannot be sent cross-site without a CORS
 *    preflight, and this server answers no preflight, so a foreign page cannot make the call at all.
 * 2. An `Origin` header, when the browser sends one, must be our own origin (or a configured one).
 * SameSite=Lax cookies are a third layer. GET never changes anything, so it needs none of this.
 * The external API (/api/external/) is called by a company's own systems with an API key in the
 * Authorization header, not with a cookie: a foreign page cannot send that header without a preflight
 * either, so a call that carries it is exempt (one without it is still refused here).
 */
export function installCsrfGuard(app: FastifyInstance, allowedOrigins: readonly string[] = []): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.url.startsWith('/api/external/') && typeof request.headers.authorization === 'string') return;
    const version = request.headers['x-web-version'];
    if (typeof version !== 'string' || version.trim() === '') {
      throw new ApiError('CSRF_REJECTED', 'Missing X-Web-Version header');
    }
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== ownOrigin(request) && !allowedOrigins.includes(origin)) {
      throw new ApiError('CSRF_REJECTED', 'Cross-origin request refused');
    }
  });
}
