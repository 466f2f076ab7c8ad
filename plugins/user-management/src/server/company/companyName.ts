import type { Queryable } from '@portal/core/server';
import type { CompanyRef } from './companyRole';

/** The business name from the customerships register, else the customer code. */
export async function companyName(db: Queryable, ref: CompanyRef): Promise<string> {
  const { rows } = await db.query<{ business_name: string | null }>(
    `select business_name from customerships where company = $1 and customer_code = $2 and business_name is not null
      order by user_id limit 1`,
    [ref.company, ref.customerCode],
  );
  return rows[0]?.business_name ?? ref.customerCode;
}
