import {
  ApiError,
  acceptedResponseSchema,
  defineRoute,
  emailRequestSchema,
  forceResetPasswordRequestSchema,
  passwordChangedResponseSchema,
  resetPasswordRequestSchema,
} from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { consumeCode, consumeResetTicket, issueCode } from './accountCodes';
import type { AuthDeps } from './authDeps';
import { hashPassword } from './password';
import { endUserSessions } from './sessionStore';
import { resetCodeMail } from '../mail/accountMails';
import { enqueueMail } from '../mail/outbox';
import { findUserByEmail, setPassword } from '../users/userStore';

/** send-reset-password-code, reset-password and force-reset-password (POST /api/auth/v1/...). */
export function registerPasswordRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const { db, now, policy, sessions } = deps;

  defineRoute(app, {
    method: 'POST',
    url: '/auth/v1/send-reset-password-code',
    access: 'anonymous',
    status: 202,
    schemas: { body: emailRequestSchema, response: acceptedResponseSchema },
    async handler({ body }) {
      const user = await findUserByEmail(db, body.email);
      // The answer is the same for an unknown address, so this call cannot list accounts.
      if (user) {
        const at = now();
        await db.transaction(async (tx) => {
          const code = await issueCode(tx, user.id, 'reset', at, policy);
          await enqueueMail(tx, resetCodeMail(user.email, code), at);
        });
        deps.mailQueued();
      }
      return { accepted: true as const };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/v1/reset-password',
    access: 'anonymous',
    schemas: { body: resetPasswordRequestSchema, response: passwordChangedResponseSchema },
    async handler({ body }) {
      const user = await findUserByEmail(db, body.email);
      if (!user) throw new ApiError('INVALID_CODE', 'The code is wrong or has expired', 'body.code');
      const passwordHash = await hashPassword(body.newPassword);
      const at = now();
      const changed = await db.transaction(async (tx) => {
        if (!(await consumeCode(tx, user.id, 'reset', body.code, at, policy))) return false;
        await setPassword(tx, user.id, passwordHash);
        // Whoever knew the old password is logged out everywhere; a reset mail also proves the address.
        await endUserSessions(tx, user.id);
        await tx.query('UPDATE users SET verified = true WHERE id = $1', [user.id]);
        return true;
      });
      if (!changed) throw new ApiError('INVALID_CODE', 'The code is wrong or has expired', 'body.code');
      sessions.forgetSharedLookups();
      return { passwordChanged: true as const };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/v1/force-reset-password',
    access: 'anonymous',
    schemas: { body: forceResetPasswordRequestSchema, response: passwordChangedResponseSchema },
    async handler({ body }) {
      const passwordHash = await hashPassword(body.newPassword);
      const at = now();
      const userId = await db.transaction(async (tx) => {
        const id = await consumeResetTicket(tx, body.resetTicket, at);
        if (id) {
          await setPassword(tx, id, passwordHash);
          await endUserSessions(tx, id);
        }
        return id;
      });
      if (!userId) throw new ApiError('INVALID_CODE', 'The reset ticket is invalid or has expired', 'body.resetTicket');
      sessions.forgetSharedLookups();
      return { passwordChanged: true as const };
    },
  });
}
