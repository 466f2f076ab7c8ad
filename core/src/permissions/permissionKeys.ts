/**
 * Permissions are named abilities; groups grant (allow) or withdraw (deny) them. SPEC §6.
 */
export const COMPANIES = ['VARE', 'SV', 'KUO'] as const;
export type CompanyCode = (typeof COMPANIES)[number];

export const PERMISSIONS = [
  'admin.access',
  'admin.users',
  'admin.benefits',
  'admin.messaging',
  'admin.topBarMessage',
  'admin.advertisementTile',
  'admin.developerTools',
  'admin.accessRights',
  /** The audit page (SPEC §6 issue 16: superusers): who did what to whom. */
  'admin.audit',
  'admin.company.VARE',
  'admin.company.SV',
  'admin.company.KUO',
] as const;

export type PermissionKey = (typeof PERMISSIONS)[number];

export function companyAdminPermission(company: CompanyCode): PermissionKey {
  return `admin.company.${company}`;
}

/** Admin groups of SPEC §6. */
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
