import { adminCompaniesOf, ApiError, notFound, type AuthenticatedUser, type CompanyCode, type Queryable } from '@portal/core/server';
import type { AccessRights } from '../../contract/users';
import { companiesOfPerson, companiesOutOfReach } from './grantRules';

/** A person an administrator acts on: their account, admin groups and the companies they belong to. */
export interface Person {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly verified: boolean;
  readonly groups: readonly string[];
  readonly companies: readonly CompanyCode[];
}

interface PersonRow {
  id: string;
  email: string;
  name: string;
  verified: boolean;
  groups: string[] | null;
  customership_companies: CompanyCode[] | null;
}

const PERSON_SQL = `
  select u.id, u.email, u.name, u.verified,
         (select array_agg(g.group_name order by g.group_name) from user_groups g where g.user_id = u.id) as groups,
         (select array_agg(distinct c.company) from customerships c where c.user_id = u.id) as customership_companies
    from users u`;

function toPerson(row: PersonRow): Person {
  const groups = row.groups ?? [];
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    verified: row.verified,
    groups,
    companies: companiesOfPerson(row.customership_companies ?? [], groups),
  };
}

/** `for update` inside a write: two administrators changing one person queue instead of racing. */
export async function personById(db: Queryable, id: string, lock = false): Promise<Person | null> {
  const { rows } = await db.query<PersonRow>(`${PERSON_SQL} where u.id = $1${lock ? ' for update of u' : ''}`, [id]);
  return rows[0] ? toPerson(rows[0]) : null;
}

export async function personByEmail(db: Queryable, email: string, lock = false): Promise<Person | null> {
  const { rows } = await db.query<PersonRow>(`${PERSON_SQL} where lower(u.email) = lower($1)${lock ? ' for update of u' : ''}`, [email]);
  return rows[0] ? toPerson(rows[0]) : null;
}

/** 404 for nobody (an unknown address or id is just that), the person otherwise. */
export function found(person: Person | null): Person {
  if (!person) throw notFound('User');
  return person;
}

/**
 * requirements §6 company-specific admin: 403 unless the administrator may handle every company the person
 * belongs to (superuser, or each company's origin group). The person exists, so 403 tells nothing new
 * to someone who already holds an admin permission.
 */
export function requireReach(admin: AuthenticatedUser, person: Person): void {
  const outside = companiesOutOfReach(admin.groups, person.companies);
  if (outside.length) throw new ApiError('FORBIDDEN', `This person belongs to ${outside.join(', ')}, which you do not administer`);
}

/** 403 for an administrator with no company at all: every user-admin write is company-specific. */
export function requireSomeCompany(admin: AuthenticatedUser): void {
  if (adminCompaniesOf(admin.groups).length === 0) throw new ApiError('FORBIDDEN', 'You do not administer any company');
}

export function accessRightsOf(person: Person): AccessRights {
  return {
    priwattiUserId: person.id,
    email: person.email,
    name: person.name,
    groups: [...person.groups],
    origins: adminCompaniesOf(person.groups).slice(),
  };
}
