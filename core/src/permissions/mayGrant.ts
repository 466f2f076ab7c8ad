import { evaluatePermission } from './evaluatePermission';
import { DEFAULT_PERMISSION_POLICY, type PermissionPolicy } from './policy';

/**
 * The no-escalation rule of access-rights admin: nobody grants (or takes away) a group they could not
 * hold themselves. A group may be granted only when every permission it allows is one the granter has,
 * after their own denies (requirements §6: deny wins): an origin admin grants its own origin only, a user admin
 * without developer rights cannot make a developer. Superusers are granted by superusers alone, even by
 * someone who holds every origin group. The admin routes enforce it; the admin screens offer only what
 * it allows.
 */
export function mayGrant(granterGroups: readonly string[], group: string, policy: PermissionPolicy = DEFAULT_PERMISSION_POLICY): boolean {
  const rule = policy[group];
  // A name the policy does not know grants nothing, and is nothing to give.
  if (!rule) return false;
  if (group === 'superusers' && !granterGroups.includes('superusers')) return false;
  return (rule.allow ?? []).every((permission) => evaluatePermission(granterGroups, permission, policy));
}
