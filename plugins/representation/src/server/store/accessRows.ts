import type { Queryable } from '@portal/core/server';
import type { LoadedRepresentation } from './loadRepresentations';

/**
 * Writes the representative's READ_ONLY rows for the grant's places the grantor still owns. A place
 * the representative already sees otherwise (their own, or as a sub-user) keeps that row: the
 * primary key is one row per user and place, and the stronger relation stays.
 */
export async function grantAccessRows(db: Queryable, grant: LoadedRepresentation, representativeId: string): Promise<void> {
  await db.query(
    `insert into location_access (user_id, location_identifier, relation, access_right)
     select $1, rp.location_identifier, 'representative', 'READ_ONLY'
       from representation_places rp
      where rp.representation_id = $2
        and exists (select 1 from location_access o where o.location_identifier = rp.location_identifier
                      and o.user_id = $3 and o.relation = 'owner')
     on conflict (user_id, location_identifier) do nothing`,
    [representativeId, grant.id, grant.grantor_id],
  );
}

/**
 * Removes the representative's rows of the grant's places at once (revocation, expiry), except a
 * place another still active grant gives the same representative.
 */
export async function removeAccessRows(db: Queryable, grant: LoadedRepresentation): Promise<void> {
  if (!grant.representative_id) return;
  await db.query(
    `delete from location_access la
      where la.user_id = $1 and la.relation = 'representative'
        and la.location_identifier in (select location_identifier from representation_places where representation_id = $2)
        and not exists (
          select 1 from representations r join representation_places rp on rp.representation_id = r.id
           where r.representative_id = $1 and r.status = 'active' and r.id <> $2
             and rp.location_identifier = la.location_identifier)`,
    [grant.representative_id, grant.id],
  );
}
