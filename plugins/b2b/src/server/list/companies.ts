import { notFound, type Queryable } from '@portal/core/server';
import type { Company } from '../../contract';

/**
 * The business customers (customer codes) a user reaches at this portal's company: their own B2B
 * customerships (main users) and the companies whose places they hold as a sub-user. A route's
 * `:companyReferenceId` must be one of these; anything else answers 404, as if it did not exist.
 */
export async function companiesOf(db: Queryable, company: string, userId: string): Promise<Company[]> {
  const { rows } = await db.query<{ customer_code: string; name: string }>(
    `with codes as (
       select c.customer_code from customerships c where c.user_id = $1 and c.company = $2 and c.customer_type = 'B2B'
       union
       select l.customer_code from location_access la join locations l on l.location_identifier = la.location_identifier
        where la.user_id = $1 and la.relation = 'subUser' and l.company = $2
     )
     select codes.customer_code,
            coalesce((select max(c.business_name) from customerships c
                       where c.company = $2 and c.customer_code = codes.customer_code), codes.customer_code) as name
       from codes order by 2, 1`,
    [userId, company],
  );
  return rows.map((row) => ({ customerCode: row.customer_code, name: row.name }));
}

/** The company a route names, or 404 when the caller does not reach it. */
export async function requireCompany(
  db: Queryable,
  company: string,
  userId: string,
  customerCode: string,
): Promise<{ company: Company; companies: Company[] }> {
  const companies = await companiesOf(db, company, userId);
  const found = companies.find((c) => c.customerCode === customerCode);
  if (!found) throw notFound('Company');
  return { company: found, companies };
}
