import type { CompanyCode, Queryable } from '@portal/core/server';
import type { AdminCustomer, AdminCustomerCode, UnregisteredCustomer } from '../../contract/customers';

/**
 * The customer search's reads. Each takes the companies the admin handles and never returns a
 * customer code of another company: the filter is in SQL, not after it.
 */
interface CodeRow {
  user_id: string;
  company: CompanyCode;
  company_name: string;
  customer_code: string;
  customer_type: 'B2C' | 'B2B';
  business_name: string | null;
}

interface UserRow {
  id: string;
  name: string;
  email: string;
  verified: boolean;
}

const CODES_OF_USERS = `
  select c.user_id, c.company, k.name as company_name, c.customer_code, c.customer_type, c.business_name
    from customerships c join companies k on k.code = c.company
   where c.user_id = any($1::text[]) and c.company = any($2::text[])
   order by c.company, c.customer_code`;

function toCode(row: CodeRow): AdminCustomerCode {
  return {
    company: row.company,
    companyName: row.company_name,
    customerCode: row.customer_code,
    customerType: row.customer_type,
    businessName: row.business_name,
  };
}

/** The users' summaries with their customer codes at `companies`; a user with none there is left out. */
export async function customersByIds(db: Queryable, ids: readonly string[], companies: readonly CompanyCode[]): Promise<AdminCustomer[]> {
  if (ids.length === 0 || companies.length === 0) return [];
  const users = await db.query<UserRow>('select id, name, email, verified from users where id = any($1::text[]) order by name, id', [ids]);
  const codes = await db.query<CodeRow>(CODES_OF_USERS, [ids, companies]);
  return users.rows.flatMap((user) => {
    const customerCodes = codes.rows.filter((row) => row.user_id === user.id).map(toCode);
    return customerCodes.length ? [{ priwattiUserId: user.id, name: user.name, email: user.email, userVerified: user.verified, customerCodes }] : [];
  });
}

export type CustomerStanding = 'unknown' | 'elsewhere' | 'visible';

/**
 * Whether the admin may see a user as a customer: 'unknown' (no such user, or a login that is no
 * customer of any company: 404), 'elsewhere' (a customer only of companies the admin does not handle:
 * 403), 'visible'.
 */
export async function customerStanding(db: Queryable, userId: string, companies: readonly CompanyCode[]): Promise<CustomerStanding> {
  const { rows } = await db.query<{ company: CompanyCode }>('select distinct company from customerships where user_id = $1', [userId]);
  if (rows.length === 0) return 'unknown';
  return rows.some((row) => companies.includes(row.company)) ? 'visible' : 'elsewhere';
}

export interface SearchCriteria {
  readonly customerCode?: string;
  readonly email?: string;
  /** The keyed digest of the searched personal identity code, never the code. */
  readonly personIdDigest?: string;
}

/**
 * The logins matching every criterion given, among customers of `companies`. A personal identity code
 * matches through the customer register (customers.person_id_digest) to the codes' logins.
 */
export async function searchCustomers(db: Queryable, criteria: SearchCriteria, companies: readonly CompanyCode[]): Promise<AdminCustomer[]> {
  const where: string[] = ['c.company = any($1::text[])'];
  const params: unknown[] = [companies];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    where.push(condition(`$${params.length}`));
  };
  if (criteria.customerCode !== undefined) add((p) => `c.customer_code = ${p}`, criteria.customerCode);
  if (criteria.email !== undefined) add((p) => `lower(u.email) = lower(${p})`, criteria.email);
  if (criteria.personIdDigest !== undefined) {
    add(
      (p) => `exists (select 1 from customers r where r.company = c.company and r.customer_code = c.customer_code and r.person_id_digest = ${p})`,
      criteria.personIdDigest,
    );
  }
  const { rows } = await db.query<{ id: string }>(
    `select distinct u.id from users u join customerships c on c.user_id = u.id where ${where.join(' and ')} limit 50`,
    params,
  );
  return customersByIds(
    db,
    rows.map((row) => row.id),
    companies,
  );
}

/** The registered login with this address, if any (any company: the caller decides 403 or 404). */
export async function userIdByEmail(db: Queryable, email: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>('select id from users where lower(email) = lower($1)', [email]);
  return rows[0]?.id ?? null;
}

/** Register rows at `companies` with this address whose customer code no login holds yet. */
export async function unregisteredCustomers(db: Queryable, email: string, companies: readonly CompanyCode[]): Promise<UnregisteredCustomer[]> {
  const { rows } = await db.query<{
    company: CompanyCode;
    company_name: string;
    customer_code: string;
    customer_type: 'B2C' | 'B2B';
    holder_name: string;
    email: string;
  }>(
    `select r.company, k.name as company_name, r.customer_code, r.customer_type, r.holder_name, r.email
       from customers r join companies k on k.code = r.company
      where r.email = lower($1) and r.company = any($2::text[])
        and not exists (select 1 from customerships c where c.company = r.company and c.customer_code = r.customer_code)
      order by r.company, r.customer_code`,
    [email.trim(), companies],
  );
  return rows.map((row) => ({
    company: row.company,
    companyName: row.company_name,
    customerCode: row.customer_code,
    customerType: row.customer_type,
    holderName: row.holder_name,
    email: row.email,
  }));
}
