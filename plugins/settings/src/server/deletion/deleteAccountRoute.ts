import { ApiError, defineRoute, notFound, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SettingsServices } from '../settingsServices';

const userIdParams = z.object({ id: z.string().min(1).max(100) });
/** The settings plugin's contract has the same shape for the web. */
const deleteBody = z.object({ password: z.string().min(1).max(200) }).strict();

/**
 * DELETE /v2/user/{id} (requirements §7): the person deletes their own account. The password is required: a
 * session alone (a computer left logged in) must not be enough to destroy an account. The deletion
 * itself is the host's (userAccountsServiceRef's delete, the same one an administrator's deletion runs): the
 * user row and by cascade every session, the outbox's mails to the address, and the "account deleted"
 * mail; what goes and what stays is in docs/settings.md.
 */
export function registerDeleteAccountRoute(app: FastifyInstance, context: ServerPluginContext, services: SettingsServices): void {
  const { credentials, sessions, accounts } = services;
  defineRoute(app, {
    method: 'DELETE',
    url: '/v2/user/:id',
    access: 'session',
    flags: ['generalSettings'],
    pathParams: { id: 'ownUserId' },
    status: 204,
    schemas: { params: userIdParams, body: deleteBody, response: z.undefined() },
    async handler({ request, reply, user, body }) {
      if (!(await credentials.passwordMatches(user.id, body.password))) {
        throw new ApiError('FORBIDDEN', 'The password is wrong', 'body.password');
      }
      const deleted = await accounts.delete(user.id, (tx) =>
        // The security log keeps that it happened, by id only: the address itself is gone.
        context.audit(request, { kind: 'account.deleted', userId: user.id }, tx),
      );
      if (!deleted) throw notFound('User');
      sessions.clear(request, reply);
      request.log.info({ userId: user.id }, 'user deleted their account');
      return undefined;
    },
  });
}
