import type { PermissionKey } from './permissionKeys';

export interface GroupRule {
  readonly allow?: readonly PermissionKey[];
  readonly deny?: readonly PermissionKey[];
}

/** Group name → what it allows and denies. Groups not named here grant nothing. */
export type PermissionPolicy = Readonly<Record<string, GroupRule>>;

const ALL_ADMIN_AREAS: readonly PermissionKey[] = ['admin.access'];

/**
 * requirements §6 as data. Each line reads as the spec does: "messaging needs messaging or developer" means
 * both the messaging and the developers group allow `admin.messaging`.
 */
export const DEFAULT_PERMISSION_POLICY: PermissionPolicy = {
  adminUsers: { allow: ALL_ADMIN_AREAS },
  users: { allow: ['admin.access', 'admin.users'] },
  benefits: { allow: ['admin.access', 'admin.benefits'] },
  messaging: { allow: ['admin.access', 'admin.messaging'] },
  topBarMessage: { allow: ['admin.access', 'admin.topBarMessage'] },
  advertisementTile: { allow: ['admin.access', 'admin.advertisementTile'] },
  accessRights: { allow: ['admin.access', 'admin.accessRights'] },
  developers: {
    allow: ['admin.access', 'admin.messaging', 'admin.topBarMessage', 'admin.advertisementTile', 'admin.developerTools', 'admin.accessRights'],
  },
  // Only superusers read the audit log: it names every administrator's and customer's actions.
  superusers: { allow: ['admin.access', 'admin.audit', 'admin.company.VARE', 'admin.company.SV', 'admin.company.KUO'] },
  'origin-VARE': { allow: ['admin.access', 'admin.company.VARE'] },
  'origin-SV': { allow: ['admin.access', 'admin.company.SV'] },
  'origin-KUO': { allow: ['admin.access', 'admin.company.KUO'] },
};
