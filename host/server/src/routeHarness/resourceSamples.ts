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
  // An external API key is its company's (managed by the company's main user).
  apiKey: `select k.id from external_api_keys k where k.company = $3 and k.customer_code in (${COMPANIES_OF('$1')})
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
  // The user-admin routes' people and origins: the harness admin administers every company, so the
  // only person or origin it may not reach is one that does not exist (404, as for a foreign id).
  adminPerson: `select '00000000-0000-4000-8000-0000000ad404' where $1::text is not null and $2::text is not null and $3::text is not null`,
  adminPersonEmail: `select 'no-such-person@portal.example' where $1::text is not null and $2::text is not null and $3::text is not null`,
  adminOrigin: `select 'XYZ' where $1::text is not null and $2::text is not null and $3::text is not null`,
  // A service request or fault report of another company: this portal's administrators must not change it.
  serviceRequest: `select reference from service_requests where company <> $3 and $1::text is not null and $2::text is not null
                   order by 1 limit 1`,
  // Admin customer search (plugins/admin customers): a login that is no customer of any company is nobody to
  // customer service (404), e.g. the harness admin; a place no such login holds is not theirs either.
  adminCustomer: `select u.id from users u where u.id = $1 and $2::text is not null and $3::text is not null
                    and not exists (select 1 from customerships c where c.user_id = u.id)`,
  adminCustomerEmail: `select u.email from users u where u.id = $1 and $2::text is not null and $3::text is not null
                         and not exists (select 1 from customerships c where c.user_id = u.id)`,
  adminCustomerLocation: `select l.location_identifier from locations l where l.company = $3
                            and not exists (select 1 from location_access la where la.location_identifier = l.location_identifier
                                              and la.user_id in ($1, $2)) order by 1 limit 1`,
  flagOverride: `select id from feature_flag_overrides where company <> $3 and $1::text is not null and $2::text is not null
                  order by 1 limit 1`,
  // Developer tools (plugins/admin developer) see every company, so what they cannot see is what does not
  // exist: a cache key never cached, a user id no account has, a customer or contract code under an
  // origin that does not hold it (the origin is another company than the one whose codes are sampled).
  cacheKey: `select 'helsinki-summer-time:1000' where $1::text is not null and $2::text is not null and $3::text is not null`,
  debugUser: `select '00000000-0000-4000-8000-00000000dead' where not exists (select 1 from users where id = '00000000-0000-4000-8000-00000000dead')
               and $1::text is not null and $2::text is not null and $3::text is not null`,
  developerOrigin: `select code from companies where code <> $3 and $1::text is not null and $2::text is not null order by 1 limit 1`,
  registerCustomer: `select c.customer_code from customers c where c.company = $3 and $1::text is not null and $2::text is not null
                       and not exists (select 1 from customers x where x.customer_code = c.customer_code and x.company <> $3) order by 1 limit 1`,
  registerContract: `select c.id from contracts c join locations l using (location_identifier) where l.company = $3
                       and $1::text is not null and $2::text is not null order by 1 limit 1`,
  // A maintenance origin is a company code; the harness's admin is a superuser and may handle every real
  // one, so what it may not see is an origin that is no company (another company's gets 403: admin tests).
  maintenanceOrigin: `select 'XX' where $1::text is not null and $2::text is not null and $3::text is not null`,
  // A cancelled maintenance window: gone for every administrator (the list and DELETE answer as if missing).
  maintenanceSchedule: `select id from admin_maintenance_schedules where cancelled_at is not null and $1::text is not null
                          and $2::text is not null and $3::text is not null order by 1 limit 1`,
  // Another company's campaign and benefit: this portal's customers and administrators must not reach them.
  campaign: `select id from campaigns where company <> $3 and $1::text is not null and $2::text is not null order by 1 limit 1`,
  customerBenefit: `select id from customer_benefits where company <> $3 and $1::text is not null and $2::text is not null
                     order by 1 limit 1`,
};

const HARNESS_KEY_PREFIX = 'vpk_harness_';

/** The API key seeded for a harness user who is a business customer's main user (seedHarnessResources). */
export function harnessApiKey(userId: string): string {
  return `${HARNESS_KEY_PREFIX}${userId}`;
}

export async function resourceSample(db: Database, kind: string, visibleTo: string, hiddenFrom: string, company: string): Promise<string | null> {
  const sql = SAMPLE_QUERIES[kind];
  if (!sql) {
    throw new Error(`Route harness: no sample query for resource kind "${kind}". Add one to host/server/src/routeHarness/resourceSamples.ts.`);
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
  // An external API key of each business customer's main user, whose secret callRoute sends for an
  // `apiKey` route (harnessApiKey); stored as the plugin stores keys: the SHA-256 of the whole key.
  await db.query(
    `insert into external_api_keys (id, company, customer_code, created_by, name, prefix, key_hash, created_at)
     select 'harness-key-' || c.user_id, 'VARE', c.customer_code, c.user_id, 'Harness', 'vpk_harness',
            encode(sha256(convert_to('${HARNESS_KEY_PREFIX}' || c.user_id, 'UTF8')), 'hex'), now()
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
  // A cancelled maintenance window (the one DELETE must answer 404 for).
  await db.query(
    `insert into admin_maintenance_schedules (id, origin, starts_at, ends_at, created_at, cancelled_at)
     values ('00000000-0000-4000-8000-00000000a1e0', 'VARE', now() + interval '1 day', now() + interval '2 days', now(), now())`,
  );
  // Another company's published campaign and benefit (the campaigns and customer-benefits plugins).
  await db.query(
    `insert into campaigns (id, company, title, body, modes, place_features, start_date, end_date, starts_at, ends_at, published, created_at, updated_at)
     values ('00000000-0000-4000-8000-0000000ca9e0', 'KUO', '{"fi":"KUO"}', '{"fi":"KUO"}', '{B2C,B2B}', '{}', '2020-01-01', '2099-12-31',
             '2019-12-31T22:00:00Z', '2099-12-31T22:00:00Z', true, now(), now())`,
  );
  await db.query(
    `insert into customer_benefits (id, company, title, description, code, modes, created_at)
     values ('00000000-0000-4000-8000-0000000be9e0', 'KUO', '{"fi":"KUO"}', '{"fi":"KUO"}', 'KUO', '{B2C,B2B}', now())`,
  );
  // A verified identification of each harness customer (the demo data has none: they come from the provider).
  await db.query(
    `insert into strong_auth_attempts (id, user_id, created_at, expires_at, verified_at, person_id_digest, person_name)
     select gen_random_uuid()::text, u.id, now(), now() + interval '15 minutes', now(), repeat('a', 64), u.name
       from users u where u.email in ($1, $2)`,
    DEMO_USERS.filter((user) => Object.values(HARNESS_USERS).includes(user.key as never)).map((user) => user.email),
  );
  // Another company's service request (plugin service-requests): the one this portal's administrators must not change.
  // Its year is one no counter reaches, so it never clashes with the demo data's numbered requests.
  await db.query(
    `insert into service_requests (reference, company, kind, topic, user_id, location_identifier, details, created_at, updated_at)
     select 'KUO-1999-000001', 'KUO', 'FAULT_REPORT', 'DISTRICT_HEATING', la.user_id, l.location_identifier, '{}', now(), now()
       from locations l join location_access la using (location_identifier) where l.company = 'KUO'
      order by l.location_identifier limit 1`,
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
