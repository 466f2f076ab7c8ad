import { ApiError, defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { verifyPassword } from '../../auth/password';
import type { SessionAuth } from '../../auth/sessionAuth';
import { clearSessionCookies } from '../../auth/sessionCookies';
import { findUserById } from '../userStore';
import { removeAccount } from './removeAccount';

const userIdParams = z.object({ id: z.string().min(1).max(100) });
/** The settings plugin's contract has the same shape for the web. */
const deleteBody = z.object({ password: z.string().min(1).max(200) }).strict();

export interface DeleteAccountDeps {
  readonly context: ServerPluginContext;
  readonly sessions: SessionAuth;
  readonly mailQueued: () => void;
}

/**
 * DELETE /v2/user/{id} (SPEC §7): the person deletes their own account. The password is required: a
 * session alone (a computer left logged in) must not be enough to destroy an account. In the host,
 * gated by the settings plugin's flag (the page that offers it): it needs the host's password check,
 * sessions and outbox.
 */
export function registerDeleteAccountRoute(app: FastifyInstance, deps: DeleteAccountDeps): void {
  const { context, sessions } = deps;
  defineRoute(app, {
    method: 'DELETE',
    url: '/v2/user/:id',
    access: 'session',
    flags: ['generalSettings'],
    pathParams: { id: 'ownUserId' },
    status: 204,
    schemas: { params: userIdParams, body: deleteBody, response: z.undefined() },
    async handler({ request, reply, user: session, body }) {
      const user = await findUserById(context.db, session.id);
      if (!user?.passwordHash || !(await verifyPassword(body.password, user.passwordHash))) {
        throw new ApiError('FORBIDDEN', 'The password is wrong', 'body.password');
      }
      await removeAccount({ db: context.db, sessions, now: () => context.now(), mailQueued: deps.mailQueued }, user, (tx) =>
        // The security log keeps that it happened, by id only: the address itself is gone.
        context.audit(request, { kind: 'account.deleted', userId: user.id }, tx),
      );
      clearSessionCookies(request, reply);
      request.log.info({ userId: user.id }, 'user deleted their account');
      return undefined;
    },
  });
}
