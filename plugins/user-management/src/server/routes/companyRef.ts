import type { PathParamRole, ServerPluginContext } from '@portal/core/server';
import type { CompanyRef } from '../company/companyRole';

/** `:companyReferenceId` names a resource of kind `company` (B2B_COMMON); `:id` is the caller's own id. */
export const COMPANY_PATH_PARAMS: Readonly<Record<string, PathParamRole>> = { companyReferenceId: { resource: 'company' }, id: 'ownUserId' };

/** The business customer a request names, always at this portal's company. */
export function companyRef(context: ServerPluginContext, params: { companyReferenceId: string }): CompanyRef {
  return { company: context.company, customerCode: params.companyReferenceId };
}
