import type { AuthenticatedUser, LocationAction, ServerPluginContext } from '@portal/core/server';
import { requireCompanyLocation, type CompanyLocation } from './companyLocation';
import { requireCompanyScope, type CompanyScope } from './companyScope';

export const COMPANY_PATH = '/v2/b2b/company/:companyReferenceId/servicelocation/user/:id';
export const LOCATION_PATH = `${COMPANY_PATH}/location/:compositeLocationIdentifier`;
export const COMPANY_PATH_PARAMS = { companyReferenceId: { resource: 'company' }, id: 'ownUserId' } as const;
export const LOCATION_PATH_PARAMS = { ...COMPANY_PATH_PARAMS, compositeLocationIdentifier: { resource: 'location' } } as const;

/** The company first (foreign → 404), then the location inside it (foreign → 404, read-only writing → 403). */
export async function resolveLocation(
  context: ServerPluginContext,
  user: AuthenticatedUser,
  params: { companyReferenceId: string; compositeLocationIdentifier: string },
  action: LocationAction,
): Promise<{ scope: CompanyScope; location: CompanyLocation }> {
  const scope = await requireCompanyScope(context, user, params.companyReferenceId);
  const location = await requireCompanyLocation(context, user, scope, params.compositeLocationIdentifier, action);
  return { scope, location };
}
