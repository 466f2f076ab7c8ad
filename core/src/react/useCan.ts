import { useSyncExternalStore } from 'react';
import type { PermissionKey } from '../permissions/permissionKeys';
import { PermissionServiceRef } from '../services/permissions/permissionService';
import { useService } from './useService';

/** Whether the user may do something; shapes the UI only, the server checks again. */
export function useCan(permission: PermissionKey): boolean {
  const permissions = useService(PermissionServiceRef);
  return useSyncExternalStore(permissions.subscribe, () => permissions.can(permission));
}
