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

// Acting for a customer ($1 = customer, $3 = representative): only the places the representative holds
// as a representative AND the customer owns. A place the customer sees as a sub-user, or one another
// customer granted the same representative, is not part of this customer's data.
const ACTING_SELECT = `
  select la.location_identifier, 'READ_ONLY' as access_right, 'representative' as relation
  from location_access la
  join locations l on l.location_identifier = la.location_identifier
  where la.user_id = $3 and la.relation = 'representative' and l.company = $2
    and exists (select 1 from location_access o
                where o.location_identifier = la.location_identifier and o.user_id = $1 and o.relation = 'owner')`;

// Prepared: every route that touches a use place runs one of these.
const VISIBLE_GRANTS = preparedSql('location_grants_visible', `${GRANT_SELECT} order by la.location_identifier`);
const GRANT_OF_LOCATION = preparedSql('location_grant_of_location', `${GRANT_SELECT} and la.location_identifier = $3`);
const ACTING_GRANTS = preparedSql('location_grants_acting', `${ACTING_SELECT} order by la.location_identifier`);
const ACTING_GRANT_OF_LOCATION = preparedSql('location_grant_acting_of_location', `${ACTING_SELECT} and la.location_identifier = $4`);

// The view log: at most one row per representative, place, kind and hour (the key ends in the hour).
const LOG_VIEWS = `
  insert into representative_views (customer_id, representative_id, location_identifier, kind, hour)
  select $1, $2, unnest($3::text[]), $4, date_trunc('hour', $5::timestamptz)
  on conflict do nothing`;

// A representative reading a granted place under their own id (not acting): logged for the place's
// owner with kind 'own', so the customer's view log misses no look.
const LOG_OWN_VIEWS = `
  insert into representative_views (customer_id, representative_id, location_identifier, kind, hour)
  select o.user_id, $1, o.location_identifier, 'own', date_trunc('hour', $3::timestamptz)
    from location_access o where o.location_identifier = any($2::text[]) and o.relation = 'owner'
  on conflict do nothing`;

function toGrant(row: GrantRow): LocationGrant {
  // The table already forbids a writable representative grant; this keeps the rule even if a
  // future migration loosened the constraint by mistake.
  const right: AccessRight = row.relation === 'representative' ? 'READ_ONLY' : row.access_right;
  return { locationIdentifier: row.location_identifier, right, relation: row.relation };
}

/** The representative acting for `user`, whose grants narrow the places; an administrator sees them all. */
function representativeOf(user: AuthenticatedUser): AuthenticatedUser['representedBy'] {
  return user.representedBy && user.representedBy.kind !== 'admin' ? user.representedBy : undefined;
}

/** Anyone acting for a customer only reads: the customer's own FULL_ACCESS becomes READ_ONLY for them. */
function readOnlyWhileActing(user: AuthenticatedUser, grant: LocationGrant): LocationGrant {
  return user.representedBy ? { ...grant, right: 'READ_ONLY' } : grant;
}

/**
 * core's LocationAccess over the location_access table (DESIGN §5: session → user → places → action).
 * A user with `representedBy` (a representative acting for them, set only by the route guard) sees
 * only what they granted to that representative, read-only, and each look is logged for them (as is
 * a representative's look at a granted place under their own id, kind 'own'). An administrator
 * viewing as the customer (representedBy.kind 'admin') sees all the customer's places, READ_ONLY.
 */
export function createLocationAccess(db: Queryable, now: () => Date = () => new Date()): LocationAccess {
  async function logViews(user: AuthenticatedUser, grants: readonly LocationGrant[]): Promise<void> {
    if (grants.length === 0) return;
    // An administrator's view is in the audit log already (the route guard records every request).
    if (user.representedBy?.kind === 'admin') return;
    if (user.representedBy) {
      const places = grants.map((grant) => grant.locationIdentifier);
      await db.query(LOG_VIEWS, [user.id, user.representedBy.id, places, user.representedBy.viewing.slice(0, 40), now().toISOString()]);
      return;
    }
    const represented = grants.filter((grant) => grant.relation === 'representative').map((grant) => grant.locationIdentifier);
    if (represented.length > 0) await db.query(LOG_OWN_VIEWS, [user.id, represented, now().toISOString()]);
  }

  return {
    async visibleLocations(user: AuthenticatedUser, company: CompanyCode): Promise<readonly LocationGrant[]> {
      const acting = representativeOf(user);
      const { rows } = acting
        ? await db.query<GrantRow>(ACTING_GRANTS, [user.id, company, acting.id])
        : await db.query<GrantRow>(VISIBLE_GRANTS, [user.id, company]);
      const grants = rows.map((row) => readOnlyWhileActing(user, toGrant(row)));
      await logViews(user, grants);
      return grants;
    },

    async requireLocation(user: AuthenticatedUser, company: CompanyCode, locationIdentifier: string, action: LocationAction): Promise<LocationGrant> {
      const acting = representativeOf(user);
      const { rows } = acting
        ? await db.query<GrantRow>(ACTING_GRANT_OF_LOCATION, [user.id, company, acting.id, locationIdentifier])
        : await db.query<GrantRow>(GRANT_OF_LOCATION, [user.id, company, locationIdentifier]);
      const row = rows[0];
      if (!row) throw notFound('Use place');
      const grant = readOnlyWhileActing(user, toGrant(row));
      if (action === 'write' && grant.right !== 'FULL_ACCESS') {
        throw new ApiError('FORBIDDEN', 'Read-only access to this use place');
      }
      await logViews(user, [grant]);
      return grant;
    },
  };
}
