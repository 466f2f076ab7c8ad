import {
  ApiError,
  notFound,
  preparedSql,
  type AccessRelation,
  type AccessRight,
  type AuthenticatedUser,
  type LocationAccess,
  type LocationAction,
  type LocationGrant,
  type CompanyCode,
  type Queryable,
} from '@portal/core/server';

interface GrantRow {
  location_identifier: string;
  access_right: AccessRight;
  relation: AccessRelation;
}

// Joining locations scopes every grant to the company whose portal is asking: a grant on another
// company's place is invisible here, exactly like a place that does not exist.
const GRANT_SELECT = `
  select la.location_identifier, la.access_right, la.relation
  from location_access la
  join locations l on l.location_identifier = la.location_identifier
  where la.user_id = $1 and l.company = $2`;

// Prepared: every route that touches a use place runs one of these.
const VISIBLE_GRANTS = preparedSql('location_grants_visible', `${GRANT_SELECT} order by la.location_identifier`);
const GRANT_OF_LOCATION = preparedSql('location_grant_of_location', `${GRANT_SELECT} and la.location_identifier = $3`);

function toGrant(row: GrantRow): LocationGrant {
  // The table already forbids a writable representative grant; this keeps the rule even if a
  // future migration loosened the constraint by mistake.
  const right: AccessRight = row.relation === 'representative' ? 'READ_ONLY' : row.access_right;
  return { locationIdentifier: row.location_identifier, right, relation: row.relation };
}

/** core's LocationAccess over the location_access table (DESIGN §5: session → user → places → action). */
export function createLocationAccess(db: Queryable): LocationAccess {
  return {
    async visibleLocations(user: AuthenticatedUser, company: CompanyCode): Promise<readonly LocationGrant[]> {
      const { rows } = await db.query<GrantRow>(VISIBLE_GRANTS, [user.id, company]);
      return rows.map(toGrant);
    },

    async requireLocation(
      user: AuthenticatedUser,
      company: CompanyCode,
      locationIdentifier: string,
      action: LocationAction,
    ): Promise<LocationGrant> {
      const { rows } = await db.query<GrantRow>(GRANT_OF_LOCATION, [
        user.id,
        company,
        locationIdentifier,
      ]);
      const row = rows[0];
      if (!row) throw notFound('Use place');
      const grant = toGrant(row);
      if (action === 'write' && grant.right !== 'FULL_ACCESS') {
        throw new ApiError('FORBIDDEN', 'Read-only access to this use place');
      }
      return grant;
    },
  };
}
