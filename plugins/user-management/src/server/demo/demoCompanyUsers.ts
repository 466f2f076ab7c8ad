import type { DemoDataContext, Queryable } from '@portal/core/server';

/**
 * The demo business customer's roles: yritys@vare.example is the main user of customer 1500001 and
 * alikayttaja@vare.example its sub-user. Their places come from the host's catalogue (the sub-user's
 * mix of READ_ONLY and FULL_ACCESS stays as it is); this only records who manages the company.
 */
export async function seedDemoCompanyUsers(tx: Queryable, context: DemoDataContext): Promise<void> {
  await tx.query(
    `insert into user_management_company_users (company, customer_code, user_id, role, added_at)
     select 'VARE', '1500001', u.id, case lower(u.email) when 'yritys@vare.example' then 'main' else 'sub' end, $1
       from users u where lower(u.email) in ('yritys@vare.example', 'alikayttaja@vare.example')
     on conflict do nothing`,
    [context.today],
  );
}
