import { addLocalDays, localDateOf } from '@portal/domain';
import { type DemoDataContext, type Queryable } from '@portal/core/server';
import { expiryInstant } from '../model/expiry';
import { hashActivationToken } from '../model/token';

const ACTIVE_ID = '00000000-0000-4000-8000-0000000e5501';
const PENDING_ID = '00000000-0000-4000-8000-0000000e5502';

/**
 * The demo's grants (README demo users): asiakas@sv.example gave edustaja@sv.example read rights to
 * all of their places a month ago (active; the domain catalogue already has its location_access rows,
 * which is what activation writes), and asiakas@vare.example invited naapuri@vare.example, who has no
 * account yet (pending). Nobody knows the demo tokens: they are hashes of fixed texts.
 */
export async function representationDemoData(tx: Queryable, context: DemoDataContext): Promise<void> {
  const { rows: users } = await tx.query<{ id: string; email: string }>(
    `select id, email from users where email in ('asiakas@sv.example', 'edustaja@sv.example', 'asiakas@vare.example')`,
  );
  const idOf = (email: string) => users.find((user) => user.email === email)?.id;
  const svCustomer = idOf('asiakas@sv.example');
  const representative = idOf('edustaja@sv.example');
  const vareCustomer = idOf('asiakas@vare.example');
  if (!svCustomer || !representative || !vareCustomer) return; // a data set without the demo users
  const today = localDateOf(context.today);
  const created = new Date(context.today.getTime() - 30 * 86_400_000).toISOString();

  await tx.query(
    `insert into representations (id, company, grantor_id, representative_email, representative_id, status, created_at, activated_at, expires_at, token_hash)
     values ($1, 'SV', $2, 'edustaja@sv.example', $3, 'active', $4, $4, $5, $6)`,
    [
      ACTIVE_ID,
      svCustomer,
      representative,
      created,
      expiryInstant(addLocalDays(today, 335)).toISOString(),
      hashActivationToken(`demo:${context.seed}:active`),
    ],
  );
  await tx.query(
    `insert into representation_places (representation_id, location_identifier)
     select $1, la.location_identifier from location_access la
      where la.user_id = $2 and la.relation = 'representative'
        and exists (select 1 from location_access o where o.location_identifier = la.location_identifier and o.user_id = $3 and o.relation = 'owner')`,
    [ACTIVE_ID, representative, svCustomer],
  );
  await tx.query(
    `insert into representations (id, company, grantor_id, representative_email, status, created_at, expires_at, token_hash)
     values ($1, 'VARE', $2, 'naapuri@vare.example', 'pending', $3, $4, $5)`,
    [PENDING_ID, vareCustomer, created, expiryInstant(addLocalDays(today, 335)).toISOString(), hashActivationToken(`demo:${context.seed}:pending`)],
  );
  await tx.query(
    `insert into representation_places (representation_id, location_identifier)
     select $1, la.location_identifier from location_access la join locations l using (location_identifier)
      where la.user_id = $2 and la.relation = 'owner' and l.company = 'VARE'
      order by la.location_identifier limit 1`,
    [PENDING_ID, vareCustomer],
  );
}
