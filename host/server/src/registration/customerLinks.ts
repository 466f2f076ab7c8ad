import { ApiError, type LinkedCustomership, type Queryable } from '@portal/core/server';
import type { CustomerRecord } from './customerRegister';

export type { LinkedCustomership };

/**
 * Ties proven customer codes to a login, all or nothing: a customership row per code and an owner grant
 * (FULL_ACCESS) on each of the code's places, appended to the user's content order. A code that already
 * belongs to another login refuses the whole call (ACCOUNT_ALREADY_EXISTS, requirements §8's modal); codes the
 * user already holds are left as they are. Run inside the caller's transaction.
 */
export async function linkCustomerships(tx: Queryable, userId: string, customers: readonly CustomerRecord[]): Promise<LinkedCustomership[]> {
  for (const customer of customers) {
    // Locks the register row: two logins proving the same code at once queue here, and the second sees the first's row.
    await tx.query('select 1 from customers where company = $1 and customer_code = $2 for update', [customer.company, customer.customerCode]);
    const taken = await tx.query<{ n: number }>(
      'select count(*)::int as n from customerships where company = $1 and customer_code = $2 and user_id <> $3',
      [customer.company, customer.customerCode, userId],
    );
    if ((taken.rows[0]?.n ?? 0) > 0) {
      throw new ApiError('ACCOUNT_ALREADY_EXISTS', 'This customership already belongs to another account');
    }
  }
  const linked: LinkedCustomership[] = [];
  for (const customer of customers) {
    const inserted = await tx.query(
      `insert into customerships (user_id, company, customer_code, customer_type, business_id, business_name)
       values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
      [userId, customer.company, customer.customerCode, customer.customerType, customer.businessId, customer.businessName],
    );
    if ((inserted.affectedRows ?? 0) === 0) continue;
    const places = await grantOwnerAccess(tx, userId, customer.company, customer.customerCode);
    linked.push({ company: customer.company, customerCode: customer.customerCode, customerType: customer.customerType, places });
  }
  return linked;
}

/**
 * Owner FULL_ACCESS on every place of one customer code. A representative's read right on the same
 * place gives way: the holder of the customer code is its owner. Answers how many grants were added or
 * raised.
 */
export async function grantOwnerAccess(tx: Queryable, userId: string, company: string, customerCode: string): Promise<number> {
  const granted = await tx.query(
    `insert into location_access (user_id, location_identifier, relation, access_right)
     select $1, l.location_identifier, 'owner', 'FULL_ACCESS' from locations l where l.company = $2 and l.customer_code = $3
     on conflict (user_id, location_identifier) do update set relation = 'owner', access_right = 'FULL_ACCESS'
       where location_access.relation <> 'owner'`,
    [userId, company, customerCode],
  );
  // New places go to the end of the user's list, in identifier order (ties in content_order are allowed).
  await tx.query(
    `insert into content_order (user_id, location_identifier, position)
     select $1, l.location_identifier,
            coalesce((select max(position) + 1 from content_order where user_id = $1), 0)
              + (row_number() over (order by l.location_identifier))::int - 1
       from locations l where l.company = $2 and l.customer_code = $3
     on conflict do nothing`,
    [userId, company, customerCode],
  );
  return granted.affectedRows ?? 0;
}

export interface MappingRefresh {
  readonly added: number;
  readonly removed: number;
}

/**
 * Re-reads the user's customer mappings (GET /v2/user/profile/{uuid}, docs/registration.md): owner
 * grants for places that have appeared under the customer codes the user holds as owner; with `force`,
 * also removes owner grants on places whose customer code the user no longer holds. A sub-user's
 * customership (they see the company's places through subUser grants) is never widened to owner.
 */
export async function refreshMappings(tx: Queryable, userId: string, force: boolean): Promise<MappingRefresh> {
  const held = await tx.query<{ company: string; customer_code: string }>(
    `select c.company, c.customer_code from customerships c
      where c.user_id = $1
        and not exists (
          select 1 from location_access la join locations l using (location_identifier)
           where la.user_id = $1 and la.relation = 'subUser' and l.company = c.company and l.customer_code = c.customer_code)`,
    [userId],
  );
  let added = 0;
  for (const row of held.rows) added += await grantOwnerAccess(tx, userId, row.company, row.customer_code);
  let removed = 0;
  if (force) {
    const result = await tx.query(
      `delete from location_access la using locations l
        where la.location_identifier = l.location_identifier and la.user_id = $1 and la.relation = 'owner'
          and not exists (select 1 from customerships c where c.user_id = $1 and c.company = l.company and c.customer_code = l.customer_code)`,
      [userId],
    );
    removed = result.affectedRows ?? 0;
  }
  return { added, removed };
}
