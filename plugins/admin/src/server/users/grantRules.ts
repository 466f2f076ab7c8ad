import { adminCompaniesOf, DEFAULT_PERMISSION_POLICY, type CompanyCode, type PermissionPolicy } from '@portal/core/server';

// The no-escalation rule lives in core (the admin screens offer only what it allows).
export { mayGrant } from '@portal/core/server';

/** The company whose origin group this is (`origin-KUO` → KUO), or null for any other group. */
export function originOfGroup(group: string): CompanyCode | null {
  const match = /^origin-(VARE|SV|KUO)$/.exec(group);
  return match ? (match[1] as CompanyCode) : null;
}

/**
 * The companies a person belongs to for company-specific admin (requirements §6): those of their
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
