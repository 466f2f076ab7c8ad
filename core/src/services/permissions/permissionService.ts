import { createServiceRef } from '../../di/serviceRef';
import { createListenerSet } from '../../state/listenerSet';
import { evaluatePermission } from '../../permissions/evaluatePermission';
import type { PermissionKey } from '../../permissions/permissionKeys';
import { DEFAULT_PERMISSION_POLICY, type PermissionPolicy } from '../../permissions/policy';

/**
 * The logged-in user's abilities in the UI. Only shapes what is shown: the server evaluates the same
 * policy again, and its answer is the one that counts.
 */
export interface PermissionService {
  can(permission: PermissionKey): boolean;
  groups(): readonly string[];
  /** Called when the logged-in user (and so their groups) is known or changes. */
  setGroups(groups: readonly string[]): void;
  subscribe(listener: () => void): () => void;
}

export const PermissionServiceRef = createServiceRef<PermissionService>({ id: 'core.permissions' });

export function createPermissionService(options: { groups?: readonly string[]; policy?: PermissionPolicy } = {}): PermissionService {
  const policy = options.policy ?? DEFAULT_PERMISSION_POLICY;
  let groups: readonly string[] = options.groups ?? [];
  const listeners = createListenerSet();
  return {
    can: (permission) => evaluatePermission(groups, permission, policy),
    groups: () => groups,
    setGroups(next) {
      groups = [...next];
      listeners.notify();
    },
    subscribe: listeners.subscribe,
  };
}
