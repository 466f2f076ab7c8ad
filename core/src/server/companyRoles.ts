import type { Queryable } from './database';

/**
 * Who manages a business customer. The user-management plugin owns the answer (its main-user table and
 * the claim of a customer nobody manages yet); another plugin that lets only the main user act (the
 * external API's keys) asks `context.mainUserCompanies(userId)`. Plugins never import each other
 * (DESIGN), so the owner declares the reader in its ServerPlugin's `companyRoles`.
 */
export interface CompanyRoleReaders {
  /** The customer codes at `company` whose main user `userId` is, at `now`. */
  mainUserCompanies(db: Queryable, company: string, userId: string, now: Date): Promise<readonly string[]>;
}

/** Every mounted plugin's answer, merged; none when no plugin manages companies (no main users at all). */
export async function readMainUserCompanies(
  plugins: readonly { readonly companyRoles?: CompanyRoleReaders }[],
  db: Queryable,
  company: string,
  userId: string,
  now: Date,
): Promise<readonly string[]> {
  const codes = new Set<string>();
  for (const plugin of plugins) {
    for (const code of (await plugin.companyRoles?.mainUserCompanies(db, company, userId, now)) ?? []) codes.add(code);
  }
  return [...codes].sort();
}
