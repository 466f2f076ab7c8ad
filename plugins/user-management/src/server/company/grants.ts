import { ApiError, type Queryable } from '@portal/core/server';
import type { AccessRightValue } from '../../contract/userManagement';
import type { CompanyRef } from './companyRole';

export interface PlaceGrant {
  readonly locationIdentifier: string;
  readonly accessRight: AccessRightValue;
}

/**
 * Gives a sub-user rights on places of the company, all or nothing: a place outside the company (or
 * not existing) refuses the whole call with 404, like a place the main user cannot see. A place the
 * sub-user already has gets the new right; an owner or representative grant of the same login is
 * never lowered (the sub-user relation only applies to rows it wrote itself).
 */
export async function grantPlaces(
  tx: Queryable,
  ref: CompanyRef,
  subUserId: string,
  grants: readonly PlaceGrant[],
  expiresOn: string | null,
): Promise<void> {
  const identifiers = [...new Set(grants.map((g) => g.locationIdentifier))];
  if (identifiers.length !== grants.length) {
    throw new ApiError('BAD_REQUEST', 'A place is listed twice', 'body.locations');
  }
  const { rows } = await tx.query<{ n: number }>(
    'select count(*)::int as n from locations where company = $1 and customer_code = $2 and location_identifier = any($3::text[])',
    [ref.company, ref.customerCode, identifiers],
  );
  if ((rows[0]?.n ?? 0) !== identifiers.length) throw new ApiError('NOT_FOUND', 'Use place not found', 'body.locations');
  const rights = grants.map((g) => g.accessRight);
  await tx.query(
    `insert into location_access (user_id, location_identifier, relation, access_right)
     select $1, g.location_identifier, 'subUser', g.access_right
       from unnest($2::text[], $3::text[]) as g(location_identifier, access_right)
     on conflict (user_id, location_identifier) do update set access_right = excluded.access_right
       where location_access.relation = 'subUser'`,
    [subUserId, identifiers, rights],
  );
  // Given place by place now: the grant no longer follows a label (the sync leaves it alone).
  await tx.query('delete from user_management_label_grants where user_id = $1 and location_identifier = any($2::text[])', [subUserId, identifiers]);
  // New places go to the end of the sub-user's content order, like registration's owner grants.
  await tx.query(
    `insert into content_order (user_id, location_identifier, position)
     select $1, g.location_identifier,
            coalesce((select max(position) + 1 from content_order where user_id = $1), 0) + g.n - 1
       from unnest($2::text[]) with ordinality as g(location_identifier, n)
     on conflict do nothing`,
    [subUserId, identifiers],
  );
  if (expiresOn) {
    await tx.query(
      `insert into user_management_right_expiry (user_id, location_identifier, expires_on)
       select $1, la.location_identifier, $3::date from location_access la
        where la.user_id = $1 and la.location_identifier = any($2::text[]) and la.relation = 'subUser'
       on conflict (user_id, location_identifier) do update set expires_on = excluded.expires_on`,
      [subUserId, identifiers, expiresOn],
    );
  } else {
    await tx.query('delete from user_management_right_expiry where user_id = $1 and location_identifier = any($2::text[])', [subUserId, identifiers]);
  }
}

/**
 * Removes the sub-user's rights on the company's places (all of them, or the listed ones). Only
 * sub-user grants go: if the same login owns a place of its own, that stays.
 */
export async function revokePlaces(tx: Queryable, ref: CompanyRef, subUserId: string, only: readonly string[] | null): Promise<number> {
  const { rows } = await tx.query<{ location_identifier: string }>(
    `delete from location_access la using locations l
      where la.location_identifier = l.location_identifier and la.user_id = $1 and la.relation = 'subUser'
        and l.company = $2 and l.customer_code = $3 and ($4::text[] is null or la.location_identifier = any($4::text[]))
      returning la.location_identifier`,
    [subUserId, ref.company, ref.customerCode, only],
  );
  const removed = rows.map((row) => row.location_identifier);
  if (removed.length) {
    await tx.query('delete from user_management_right_expiry where user_id = $1 and location_identifier = any($2::text[])', [subUserId, removed]);
    await tx.query('delete from user_management_label_grants where user_id = $1 and location_identifier = any($2::text[])', [subUserId, removed]);
    await tx.query('delete from content_order where user_id = $1 and location_identifier = any($2::text[])', [subUserId, removed]);
  }
  return removed.length;
}
