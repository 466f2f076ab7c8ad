import type { Queryable } from '@portal/core/server';
import type { CompanyRef } from './companyRole';

/**
 * Makes a login a sub-user of the company. Besides the role row it writes a B2B customerships row of
 * the company's customer code (business id and name copied from the main user's), as the demo's
 * sub-user has: the portal derives a user's B2B side and mode from customerships (requirements §6), so
 * without it the sub-user could not reach any B2B route. A login with no other side is switched to
 * B2B mode so the web shows them the company at once. Answers false when they already belonged.
 */
export async function joinCompany(tx: Queryable, ref: CompanyRef, userId: string, at: Date): Promise<boolean> {
  const inserted = await tx.query(
    `insert into user_management_company_users (company, customer_code, user_id, role, added_at)
     values ($1, $2, $3, 'sub', $4) on conflict do nothing`,
    [ref.company, ref.customerCode, userId, at],
  );
  if ((inserted.affectedRows ?? 0) === 0) return false;
  await tx.query(
    `insert into customerships (user_id, company, customer_code, customer_type, business_id, business_name)
     select $3, $1, $2, 'B2B', m.business_id, m.business_name
       from (select cs.business_id, cs.business_name from user_management_company_users cu
               join customerships cs on cs.user_id = cu.user_id and cs.company = cu.company and cs.customer_code = cu.customer_code
              where cu.company = $1 and cu.customer_code = $2 and cu.role = 'main'
             union all select null, null) m
      limit 1
     on conflict do nothing`,
    [ref.company, ref.customerCode, userId],
  );
  await tx.query(
    `update users set ui_mode = 'B2B' where id = $1 and ui_mode <> 'B2B'
        and not exists (select 1 from customerships where user_id = $1 and customer_type = 'B2C')`,
    [userId],
  );
  return true;
}

/** The opposite of joinCompany: the role row and the customership it wrote go (rights are revoked by the caller). */
export async function leaveCompany(tx: Queryable, ref: CompanyRef, userId: string): Promise<void> {
  await tx.query('delete from user_management_company_users where company = $1 and customer_code = $2 and user_id = $3', [
    ref.company,
    ref.customerCode,
    userId,
  ]);
  await tx.query(`delete from customerships where company = $1 and customer_code = $2 and user_id = $3 and customer_type = 'B2B'`, [
    ref.company,
    ref.customerCode,
    userId,
  ]);
}

/**
 * A business customer nobody manages yet gets its main user here: the first holder of its B2B
 * customership who owns its places (registration's "add customership" links a code that way, and
 * knows nothing of this plugin). The partial unique index makes two callers at once agree on one.
 * Idempotent, so the routes that read roles run it first.
 */
export async function claimUnmanagedCompanies(db: Queryable, company: string, userId: string, at: Date): Promise<void> {
  await db.query(
    `insert into user_management_company_users (company, customer_code, user_id, role, added_at)
     select cs.company, cs.customer_code, cs.user_id, 'main', $3
       from customerships cs
      where cs.user_id = $2 and cs.company = $1 and cs.customer_type = 'B2B'
        and not exists (select 1 from user_management_company_users m
                         where m.company = cs.company and m.customer_code = cs.customer_code and m.role = 'main')
        and not exists (select 1 from user_management_company_users m
                         where m.company = cs.company and m.customer_code = cs.customer_code and m.user_id = cs.user_id)
        and exists (select 1 from location_access la join locations l using (location_identifier)
                     where la.user_id = cs.user_id and la.relation = 'owner' and l.company = cs.company and l.customer_code = cs.customer_code)
     on conflict do nothing`,
    [company, userId, at],
  );
}
