import {
  ApiError,
  acceptedResponseSchema,
  confirmSignUpRequestSchema,
  confirmSignUpResponseSchema,
  defineRoute,
  emailRequestSchema,
  signUpRequestSchema,
  signUpResponseSchema,
} from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { consumeCode, issueCode } from './accountCodes';
import type { AuthDeps } from './authDeps';
import { hashPassword } from './password';
import { signUpCodeMail } from '../mail/accountMails';
import { enqueueMail } from '../mail/outbox';
import { createUser, findUserByEmail, markVerified } from '../users/userStore';

const INVALID_CODE = () => new ApiError('INVALID_CODE', 'The code is wrong or has expired', 'body.code');

/** sign-up, confirm-signup and resend-signup-code (POST /api/auth/v1/...). */
export function registerSignUpRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const { db, now, policy } = deps;

  defineRoute(app, {
    method: 'POST',
    url: '/auth/v1/sign-up',
    access: 'anonymous',
    status: 201,
    schemas: { body: signUpRequestSchema, response: signUpResponseSchema },
    async handler({ body }) {
      if (await findUserByEmail(db, body.email)) {
        throw new ApiError('ACCOUNT_ALREADY_EXISTS', 'An account with this email already exists', 'body.email');
      }
      // Hash outside the transaction: 50–100 ms of CPU should not hold a connection.
      const passwordHash = await hashPassword(body.password);
      const at = now();
      await db.transaction(async (tx) => {
        const user = await createUser(tx, { email: body.email, name: body.name, phone: body.phone ?? null, passwordHash }, at);
        const code = await issueCode(tx, user.id, 'signup', at, policy);
        await enqueueMail(tx, signUpCodeMail(user.email, code), at);
      });
      deps.mailQueued();
      return { email: body.email, confirmationRequired: true as const };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/v1/confirm-signup',
    access: 'anonymous',
    schemas: { body: confirmSignUpRequestSchema, response: confirmSignUpResponseSchema },
    async handler({ body }) {
      const user = await findUserByEmail(db, body.email);
      if (!user) throw INVALID_CODE();
      if (user.verified) return { verified: true as const };
      const at = now();
      // The failed try is counted even though the call fails, so the transaction returns instead of throwing.
      const confirmed = await db.transaction(async (tx) => {
        const ok = await consumeCode(tx, user.id, 'signup', body.code, at, policy);
        if (ok) await markVerified(tx, user.id);
        return ok;
      });
      if (!confirmed) throw INVALID_CODE();
      return { verified: true as const };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/v1/resend-signup-code',
    access: 'anonymous',
    status: 202,
    schemas: { body: emailRequestSchema, response: acceptedResponseSchema },
    async handler({ body }) {
      const user = await findUserByEmail(db, body.email);
      // Same answer whether or not there is an unconfirmed account behind the address.
      if (user && !user.verified) {
        const at = now();
        await db.transaction(async (tx) => {
          const code = await issueCode(tx, user.id, 'signup', at, policy);
          await enqueueMail(tx, signUpCodeMail(user.email, code), at);
        });
        deps.mailQueued();
      }
      return { accepted: true as const };
    },
  });
}
