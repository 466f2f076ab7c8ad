import { timingSafeEqual, createHash } from 'node:crypto';
import { ApiError, defineRoute, notFound, strongAuthParamsSchema, strongAuthRequestSchema, strongAuthResponseSchema } from '@portal/core/server';
import { normalizeHetu } from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomToken, StrongAuthError } from './oidc/oidcClient';
import type { RegistrationDeps } from './registrationDeps';
import {
  attemptIdTaken,
  attemptsStartedSince,
  endAttempt,
  findOwnAttempt,
  insertAttempt,
  markVerified,
  MAX_ATTEMPTS_PER_HOUR,
} from './strongAuthAttempts';

const HOUR = 60 * 60_000;
const sameText = (a: string, b: string) => timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

/**
 * POST /v3/user/strongauth/{uuid}: strong identification over OpenID Connect (docs/registration.md).
 * `start` opens an attempt under the web's new uuid and answers the provider's authorize URL (state,
 * nonce and PKCE verifier stay on the server); `complete` takes the code and state the provider sent to
 * the redirect page, exchanges the code, verifies the ID token, and keeps only the person's digest and
 * name for POST /v3/user/register. Another user's uuid answers 404.
 */
export function registerStrongAuthRoute(app: FastifyInstance, deps: RegistrationDeps): void {
  const { context } = deps;
  const { db } = context;

  const refuse = async (request: FastifyRequest, userId: string, reason: string) => {
    // The reason only, never the token or the person: the log must not hold identity codes.
    request.log.warn({ userId, reason }, 'strong identification failed');
    await context.audit(request, { kind: 'customership.proofFailed', userId, details: { proof: 'strongAuthentication', reason } });
  };

  defineRoute(app, {
    method: 'POST',
    url: '/v3/user/strongauth/:uuid',
    access: 'session',
    pathParams: { uuid: { resource: 'strongAuthAttempt' } },
    schemas: { params: strongAuthParamsSchema, body: strongAuthRequestSchema, response: strongAuthResponseSchema },
    async handler({ params, body, user, request }) {
      const now = context.now();
      if (body.action === 'start') {
        const existing = await attemptIdTaken(db, params.uuid);
        if (existing.taken) {
          if (existing.ownerId !== user.id) throw notFound('Identification');
          throw new ApiError('CONFLICT', 'This identification has already been started', 'params.uuid');
        }
        if (!deps.oidc) throw new ApiError('SERVICE_UNAVAILABLE', 'Strong identification is not available');
        if ((await attemptsStartedSince(db, user.id, new Date(now.getTime() - HOUR))) >= MAX_ATTEMPTS_PER_HOUR) {
          throw new ApiError('TOO_MANY_REQUESTS', 'Too many identifications started; try again later');
        }
        const secrets = { state: randomToken(), nonce: randomToken(), codeVerifier: randomToken() };
        let authorizeUrl: string;
        try {
          authorizeUrl = await deps.oidc.authorizationUrl(secrets);
        } catch (error) {
          request.log.error({ err: error }, 'identity provider discovery failed');
          throw new ApiError('SERVICE_UNAVAILABLE', 'The identification service is not reachable; try again later');
        }
        if (!(await insertAttempt(db, { id: params.uuid, userId: user.id, now, ...secrets }))) {
          throw new ApiError('CONFLICT', 'This identification has already been started', 'params.uuid');
        }
        return { status: 'started' as const, authorizeUrl };
      }

      const attempt = await findOwnAttempt(db, params.uuid, user.id);
      if (!attempt) throw notFound('Identification');
      if (attempt.verifiedAt) throw new ApiError('CONFLICT', 'This identification is already complete', 'params.uuid');
      if (!attempt.state || !attempt.nonce || !attempt.codeVerifier || attempt.expiresAt <= now) {
        throw new ApiError('INVALID_CODE', 'This identification has ended; start again', 'params.uuid');
      }
      // The state ties the provider's answer to this browser's attempt (CSRF and mix-up defence).
      if (!sameText(body.state, attempt.state))
        throw new ApiError('BAD_REQUEST', 'The identification answer does not belong to this attempt', 'body.state');
      if ((body.code === undefined) === (body.error === undefined)) throw new ApiError('BAD_REQUEST', 'Give either code or error', 'body.code');
      await endAttempt(db, attempt.id);
      if (body.error !== undefined) return { status: 'cancelled' as const };
      if (!deps.oidc) throw new ApiError('SERVICE_UNAVAILABLE', 'Strong identification is not available');

      let person;
      try {
        person = await deps.oidc.complete({ code: body.code!, codeVerifier: attempt.codeVerifier, nonce: attempt.nonce });
      } catch (error) {
        if (!(error instanceof StrongAuthError)) throw error;
        await refuse(request, user.id, error.reason);
        if (error.reason === 'providerUnavailable')
          throw new ApiError('SERVICE_UNAVAILABLE', 'The identification service is not reachable; try again later');
        throw new ApiError('INVALID_CODE', 'The identification could not be verified; start again', 'body.code');
      }
      const hetu = normalizeHetu(person.personId);
      if (!hetu) {
        await refuse(request, user.id, 'invalidPersonId');
        throw new ApiError('INVALID_CODE', 'The identification could not be verified; start again', 'body.code');
      }
      // The host keeps the digest's key: the plugin stores the digest, never the code.
      const digest = deps.services.personIdDigest.digest(hetu);
      if (!digest) throw new Error('A normalized personal identity code has no digest');
      await markVerified(db, attempt.id, digest, person.name, now);
      return { status: 'verified' as const, name: person.name };
    },
  });
}
