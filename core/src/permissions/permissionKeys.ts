/**
 * Permissions are named abilities; groups grant (allow) or withdraw (deny) them. requirements §6.
 */
export const COMPANIES = ['VARE', 'SV', 'KUO'] as const;
export type CompanyCode = (typeof COMPANIES)[number];

/**
 * A permission's key. Core lists none: each plugin declares the permissions it checks
 * (PermissionDeclaration, its manifest's `permissions`), and the host lists them from the manifests.
 */
export type PermissionKey = string;

export function companyAdminPermission(company: CompanyCode): PermissionKey {
  return `admin.company.${company}`;
}

/** Admin groups of requirements §6. */
export const ADMIN_GROUPS = [
  'users',
  'benefits',
  'messaging',
  'topBarMessage',
  'advertisementTile',
  'developers',
  'superusers',
  'origin-VARE',
  'origin-SV',
  'origin-KUO',
  'accessRights',
  'adminUsers',
] as const;

export type AdminGroup = (typeof ADMIN_GROUPS)[number];
