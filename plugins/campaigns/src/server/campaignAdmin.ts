import {
  adminCompaniesOf,
  ApiError,
  DEFAULT_PERMISSION_POLICY,
  evaluatePermission,
  type AuthenticatedUser,
  type CompanyCode,
} from '@portal/core/server';

/**
 * Campaign administrators: requirements §6 "messaging needs messaging or developer" (the route declares the
 * permission) and, as company-specific admin, this portal's company among the companies they may
 * handle. An administrator of another company gets 403, the same as a customer.
 */
export function requireCampaignCompany(user: AuthenticatedUser, company: CompanyCode): void {
  if (!adminCompaniesOf(user.groups).includes(company)) {
    throw new ApiError('FORBIDDEN', `You may not manage ${company}'s campaigns`);
  }
}

/** Whether the caller may see this company's drafts and expired campaigns (the admin preview). */
export function isCampaignAdmin(user: AuthenticatedUser, company: CompanyCode): boolean {
  return evaluatePermission(user.groups, 'admin.messaging', DEFAULT_PERMISSION_POLICY) && adminCompaniesOf(user.groups).includes(company);
}
