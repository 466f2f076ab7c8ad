import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedTokens } from './sessionStore';

/**
 * Over https the cookies carry the `__Host-` prefix: the browser then insists on Secure, Path=/ and no
 * Domain, so a sibling subdomain cannot plant or overwrite them. Over plain http (local development)
 * the prefix is not allowed, so the plain names are used, and only those are read.
 */
export function isHttps(request: FastifyRequest): boolean {
  // request.protocol honours X-Forwarded-Proto only when the server was built with trustProxy.
  return request.protocol === 'https';
}

function names(request: FastifyRequest) {
  return isHttps(request)
    ? { session: '__Host-portal_session', refresh: '__Host-portal_refresh' }
    : { session: 'portal_session', refresh: 'portal_refresh' };
}

export function readSessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[names(request).session] || undefined;
}

export function readRefreshToken(request: FastifyRequest): string | undefined {
  return request.cookies[names(request).refresh] || undefined;
}

function baseOptions(request: FastifyRequest) {
  // httpOnly: scripts never see the tokens. Lax: sent on top-level navigation, not on cross-site POSTs.
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: isHttps(request) } as const;
}

export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, tokens: IssuedTokens): void {
  const cookieNames = names(request);
  const options = { ...baseOptions(request), expires: tokens.absoluteExpiresAt };
  reply.setCookie(cookieNames.session, tokens.sessionToken, options);
  reply.setCookie(cookieNames.refresh, tokens.refreshToken, options);
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const cookieNames = names(request);
  reply.clearCookie(cookieNames.session, baseOptions(request));
  reply.clearCookie(cookieNames.refresh, baseOptions(request));
}
