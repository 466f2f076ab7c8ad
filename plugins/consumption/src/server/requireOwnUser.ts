import type { FastifyRequest } from 'fastify';
import { notFound, type AuthenticatedUser, type ServerPluginContext } from '@portal/core/server';

/**
 * The signed-in user (401 without a session), who must be the `:id` of the path: another user's id
 * answers 404 like one that does not exist. Same rule as the locations plugin's; plugins may not
 * import each other, so it belongs in core once a third plugin needs it.
 */
export async function requireOwnUser(
  context: ServerPluginContext,
  request: FastifyRequest,
  pathUserId: string,
): Promise<AuthenticatedUser> {
  const user = await context.requireUser(request);
  if (user.id !== pathUserId) throw notFound('User');
  return user;
}
