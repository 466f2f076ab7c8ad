import { randomUUID } from 'node:crypto';
import { ApiError, notFound, type Queryable } from '@portal/core/server';
import { MIN_COMPOSITE_MEMBERS, type CompositeWire } from '../../contract/places';
import type { CompanyScope } from '../place/companyScope';
import { loadPlaceSummaries } from '../place/placeSummaries';

/**
 * Checks that every listed place is the company's, seen by the caller, not production and not in
 * another composite, and that all share one utility (a sum of electricity and heat means nothing).
 * Any failure is a 400 naming the field (or 404 for a place the caller cannot see), before anything changes.
 */
async function requireEligibleMembers(
  db: Queryable,
  userId: string,
  scope: CompanyScope,
  identifiers: readonly string[],
  allowedComposite: string | null,
): Promise<void> {
  const { rows } = await db.query<{ location_identifier: string; utility_type: string; composite_location_identifier: string | null }>(
    `select l.location_identifier, l.utility_type, l.composite_location_identifier
       from locations l join location_access la on la.location_identifier = l.location_identifier and la.user_id = $1
      where l.company = $2 and l.customer_code = $3 and l.location_identifier = any($4::text[])`,
    [userId, scope.company, scope.customerCode, identifiers],
  );
  if (rows.length !== identifiers.length) throw notFound('Location');
  if (identifiers.length < MIN_COMPOSITE_MEMBERS) {
    throw new ApiError('BAD_REQUEST', `A composite needs at least ${MIN_COMPOSITE_MEMBERS} places`, 'body.locationIdentifiers');
  }
  if (rows.some((row) => row.utility_type === 'MICROGENERATION')) {
    throw new ApiError('BAD_REQUEST', 'A production place cannot be in a composite', 'body.locationIdentifiers');
  }
  if (rows.some((row) => row.composite_location_identifier !== null && row.composite_location_identifier !== allowedComposite)) {
    throw new ApiError('BAD_REQUEST', 'A place is already in a composite location', 'body.locationIdentifiers');
  }
  if (new Set(rows.map((row) => row.utility_type)).size > 1) {
    throw new ApiError('BAD_REQUEST', 'All places of a composite must have the same utility', 'body.locationIdentifiers');
  }
}

export async function createComposite(
  db: Queryable,
  userId: string,
  scope: CompanyScope,
  name: string,
  identifiers: readonly string[],
): Promise<string> {
  await requireEligibleMembers(db, userId, scope, identifiers, null);
  const identifier = `${scope.company}-${scope.customerCode}-K-${randomUUID().slice(0, 8)}`;
  await db.query(`insert into composite_locations (composite_location_identifier, company, customer_code, name) values ($1, $2, $3, $4)`, [
    identifier,
    scope.company,
    scope.customerCode,
    name,
  ]);
  await db.query(`update locations set composite_location_identifier = $1 where location_identifier = any($2::text[])`, [identifier, identifiers]);
  return identifier;
}

export async function modifyComposite(
  db: Queryable,
  userId: string,
  scope: CompanyScope,
  identifier: string,
  change: { name: string; locationIdentifiers: readonly string[] },
): Promise<void> {
  {
    await requireEligibleMembers(db, userId, scope, change.locationIdentifiers, identifier);
    await db.query(
      `update locations set composite_location_identifier = null
        where composite_location_identifier = $1 and not (location_identifier = any($2::text[]))`,
      [identifier, change.locationIdentifiers],
    );
    await db.query(`update locations set composite_location_identifier = $1 where location_identifier = any($2::text[])`, [
      identifier,
      change.locationIdentifiers,
    ]);
  }
  await db.query('update composite_locations set name = $2 where composite_location_identifier = $1', [identifier, change.name]);
}

/** Separation (requirements §2 location separation): the places become ordinary places again. */
export async function separateComposite(db: Queryable, identifier: string): Promise<void> {
  await db.query('update locations set composite_location_identifier = null where composite_location_identifier = $1', [identifier]);
  await db.query('delete from composite_locations where composite_location_identifier = $1', [identifier]);
}

/** The company's composites with the members the caller sees (a sub-user sees only composites wholly theirs). */
export async function loadComposites(db: Queryable, userId: string, scope: CompanyScope): Promise<CompositeWire[]> {
  const composites = await db.query<{ composite_location_identifier: string; name: string }>(
    `select composite_location_identifier, name from composite_locations where company = $1 and customer_code = $2
      order by name, composite_location_identifier`,
    [scope.company, scope.customerCode],
  );
  const members = await loadPlaceSummaries(db, userId, scope.company, scope.customerCode, 'l.composite_location_identifier is not null');
  const counts = await db.query<{ composite_location_identifier: string; n: number }>(
    `select l.composite_location_identifier, count(*)::int as n from locations l join composite_locations c using (composite_location_identifier)
      where c.company = $1 and c.customer_code = $2 group by 1`,
    [scope.company, scope.customerCode],
  );
  const total = new Map(counts.rows.map((row) => [row.composite_location_identifier, row.n]));
  return composites.rows
    .map((row) => {
      const own = members.filter((m) => m.compositeLocationIdentifier === row.composite_location_identifier);
      return {
        compositeLocationIdentifier: row.composite_location_identifier,
        name: row.name,
        utilityType: own[0]?.utilityType ?? 'ELECTRICITY',
        members: own,
        complete: own.length === (total.get(row.composite_location_identifier) ?? 0),
      };
    })
    .filter((composite) => scope.isMainUser || (composite.complete && composite.members.length > 0))
    .map(({ complete: _complete, ...composite }) => composite);
}
