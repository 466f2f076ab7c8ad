import { evaluatePermission } from './evaluatePermission';
import { COMPANIES, companyAdminPermission, type CompanyCode } from './permissionKeys';
import { DEFAULT_PERMISSION_POLICY, type PermissionPolicy } from './policy';

/**
 * The companies whose customers and settings an administrator may handle (requirements §6: company-specific
 * admin needs superuser or that company's origin group). "ALL" in the admin company selector means
 * exactly this list; the server filters by it on every admin query, the selector only mirrors it.
 */
export function adminCompaniesOf(groups: readonly string[], policy: PermissionPolicy = DEFAULT_PERMISSION_POLICY): readonly CompanyCode[] {
  return COMPANIES.filter((company) => evaluatePermission(groups, companyAdminPermission(company), policy));
}
