import { createServiceFactory } from '@portal/core/server';
import { mainUserServiceRef } from '../../common/mainUserService';
import { claimUnmanagedCompanies } from './membership';

/**
 * The plugin's mainUserService ("whose main user is this login", common.ts): the same role rows the
 * user-management routes read, after the same claim of a customer nobody manages yet, so another plugin
 * (the external API's keys) and this one always agree on who the main user is.
 */
export const mainUserServiceFactory = createServiceFactory({
  service: mainUserServiceRef,
  factory: (_deps, { db, company, now }) => ({
    async mainUserCompanies(userId) {
      await claimUnmanagedCompanies(db, company, userId, now());
      const { rows } = await db.query<{ customer_code: string }>(
        `select customer_code from user_management_company_users where company = $1 and user_id = $2 and role = 'main' order by customer_code`,
        [company, userId],
      );
      return rows.map((row) => row.customer_code);
    },
  }),
});
