import { ApiError, notFound, type AuthenticatedUser, type CompanyCode, type ServerPluginContext } from '@portal/core/server';

/** The business customer a B2B path names, as the caller may act for it. */
export interface CompanyScope {
  readonly company: CompanyCode;
  readonly customerCode: string;
  /** The caller is the company's main user (a B2B customership), not a sub-user. */
  readonly isMainUser: boolean;
}

/**
 * `:companyReferenceId` (the customer code at this portal's company): the caller's own B2B customership,
 * or a company whose places the caller holds as sub-user. Anything else is 404, as if it did not exist.
 */
export async function requireCompanyScope(context: ServerPluginContext, user: AuthenticatedUser, companyReferenceId: string): Promise<CompanyScope> {
  // A sub-user carries the company's customership too (their B2B side); what tells them apart is
  // their subUser grants. The main user is the customership holder with none.
  const { rows } = await context.db.query<{ customership: boolean; sub_user: boolean }>(
    `select exists (select 1 from customerships c
                     where c.user_id = $1 and c.company = $2 and c.customer_code = $3 and c.customer_type = 'B2B') as customership,
            exists (select 1 from location_access la join locations l using (location_identifier)
                     where la.user_id = $1 and l.company = $2 and l.customer_code = $3 and la.relation = 'subUser') as sub_user`,
    [user.id, context.company, companyReferenceId],
  );
  const row = rows[0];
  if (!row || (!row.customership && !row.sub_user)) throw notFound('Company');
  return { company: context.company, customerCode: companyReferenceId, isMainUser: row.customership && !row.sub_user };
}

/** A company-level write (composites) is the main user's; a sub-user gets 403, like a read-only place. */
export function requireMainUser(scope: CompanyScope): void {
  if (!scope.isMainUser) throw new ApiError('FORBIDDEN', 'Only the main user may change this');
}
