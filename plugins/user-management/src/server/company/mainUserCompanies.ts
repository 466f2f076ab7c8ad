import type { CompanyRoleReaders } from '@portal/core/server';
import { claimUnmanagedCompanies } from './membership';

/**
 * The plugin's answer to core's "whose main user is this login" (context.mainUserCompanies): the same
 * role rows the user-management routes read, after the same claim of a customer nobody manages yet, so
 * another plugin (the external API's keys) and this one always agree on who the main user is.
 */
export const companyRoles: CompanyRoleReaders = {
  async mainUserCompanies(db, company, userId, now) {
    await claimUnmanagedCompanies(db, company, userId, now);
    const { rows } = await db.query<{ customer_code: string }>(
      `select customer_code from user_management_company_users where company = $1 and user_id = $2 and role = 'main' order by customer_code`,
      [company, userId],
    );
    return rows.map((row) => row.customer_code);
  },
};
