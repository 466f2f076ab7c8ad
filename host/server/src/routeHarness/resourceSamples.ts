import type { Database } from '@portal/core/server';
import { DEMO_USERS } from '../demo';
import { HARNESS_USERS } from './harnessServer';

/**
 * A resource of each kind a route's path can name, as one user sees it: the harness calls a route as
 * another user with it and expects 404. A route naming a new kind of resource makes the harness fail
 * with a message to add its query here, once per kind, not per route.
 *
 * Each query gets $1 = the user who may see the resource, $2 = the user who must not, $3 = company.
 */
const VISIBLE_PLACES = `
  select la.location_identifier from location_access la join locations l using (location_identifier)
   where la.user_id = $1 and l.company = $3
     and not exists (select 1 from location_access x where x.location_identifier = la.location_identifier and x.user_id = $2)`;

/** The business customers (customer codes) a user reaches: a B2B customership, or grants on a company's places. */
const COMPANIES_OF = (user: string) => `
  select c.customer_code from customerships c where c.user_id = ${user} and c.company = $3 and c.customer_type = 'B2B'
  union
  select l.customer_code from location_access la join locations l using (location_identifier)
   where la.user_id = ${user} and la.relation = 'subUser' and l.company = $3`;

const SAMPLE_QUERIES: Readonly<Record<string, string>> = {
  // A sub-user id (user-management's subUserId): a person who is no member of any company the caller
  // ($2) belongs to, here the holder themself; the route must answer 404 as for a user that does not exist.
  subUser: `select u.id from users u where u.id = $1 and $3::text is not null and u.id not in (
              select m.user_id from user_management_company_users m where (m.company, m.customer_code) in (
                select c.company, c.customer_code from user_management_company_users c where c.user_id = $2))`,
  // A company (B2B route :companyReferenceId) is its customer code; the harness's other company has one.
  company: `select code from (${COMPANIES_OF('$1')}) v(code) where code not in (${COMPANIES_OF('$2')}) order by 1 limit 1`,
  location: `${VISIBLE_PLACES} order by 1 limit 1`,
  // A b2b mass export is its creator's alone.
  massExport: `select e.id::text from b2b_exports e where e.user_id = $1 and e.company = $3 and $2::text is not null order by 1 limit 1`,
  // A composite location (b2b modify/separate) is its company's: one of a company the other user does not reach.
  compositeLocation: `select k.composite_location_identifier from composite_locations k
                       where k.company = $3 and k.customer_code in (${COMPANIES_OF('$1')})
                         and k.customer_code not in (${COMPANIES_OF('$2')}) order by 1 limit 1`,
  invoice: `select i.invoice_number from invoices i where i.company = $3 and i.location_identifier in (${VISIBLE_PLACES})
             order by 1 limit 1`,
  followUpOffer: `select f.lead_id from follow_up_offers f join contracts c on c.id = f.contract_id
                   where c.location_identifier in (${VISIBLE_PLACES}) order by 1 limit 1`,
  customer: `select distinct c.customer_code from customerships c where c.user_id = $1 and c.company = $3
               and c.customer_code not in (select x.customer_code from customerships x where x.user_id = $2) order by 1 limit 1`,
  // A plant is the customer's: visible through a place of its customer or the place it is linked to.
  solarPanel: `select p.id from solar_plants p where p.company = $3 and p.customer_code in (
                 select l.customer_code from location_access la join locations l using (location_identifier) where la.user_id = $1)
               and p.customer_code not in (
                 select l.customer_code from location_access la join locations l using (location_identifier) where la.user_id = $2)
               order by 1 limit 1`,
  // Admin resources are the company's: another company's override is the one this portal must not touch.
  pushSubscription: `select p.endpoint from push_subscriptions p where p.user_id = $1 and $2::text is not null and $3::text is not null
                     order by 1 limit 1`,
  // A read-right grant is its two parties' (the customer who gave it, the representative who took it).
  representation: `select r.id from representations r where r.company = $3 and (r.grantor_id = $1 or r.representative_id = $1)
                    and r.grantor_id <> $2 and r.representative_id is distinct from $2 order by 1 limit 1`,
  // An inbox message is its recipient's alone.
  message: `select m.id from portal_messages m where m.user_id = $1 and $2::text is not null and $3::text is not null
            order by 1 limit 1`,
  // A strong identification attempt is its starter's alone.
  strongAuthAttempt: `select a.id from strong_auth_attempts a where a.user_id = $1 and $2::text is not null and $3::text is not null
                      order by 1 limit 1`,
  // A usage report (reports plugin) is its asker's alone.
  usageReport: `select r.id::text from reports_usage_reports r where r.user_id = $1 and r.company = $3 and $2::text is not null
                 order by 1 limit 1`,
  topBarNotification: `select id from messages_top_bar where company <> $3 and $1::text is not null and $2::text is not null
                        order by 1 limit 1`,
  advertisementTile: `select id from market_price_advertisement_tiles where company <> $3 and $1::text is not null and $2::text is not null
                       order by 1 limit 1`,
  flagOverride: `select id from feature_flag_overrides where company <> $3 and $1::text is not null and $2::text is not null
                  order by 1 limit 1`,
};

export async function resourceSample(
  db: Database,
  kind: string,
  visibleTo: string,
  hiddenFrom: string,
  company: string,
): Promise<string | null> {
  const sql = SAMPLE_QUERIES[kind];
  if (!sql) {
    throw new Error(
      `Route harness: no sample query for resource kind "${kind}". Add one to host/server/src/routeHarness/resourceSamples.ts.`,
    );
  }
  const { rows } = await db.query<Record<string, string>>(sql, [visibleTo, hiddenFrom, company]);
  const row = rows[0];
  return row ? (Object.values(row)[0] ?? null) : null;
}

/** Resources the demo data set does not have, made so every kind has one. */
export async function seedHarnessResources(db: Database): Promise<void> {
  // A mass export of each business customer of the harness (the demo data has none: they are made on request).
  await db.query(
    `insert into b2b_exports (id, user_id, company, customer_code, location_identifiers, year, state, total, created_at)
     select gen_random_uuid(), c.user_id, 'VARE', c.customer_code, '{}', 2025, 'ready', 0, now()
       from customerships c where c.company = 'VARE' and c.customer_type = 'B2B' and c.customer_code in ('1500001', '1599999')`,
  );
  // A composite location of another business customer (code 1599999: the harness's other company).
  await db.query(
    `insert into composite_locations (composite_location_identifier, company, customer_code, name)
     values ('VARE-1599999-K-HARNESS', 'VARE', '1599999', 'Harness Oy yhdistelmä')`,
  );
  await db.query(
    `insert into feature_flag_overrides (id, company, flag, user_id, value, created_at, created_by)
     values ('00000000-0000-4000-8000-00000000f1a9', 'SV', 'messageBox', null, false, now(), null)`,
  );
  // Another company's top-bar notification: the one this portal's administrators must not remove.
  await db.query(
    `insert into messages_top_bar (id, company, texts, severity, starts_at, created_at)
     values ('00000000-0000-4000-8000-0000000070b0', 'KUO', '{"fi":"KUO"}', 'info', now(), now())`,
  );
  // Another company's advertisement tile: the one this portal's tile administrators must not remove.
  await db.query(
    `insert into market_price_advertisement_tiles (id, company, title, body, starts_at, created_at)
     values ('00000000-0000-4000-8000-0000000a071e', 'KUO', '{"fi":"KUO"}', '{"fi":"KUO"}', now(), now())`,
  );
  // A verified identification of each harness customer (the demo data has none: they come from the provider).
  await db.query(
    `insert into strong_auth_attempts (id, user_id, created_at, expires_at, verified_at, person_id_digest, person_name)
     select gen_random_uuid()::text, u.id, now(), now() + interval '15 minutes', now(), repeat('a', 64), u.name
       from users u where u.email in ($1, $2)`,
    DEMO_USERS.filter((user) => Object.values(HARNESS_USERS).includes(user.key as never)).map((user) => user.email),
  );
  // A ready usage report of each harness customer on a place of theirs (the demo data has none: made on request).
  await db.query(
    `insert into reports_usage_reports (id, user_id, company, location_identifier, year, name, status, created_at, completed_at, csv, pdf)
     select gen_random_uuid(), u.id, 'VARE', min(la.location_identifier), 2025, 'Harness', 'ready', now(), now(), 'x', '\\x25504446'::bytea
       from users u join location_access la on la.user_id = u.id
      where u.email in ($1, $2) group by u.id`,
    DEMO_USERS.filter((user) => Object.values(HARNESS_USERS).includes(user.key as never)).map((user) => user.email),
  );
  // A browser subscription of each harness customer (the demo data has none: it would be pushed to).
  await db.query(
    `insert into push_subscriptions (id, user_id, endpoint, p256dh, auth, created_at)
     select gen_random_uuid()::text, u.id, 'https://fcm.googleapis.com/fcm/send/harness-' || u.id, 'BA', 'AA', now()
       from users u where u.email in ($1, $2)`,
    DEMO_USERS.filter((user) => Object.values(HARNESS_USERS).includes(user.key as never)).map((user) => user.email),
  );
}
