import { ApiError, notFound, type AuthenticatedUser, type FeatureFlagKey, type LocationAction, type ServerPluginContext } from '@portal/core/server';
import { loadMeteredLocation, type MeteredLocation, type MeteredUtility } from './meteredLocation';
import { requireEnabledPlaceFeature } from './placeFeature';

export interface ConsumptionRequestScope {
  readonly user: AuthenticatedUser;
  readonly location: MeteredLocation;
}

/** The place's own feature (requirements §5, DESIGN §3 level 3) that each metered utility's consumption needs. */
const PLACE_FEATURE_OF_UTILITY: Record<MeteredUtility, string> = {
  ELECTRICITY: 'consumption',
  DISTRICT_HEATING: 'districtHeatingConsumption',
};

/**
 * The common gate of every per-location consumption route after core's route guard (session 401,
 * declared flags and own user id 404), in the order that leaks least: flags that depend on the
 * request (404: the feature does not exist for this user), the place
 * through core's LocationAccess (foreign → 404, read-only asked to write → 403), the place's utility
 * (an electricity route on a heat place is a 404 like any unknown resource), then the place's own
 * features: its utility's consumption feature and any the route names (disabled or absent → 404, as
 * the web hides them; a read-only feature still reads).
 */
export async function requireConsumptionLocation(
  context: ServerPluginContext,
  user: AuthenticatedUser,
  params: { locationIdentifier: string },
  options: {
    utility?: MeteredUtility;
    action?: LocationAction;
    flags?: readonly FeatureFlagKey[];
    placeFeatures?: readonly string[];
  } = {},
): Promise<ConsumptionRequestScope> {
  await requireFlags(context, user, options.flags ?? []);
  await context.access.requireLocation(user, context.company, params.locationIdentifier, options.action ?? 'read');
  const location = await loadMeteredLocation(context.db, params.locationIdentifier);
  if (options.utility && location.utilityType !== options.utility) throw notFound('Location');
  const utilityFeature = location.utilityType === 'MICROGENERATION' ? [] : [PLACE_FEATURE_OF_UTILITY[location.utilityType]];
  for (const feature of [...utilityFeature, ...(options.placeFeatures ?? [])]) {
    await requireEnabledPlaceFeature(context.db, location.locationIdentifier, feature);
  }
  return { user, location };
}

/** Flags are not security, but a feature that is off must not answer at all (DESIGN §2). */
export async function requireFlags(context: ServerPluginContext, user: AuthenticatedUser, flags: readonly FeatureFlagKey[]): Promise<void> {
  for (const flag of flags) {
    if (!(await context.isFlagOn(flag, user))) throw new ApiError('NOT_FOUND', 'Not found');
  }
}
