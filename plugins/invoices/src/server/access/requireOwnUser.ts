import type { FastifyRequest } from 'fastify';
import { notFound, type AuthenticatedUser, type ServerPluginContext } from '@portal/core/server';

/**
 * The signed-in user (401 without a session), who must be the `:id` of the path: another user's id
 * answers 404 like one that does not exist, so the API never confirms some other account is there.
 */
export async function requireOwnUser(context: ServerPluginContext, request: FastifyRequest, pathUserId: string): Promise<AuthenticatedUser> {
  const user = await context.requireUser(request);
  if (user.id !== pathUserId) throw notFound('User');
  return user;
}
