import { adminCompaniesOf, ApiError, COMPANIES, notFound, type AuthenticatedUser, type CompanyCode } from '@portal/core/server';

/**
 * requirements §6 company-specific admin: the companies whose maintenance this administrator may switch.
 * None at all (e.g. only the developer group) is a 403 for the whole area.
 */
export function maintenanceCompanies(user: AuthenticatedUser): readonly CompanyCode[] {
  const companies = adminCompaniesOf(user.groups);
  if (companies.length === 0) throw new ApiError('FORBIDDEN', 'Maintenance needs a superuser or a company origin group');
  return companies;
}

/** One origin: no such company → 404 (as if it did not exist); another company's → 403 (requirements §6). */
export function requireMaintenanceOrigin(user: AuthenticatedUser, origin: string): CompanyCode {
  const company = COMPANIES.find((code) => code === origin);
  if (!company) throw notFound('Origin');
  if (!maintenanceCompanies(user).includes(company)) {
    throw new ApiError('FORBIDDEN', `Maintenance of ${company} needs a superuser or the origin-${company} group`);
  }
  return company;
}
