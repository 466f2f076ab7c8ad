import { notFound, type AuthenticatedUser, type FeatureFlagKey, type ServerPluginContext } from '@portal/core/server';

/**
 * A sub-feature of the plugin with its own flag (greenPower, networkProductComparison, followUpOffer).
 * Off means the feature does not exist for the caller: 404, as the host does for the plugin's own flag.
 */
export async function requireFlag(context: ServerPluginContext, flag: FeatureFlagKey, user: AuthenticatedUser): Promise<void> {
  if (!(await context.isFlagOn(flag, user))) throw notFound();
}
