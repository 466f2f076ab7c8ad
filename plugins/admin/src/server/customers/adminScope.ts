import { adminCompaniesOf, ApiError, notFound, type AuthenticatedUser, type CompanyCode, type Queryable } from '@portal/core/server';
import { customerStanding } from './customerStore';

/**
 * The companies an admin route may read for this admin (requirements §6: superuser or the company's origin
 * group). `origin` narrows to one company; asking for a company the admin does not handle is 403.
 */
export function companiesFor(user: AuthenticatedUser, origin?: CompanyCode): readonly CompanyCode[] {
  const companies = adminCompaniesOf(user.groups);
  if (origin === undefined) return companies;
  if (!companies.includes(origin)) throw new ApiError('FORBIDDEN', 'You do not handle this company');
  return [origin];
}

/**
 * The rule of every route about one customer: an id that is no customer answers 404; a customer only
 * of companies the admin does not handle answers 403 (the acceptance: an admin of KUO asking
 * for a VARE customer).
 */
export async function requireCustomer(db: Queryable, userId: string, companies: readonly CompanyCode[]): Promise<void> {
  const standing = await customerStanding(db, userId, companies);
  if (standing === 'unknown') throw notFound('Customer');
  if (standing === 'elsewhere') throw new ApiError('FORBIDDEN', 'This customer belongs to a company you do not handle');
}
