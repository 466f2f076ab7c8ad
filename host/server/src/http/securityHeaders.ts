import type { FastifyInstance } from 'fastify';
import { isHttps } from '../auth/sessionCookies';

/**
 * CSP: only our own origin may supply scripts (no inline scripts: the web build emits none), and the
 * page may not be framed. style-src needs 'unsafe-inline' because styled-components injects <style>
 * elements at run time; without a nonce plumbing through the SPA that is the price of CSS-in-JS, and
 * style injection is far less dangerous than script injection.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    reply.header('X-Content-Type-Options', 'nosniff');
    // For browsers that predate frame-ancestors.
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    // HSTS means something only over https; over http a browser ignores it anyway.
    if (isHttps(request)) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    // API answers are per user: never cache them in shared caches.
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
