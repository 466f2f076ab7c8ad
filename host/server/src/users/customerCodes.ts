import type { CustomerCode, Queryable } from '@portal/core/server';

/** The user's customer codes at every company (one user base spans the companies). */
export async function customerCodesOf(db: Queryable, userId: string): Promise<CustomerCode[]> {
  const { rows } = await db.query<{ company: string; company_name: string; customer_code: string }>(
    `SELECT c.company, co.name AS company_name, c.customer_code
     FROM customerships c JOIN companies co ON co.code = c.company
     WHERE c.user_id = $1
     ORDER BY c.company, c.customer_code`,
    [userId],
  );
  return rows.map((row) => ({ company: row.company, companyName: row.company_name, customerCode: row.customer_code }));
}
