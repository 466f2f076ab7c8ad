import { ApiError, defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { emailInUse, findAccountOfUser } from '../accountOfUser';
import type { SettingsServices } from '../settingsServices';
import { emailChangeCodeMail, emailChangedMail, emailChangeNoticeMail } from './emailChangeMails';
import { confirmEmailChange, startEmailChange } from './emailChangeStore';

const userIdParams = z.object({ id: z.string().min(1).max(100) });
/** The settings plugin's contract (plugins/settings/src/contract) has the same shapes for the web. */
const changeBody = z.object({ newEmail: z.string().trim().email().max(254), password: z.string().min(1).max(200) }).strict();
const confirmBody = z.object({ code: z.string().regex(/^[0-9]{6}$/, 'The code is six digits') }).strict();
const changeResponse = z.object({ pendingEmail: z.string(), expiresAt: z.string() });
const confirmResponse = z.object({ email: z.string() });

const isUniqueViolation = (error: unknown) => (error as { code?: unknown })?.code === '23505';
const taken = () => new ApiError('ACCOUNT_ALREADY_EXISTS', 'Another account already uses this email address', 'body.newEmail');

/**
 * POST /v2/user/{id}/changeEmailAddress and …/changeEmailAddress/confirm (requirements §7 "email change").
 * The password check, the outbox and the code policy are the host's, reached through core's account
 * services (../settingsServices.ts): the same ones login and sign-up use.
 */
export function registerEmailChangeRoutes(app: FastifyInstance, context: ServerPluginContext, services: SettingsServices): void {
  const { outbox, credentials, codes } = services;

  defineRoute(app, {
    method: 'POST',
    url: '/v2/user/:id/changeEmailAddress',
    access: 'session',
    flags: ['generalSettings'],
    pathParams: { id: 'ownUserId' },
    schemas: { params: userIdParams, body: changeBody, response: changeResponse },
    async handler({ user: session, body }) {
      const user = await findAccountOfUser(context.db, session.id);
      // The password proves it is the person and not someone at an unlocked computer.
      if (!user || !(await credentials.passwordMatches(user.id, body.password))) {
        throw new ApiError('FORBIDDEN', 'The password is wrong', 'body.password');
      }
      if (user.email.toLowerCase() === body.newEmail.toLowerCase()) {
        throw new ApiError('BAD_REQUEST', 'This is already your email address', 'body.newEmail');
      }
      if (await emailInUse(context.db, body.newEmail)) throw taken();
      const now = context.now();
      const { language } = user;
      await context.db.transaction(async (tx) => {
        const code = await startEmailChange(tx, user.id, body.newEmail, now, codes.ttlMs);
        await outbox.enqueue(tx, emailChangeCodeMail(body.newEmail, code, language), now);
        await outbox.enqueue(tx, emailChangeNoticeMail(user.email, body.newEmail, language), now);
      });
      outbox.sendQueued();
      return { pendingEmail: body.newEmail, expiresAt: new Date(now.getTime() + codes.ttlMs).toISOString() };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v2/user/:id/changeEmailAddress/confirm',
    access: 'session',
    flags: ['generalSettings'],
    pathParams: { id: 'ownUserId' },
    schemas: { params: userIdParams, body: confirmBody, response: confirmResponse },
    async handler({ request, user: session, body }) {
      const now = context.now();
      const user = await findAccountOfUser(context.db, session.id);
      if (!user) throw new ApiError('NOT_FOUND', 'User not found');
      const { language } = user;
      // Committed before an error is answered: a wrong try must count even though the request fails.
      const outcome = await context.db.transaction(async (tx) => {
        const result = await confirmEmailChange(tx, user.id, body.code, now, codes.maxAttempts);
        if (result.status !== 'confirmed') return result;
        try {
          await tx.query('SAVEPOINT email_change');
          await tx.query('UPDATE users SET email = $2 WHERE id = $1', [user.id, result.newEmail]);
        } catch (error) {
          // Someone signed up with the address while the code was on its way: the change cannot happen.
          if (!isUniqueViolation(error)) throw error;
          await tx.query('ROLLBACK TO SAVEPOINT email_change');
          return { status: 'taken' as const };
        }
        await outbox.enqueue(tx, emailChangedMail(user.email, result.newEmail, language), now);
        await context.audit(request, { kind: 'email.changed', userId: user.id, details: { from: user.email, to: result.newEmail } }, tx);
        return result;
      });
      switch (outcome.status) {
        case 'confirmed':
          outbox.sendQueued();
          return { email: outcome.newEmail };
        case 'taken':
          throw taken();
        case 'none':
          throw new ApiError('INVALID_CODE', 'No email change is waiting for a code', 'body.code', { reason: 'NONE' });
        case 'expired':
          throw new ApiError('INVALID_CODE', 'The code has expired: ask for a new one', 'body.code', { reason: 'EXPIRED' });
        case 'locked':
          throw new ApiError('TOO_MANY_REQUESTS', 'Too many wrong codes: ask for a new one', 'body.code', { reason: 'LOCKED' });
        case 'wrong':
          throw new ApiError('INVALID_CODE', 'The code is wrong', 'body.code', { reason: 'WRONG', attemptsLeft: outcome.attemptsLeft });
      }
    },
  });
}
