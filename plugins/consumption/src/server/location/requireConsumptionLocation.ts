import type { FastifyRequest } from 'fastify';
import {
  ApiError,
  notFound,
  requireOwnUser,
  type AuthenticatedUser,
  type FeatureFlagKey,
  type LocationAction,
  type ServerPluginContext,
} from '@portal/core/server';
import { loadMeteredLocation, type MeteredLocation, type MeteredUtility } from './meteredLocation';

export interface ConsumptionRequestScope {
  readonly user: AuthenticatedUser;
  readonly location: MeteredLocation;
}

/**
 * The common gate of every per-location consumption route, in the order that leaks least: session
 * (401), own user id (404), extra flags (404: the feature does not exist for this user), the place
 * through core's LocationAccess (foreign → 404, read-only asked to write → 403), then the place's
 * utility (an electricity route on a heat place is a 404 like any unknown resource).
 */
export async function requireConsumptionLocation(
  context: ServerPluginContext,
  request: FastifyRequest,
  params: { id: string; locationIdentifier: string },
  options: { utility?: MeteredUtility; action?: LocationAction; flags?: readonly FeatureFlagKey[] } = {},
): Promise<ConsumptionRequestScope> {
  const user = await requireOwnUser(context, request, params.id);
  await requireFlags(context, user, options.flags ?? []);
  await context.access.requireLocation(user, context.company, params.locationIdentifier, options.action ?? 'read');
  const location = await loadMeteredLocation(context.db, params.locationIdentifier);
  if (options.utility && location.utilityType !== options.utility) throw notFound('Location');
  return { user, location };
}

/** Flags are not security, but a feature that is off must not answer at all (DESIGN §2). */
export async function requireFlags(
  context: ServerPluginContext,
  user: AuthenticatedUser,
  flags: readonly FeatureFlagKey[],
): Promise<void> {
  for (const flag of flags) {
    if (!(await context.isFlagOn(flag, user))) throw new ApiError('NOT_FOUND', 'Not found');
  }
}
