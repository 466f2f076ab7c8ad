import { notFound, type AuthenticatedUser, type ServerPluginContext } from '@portal/core/server';
import type { FastifyRequest } from 'fastify';

/**
 * The signed-in user (401 without a session), who must be the `:id` of the path. Another user's id
 * answers 404, exactly like one that does not exist, so the API never confirms other accounts.
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
