import { addLocalDays, localDateOf } from '@portal/domain';
import { type AuthenticatedUser, type ServerPluginContext } from '@portal/core/server';
import type { Company } from '../../contract';
import { requireCompany } from './companies';
import type { ListScope } from './listQuery';

/** First day of the Helsinki month before the one `now` falls in (YYYY-MM-01). */
export function previousMonth(now: Date): string {
  const firstOfThis = `${localDateOf(now).slice(0, 7)}-01`;
  return `${addLocalDays(firstOfThis, -1).slice(0, 7)}-01`;
}

/** The list's scope for the caller and the company the path names (404 for a company they do not reach). */
export async function listScope(
  context: ServerPluginContext,
  user: AuthenticatedUser,
  customerCode: string,
): Promise<{ scope: ListScope; company: Company; companies: Company[] }> {
  const { company, companies } = await requireCompany(context.db, context.company, user.id, customerCode);
  return { scope: { userId: user.id, company: context.company, customerCode, month: previousMonth(context.now()) }, company, companies };
}
