import type { PermissionKey } from './permissionKeys';
import type { PermissionPolicy } from './policy';

/**
 * The one permission evaluator, used by the web (to shape the UI) and by the server (where it counts).
 * Default false; a deny in any of the user's groups wins over allows from all the others.
 */
export function evaluatePermission(groups: readonly string[], permission: PermissionKey, policy: PermissionPolicy): boolean {
  let allowed = false;
  for (const group of groups) {
    const rule = policy[group];
    if (!rule) continue;
    if (rule.deny?.includes(permission)) return false;
    if (rule.allow?.includes(permission)) allowed = true;
  }
  return allowed;
}
