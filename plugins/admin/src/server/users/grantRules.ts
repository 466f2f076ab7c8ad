import {
  adminCompaniesOf,
  DEFAULT_PERMISSION_POLICY,
  evaluatePermission,
  type CompanyCode,
  type PermissionPolicy,
} from '@portal/core/server';

/**
 * The no-escalation rule of access-rights admin: nobody grants (or takes away) a group they could not
 * hold themselves. A group may be granted only when every permission it allows is one the granter has,
 * after their own denies (SPEC §6: deny wins): an origin admin grants its own origin only, a user admin
 * without developer rights cannot make a developer. Superusers are granted by superusers alone, even by
 * someone who holds every origin group.
 */
export function mayGrant(granterGroups: readonly string[], group: string, policy: PermissionPolicy = DEFAULT_PERMISSION_POLICY): boolean {
  const rule = policy[group];
  // A name the policy does not know grants nothing, and is nothing to give.
  if (!rule) return false;
  if (group === 'superusers' && !granterGroups.includes('superusers')) return false;
  return (rule.allow ?? []).every((permission) => evaluatePermission(granterGroups, permission, policy));
}

/** The company whose origin group this is (`origin-KUO` → KUO), or null for any other group. */
export function originOfGroup(group: string): CompanyCode | null {
  const match = /^origin-(VARE|SV|KUO)$/.exec(group);
  return match ? (match[1] as CompanyCode) : null;
}

/**
 * The companies a person belongs to for company-specific admin (SPEC §6): those of their
 * customerships, and those their own groups let them handle (an origin admin is a person of that
 * origin, a superuser of every one). Handling them needs all of these: a KUO admin may not touch a
 * person who is also VARE's, nor anyone more powerful than themselves.
 */
export function companiesOfPerson(
  customershipCompanies: readonly CompanyCode[],
  groups: readonly string[],
  policy: PermissionPolicy = DEFAULT_PERMISSION_POLICY,
): CompanyCode[] {
  return [...new Set([...customershipCompanies, ...adminCompaniesOf(groups, policy)])].sort();
}

/** The companies of `person` that the administrator may not handle; empty when they may. */
export function companiesOutOfReach(
  adminGroups: readonly string[],
  personCompanies: readonly CompanyCode[],
  policy: PermissionPolicy = DEFAULT_PERMISSION_POLICY,
): CompanyCode[] {
  const reach = adminCompaniesOf(adminGroups, policy);
  return personCompanies.filter((company) => !reach.includes(company));
}
