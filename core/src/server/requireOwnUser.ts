import type { FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from './access';
import { notFound } from './errors';
import type { ServerPluginContext } from './serverPlugin';

/**
 * The signed-in user (401 without a session), who must be the `:id` of the path. Another user's id
 * answers 404, exactly like an id that does not exist, so the API never confirms that some other
 * account is there.
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
