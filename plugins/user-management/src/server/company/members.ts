import type { Queryable } from '@portal/core/server';
import { notFound } from '@portal/core/server';
import type { CompanyMember, GrantedPlace, Place, UserSettingsResponse } from '../../contract/userManagement';
import { labelRulesOf } from './labelRules';
import type { CompanyRef } from './companyRole';

interface MemberRow {
  user_id: string;
  email: string;
  name: string;
  role: 'main' | 'sub';
  verified: boolean;
  place_count: number;
  full_access_count: number;
}

// A member's places are counted inside this company's customer code only: a sub-user of two companies
// shows each company only its own share.
const MEMBERS = `
  select cu.user_id, u.email, u.name, cu.role, u.verified,
         (select count(*)::int from location_access la join locations l using (location_identifier)
           where la.user_id = cu.user_id and l.company = cu.company and l.customer_code = cu.customer_code) as place_count,
         (select count(*)::int from location_access la join locations l using (location_identifier)
           where la.user_id = cu.user_id and l.company = cu.company and l.customer_code = cu.customer_code
             and la.access_right = 'FULL_ACCESS') as full_access_count
    from user_management_company_users cu join users u on u.id = cu.user_id
   where cu.company = $1 and cu.customer_code = $2`;

const toMember = (row: MemberRow): CompanyMember => ({
  userId: row.user_id,
  email: row.email,
  name: row.name,
  role: row.role,
  verified: row.verified,
  placeCount: row.place_count,
  fullAccessCount: row.full_access_count,
});

/** The main user first, then sub-users by address. */
export async function listMembers(db: Queryable, ref: CompanyRef): Promise<CompanyMember[]> {
  const { rows } = await db.query<MemberRow>(`${MEMBERS} order by cu.role = 'main' desc, lower(u.email)`, [ref.company, ref.customerCode]);
  return rows.map(toMember);
}

export async function findMember(db: Queryable, ref: CompanyRef, userId: string): Promise<CompanyMember | null> {
  const { rows } = await db.query<MemberRow>(`${MEMBERS} and cu.user_id = $3`, [ref.company, ref.customerCode, userId]);
  return rows[0] ? toMember(rows[0]) : null;
}

interface PlaceRow {
  location_identifier: string;
  name: string;
  address: string;
}

const PLACE_COLUMNS = `l.location_identifier, l.name, concat_ws(', ', l.street_address, l.postal_code || ' ' || l.city) as address`;
const toPlace = (row: PlaceRow): Place => ({ locationIdentifier: row.location_identifier, name: row.name, address: row.address });

/** The sub-user's places of this company with their right and expiry. */
export async function grantedPlaces(db: Queryable, ref: CompanyRef, userId: string): Promise<GrantedPlace[]> {
  const { rows } = await db.query<PlaceRow & { access_right: GrantedPlace['accessRight']; expires_on: string | null }>(
    `select ${PLACE_COLUMNS}, la.access_right, to_char(e.expires_on, 'YYYY-MM-DD') as expires_on
       from location_access la join locations l using (location_identifier)
       left join user_management_right_expiry e on e.user_id = la.user_id and e.location_identifier = la.location_identifier
      where la.user_id = $3 and l.company = $1 and l.customer_code = $2
      order by l.street_address, l.location_identifier`,
    [ref.company, ref.customerCode, userId],
  );
  return rows.map((row) => ({ ...toPlace(row), accessRight: row.access_right, expiresOn: row.expires_on }));
}

/** The company's places, less those the given user already has. */
export async function companyPlaces(db: Queryable, ref: CompanyRef, exceptUserId: string | null): Promise<Place[]> {
  const { rows } = await db.query<PlaceRow>(
    `select ${PLACE_COLUMNS} from locations l
      where l.company = $1 and l.customer_code = $2
        and ($3::text is null or not exists (
              select 1 from location_access la where la.user_id = $3 and la.location_identifier = l.location_identifier))
      order by l.street_address, l.location_identifier`,
    [ref.company, ref.customerCode, exceptUserId],
  );
  return rows.map(toPlace);
}

/** GET settings' answer (and updateAccessRights'): the sub-user, their places and label rules. */
export async function settingsOf(db: Queryable, ref: CompanyRef, subUserId: string): Promise<UserSettingsResponse> {
  const member = await findMember(db, ref, subUserId);
  if (!member) throw notFound('User');
  return { user: member, locations: await grantedPlaces(db, ref, subUserId), labelRules: await labelRulesOf(db, ref, subUserId) };
}
