import { ApiError, defineRoute, emptyBodySchema, loginRequestSchema, sessionStatusSchema } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { issueResetTicket } from './accountCodes';
import { epochSeconds, type AuthDeps } from './authDeps';
import { clearAccountFailures, isLoginThrottled, recordLoginFailure } from './loginThrottle';
import { dummyPasswordHash, verifyPassword } from './password';
import { clearSessionCookies, readRefreshToken, readSessionToken, setSessionCookies } from './sessionCookies';
import { createSession, endSession, findSession, findSessionByRefreshToken, hasLiveRefreshToken, refreshSession } from './sessionStore';
import { findUserByEmail } from '../users/userStore';
import { recordAudit } from '../audit/auditLog';

const INVALID_CREDENTIALS = () => new ApiError('INVALID_CREDENTIALS', 'Wrong email or password');

/** login, logout, session-status and refresh-session (POST /api/auth/v1/...). */
export function registerLoginRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const { db, now, policy, sessions } = deps;

  defineRoute(app, {
    method: 'POST',
    url: '/auth/v1/login',
    access: 'anonymous',
    schemas: { body: loginRequestSchema, response: sessionStatusSchema },
    async handler({ body, request, reply }) {
      const at = now();
      const address = request.ip;
      if (await isLoginThrottled(db, body.email, address, at, policy)) {
        await recordAudit(db, request, { kind: 'login.failed', email: body.email, details: { reason: 'throttled' } }, at);
        throw new ApiError('TOO_MANY_REQUESTS', 'Too many failed logins; try again later');
      }
      const user = await findUserByEmail(db, body.email);
      // An unknown account still pays for one scrypt, so it answers in the same time as a wrong password.
      const passwordOk = await verifyPassword(body.password, user?.passwordHash ?? (await dummyPasswordHash()));
      if (!user || !user.passwordHash || !passwordOk) {
        await recordLoginFailure(db, body.email, address, at);
        const reason = user ? 'wrongPassword' : 'unknownAccount';
        await recordAudit(db, request, { kind: 'login.failed', userId: user?.id ?? null, email: body.email, details: { reason } }, at);
        throw INVALID_CREDENTIALS();
      }
      await clearAccountFailures(db, body.email);
      if (user.mustResetPassword) {
        const resetTicket = await db.transaction(async (tx) => {
          await recordAudit(
            tx,
            request,
            { kind: 'login.failed', userId: user.id, email: body.email, details: { reason: 'passwordResetRequired' } },
            at,
          );
          return issueResetTicket(tx, user.id, at, policy);
        });
        throw new ApiError('PASSWORD_RESET_REQUIRED', 'Choose a new password to continue', undefined, { resetTicket });
      }
      if (!user.verified) {
        await recordAudit(db, request, { kind: 'login.failed', userId: user.id, email: body.email, details: { reason: 'emailNotConfirmed' } }, at);
        throw new ApiError('EMAIL_NOT_CONFIRMED', 'Confirm your email with the code we sent first');
      }

      const tokens = await db.transaction(async (tx) => {
        // A session the browser already had ends here: a fresh id at every login defeats fixation.
        const previous = readSessionToken(request);
        const old = previous ? await findSession(tx, previous, at) : null;
        if (old) await endSession(tx, old.id);
        await recordAudit(tx, request, { kind: 'login.succeeded', userId: user.id, email: user.email, details: { replacedSession: !!old } }, at);
        return createSession(tx, user.id, at, policy);
      });
      sessions.forgetSharedLookups();
      setSessionCookies(request, reply, tokens);
      request.log.info({ userId: user.id }, 'login');
      return { hasRefreshToken: true, expiresAt: epochSeconds(tokens.expiresAt) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/v1/logout',
    access: 'anonymous',
    status: 204,
    schemas: { body: emptyBodySchema, response: z.undefined() },
    async handler({ request, reply }) {
      // Ends the session server-side, so a copied cookie is worthless too; answers 204 even without one.
      const at = now();
      const sessionToken = readSessionToken(request);
      const refreshToken = readRefreshToken(request);
      const session =
        (sessionToken ? await findSession(db, sessionToken, at) : null) ??
        (refreshToken ? await findSessionByRefreshToken(db, refreshToken, at) : null);
      if (session) {
        await db.transaction(async (tx) => {
          await endSession(tx, session.id);
          await recordAudit(tx, request, { kind: 'logout', userId: session.userId, details: { sessionId: session.id } }, at);
        });
      }
      sessions.forgetSharedLookups();
      clearSessionCookies(request, reply);
      return undefined;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/v1/session-status',
    access: 'anonymous',
    // A POST that only reads (requirements §7 makes it a POST).
    writes: false,
    schemas: { body: emptyBodySchema, response: sessionStatusSchema },
    async handler({ request }) {
      // A read: it does not slide the idle expiry, or polling it would keep a session alive forever.
      const at = now();
      const sessionToken = readSessionToken(request);
      const refreshToken = readRefreshToken(request);
      const session = sessionToken ? await findSession(db, sessionToken, at) : null;
      if (session) {
        const hasRefreshToken = await hasLiveRefreshToken(db, session.id, refreshToken);
        return { hasRefreshToken, expiresAt: epochSeconds(session.expiresAt) };
      }
      throw new ApiError('UNAUTHORIZED', 'No session');
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/v1/refresh-session',
    access: 'anonymous',
    schemas: { body: emptyBodySchema, response: sessionStatusSchema },
    async handler({ request, reply }) {
      const refreshToken = readRefreshToken(request);
      if (!refreshToken) throw new ApiError('UNAUTHORIZED', 'No refresh token');
      const at = now();
      const outcome = await refreshSession(db, refreshToken, at, policy);
      // Rotated or revoked, the old session token is dead: no later request may share a lookup of it.
      sessions.forgetSharedLookups();
      switch (outcome.kind) {
        case 'rotated':
          setSessionCookies(request, reply, outcome.tokens);
          return { hasRefreshToken: true, expiresAt: epochSeconds(outcome.tokens.expiresAt) };
        case 'concurrent':
          // The parallel request that won already set the new cookies; answer without touching them.
          return { hasRefreshToken: true, expiresAt: epochSeconds(outcome.session.expiresAt) };
        case 'rejected':
          if (outcome.reason === 'reused') {
            request.log.warn({ sessionId: outcome.sessionId }, 'refresh token reused: session family revoked');
            const details = { reason: 'refreshTokenReused', sessionId: outcome.sessionId };
            await recordAudit(db, request, { kind: 'session.revoked', userId: outcome.userId ?? null, details }, at);
          }
          clearSessionCookies(request, reply);
          throw new ApiError('UNAUTHORIZED', 'Session expired');
      }
    },
  });
}
