import type { CompanyCode, Queryable } from '@portal/core/server';

/**
 * The people behind a company's customer codes, each once (a person with a private and a business
 * customership gets one message), in a stable order so a resumed job walks the same list.
 */
export async function companyRecipients(db: Queryable, company: CompanyCode, customerCodes?: readonly string[]): Promise<string[]> {
  const { rows } = await db.query<{ user_id: string }>(
    `SELECT DISTINCT user_id FROM customerships
      WHERE company = $1 AND ($2::text[] IS NULL OR customer_code = ANY($2::text[]))
      ORDER BY user_id`,
    [company, customerCodes ? [...customerCodes] : null],
  );
  return rows.map((row) => row.user_id);
}

/** The customer codes of the list that the company does not have (the whole send is refused then). */
export async function unknownCustomerCodes(db: Queryable, company: CompanyCode, customerCodes: readonly string[]): Promise<string[]> {
  const { rows } = await db.query<{ code: string }>(
    `SELECT code FROM unnest($2::text[]) AS code
      WHERE NOT EXISTS (SELECT 1 FROM customerships c WHERE c.company = $1 AND c.customer_code = code)`,
    [company, [...customerCodes]],
  );
  return rows.map((row) => row.code);
}
