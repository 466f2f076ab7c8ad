import { ApiError, notFound, type AuthenticatedUser, type CompanyCode, type Queryable } from '@portal/core/server';
import { claimUnmanagedCompanies } from './membership';

export interface CompanyRef {
  readonly company: CompanyCode;
  readonly customerCode: string;
}

/**
 * The caller's relation to a business customer. `none` means the company is not theirs to know about:
 * the route answers 404 exactly as for a customer code that does not exist.
 */
export async function callerRole(db: Queryable, ref: CompanyRef, userId: string, now: Date): Promise<'main' | 'member' | 'none'> {
  await claimUnmanagedCompanies(db, ref.company, userId, now);
  const { rows } = await db.query<{ role: string | null; member: boolean }>(
    `select (select role from user_management_company_users
              where company = $1 and customer_code = $2 and user_id = $3) as role,
            (exists (select 1 from customerships
                      where company = $1 and customer_code = $2 and user_id = $3 and customer_type = 'B2B')
             or exists (select 1 from location_access la join locations l using (location_identifier)
                         where la.user_id = $3 and l.company = $1 and l.customer_code = $2)) as member`,
    [ref.company, ref.customerCode, userId],
  );
  const row = rows[0];
  if (row?.role === 'main') return 'main';
  if (row?.role === 'sub' || row?.member) return 'member';
  return 'none';
}

/** A company member who is not its main user gets 403 (they know the company); anyone else 404. */
export async function requireMainUser(db: Queryable, ref: CompanyRef, user: AuthenticatedUser, now: Date): Promise<void> {
  const role = await callerRole(db, ref, user.id, now);
  if (role === 'none') throw notFound('Company');
  if (role !== 'main') throw new ApiError('FORBIDDEN', 'Only the main user of the company manages its users');
}

/** A sub-user of this company (never the main user); anyone else answers 404 as if they did not exist. */
export async function requireSubUser(db: Queryable, ref: CompanyRef, subUserId: string): Promise<void> {
  const { rows } = await db.query(
    `select 1 from user_management_company_users where company = $1 and customer_code = $2 and user_id = $3 and role = 'sub'`,
    [ref.company, ref.customerCode, subUserId],
  );
  if (!rows.length) throw notFound('User');
}
