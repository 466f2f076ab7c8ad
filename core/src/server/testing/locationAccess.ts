import type { AccessRelation, AccessRight } from '../access';
import type { Database } from '../database';

export interface LocationAccessGrant {
  readonly userId: string;
  readonly locationIdentifier: string;
  readonly relation: AccessRelation;
  readonly right: AccessRight;
}

/** Gives a test user a relation and right to a place (a location_access row), as the domain import would. */
export async function grantLocationAccess(db: Database, grant: LocationAccessGrant): Promise<void> {
  await db.query('insert into location_access (user_id, location_identifier, relation, access_right) values ($1, $2, $3, $4)', [
    grant.userId,
    grant.locationIdentifier,
    grant.relation,
    grant.right,
  ]);
}
