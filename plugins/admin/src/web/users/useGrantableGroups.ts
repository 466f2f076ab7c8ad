import { ADMIN_GROUPS, mayGrant, PermissionServiceRef, useService } from '@portal/core';
import { useMemo, useSyncExternalStore } from 'react';

/**
 * The admin's own groups and the groups they may grant or revoke (core's mayGrant, the rule the
 * server enforces): the screens offer only these, so an escalation is never one click away.
 */
export function useGrantableGroups(): { readonly grantable: readonly string[]; readonly canChange: (group: string) => boolean } {
  const permissions = useService(PermissionServiceRef);
  const groups = useSyncExternalStore(permissions.subscribe, permissions.groups);
  return useMemo(
    () => ({
      grantable: ADMIN_GROUPS.filter((group) => mayGrant(groups, group)),
      canChange: (group: string) => mayGrant(groups, group),
    }),
    [groups],
  );
}
