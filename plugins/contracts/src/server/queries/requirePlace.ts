import { notFound, type AuthenticatedUser, type LocationAction, type LocationGrant, type ServerPluginContext } from '@portal/core/server';
import { loadPlace, type Place } from './loadPlace';

/**
 * Core's location access (foreign → 404, read-only asked to write → 403), then the place itself.
 * Access is checked first so a foreign place and a missing one answer the same.
 */
export async function requirePlace(
  context: ServerPluginContext,
  user: AuthenticatedUser,
  locationIdentifier: string,
  action: LocationAction,
): Promise<{ place: Place; grant: LocationGrant }> {
  const grant = await context.access.requireLocation(user, context.company, locationIdentifier, action);
  const place = await loadPlace(context.db, locationIdentifier);
  if (!place) throw notFound('Use place');
  return { place, grant };
}
