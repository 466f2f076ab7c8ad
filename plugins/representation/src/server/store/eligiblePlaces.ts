import type { AuthenticatedUser, ServerPluginContext } from '@portal/core/server';
import type { EligiblePlace } from '../../contract/representation';

/**
 * The places the user may grant: the ones they own at this company's portal (LocationAccess, so the
 * company scoping is the host's). A sub-user's or a representative's place is someone else's to give.
 */
export async function loadEligiblePlaces(context: ServerPluginContext, user: AuthenticatedUser): Promise<EligiblePlace[]> {
  const grants = await context.access.visibleLocations(user, context.company);
  const owned = grants.filter((grant) => grant.relation === 'owner').map((grant) => grant.locationIdentifier);
  if (owned.length === 0) return [];
  const { rows } = await context.db.query<{ location_identifier: string; name: string; address: string }>(
    `select l.location_identifier, coalesce(n.display_name, l.name) as name,
            l.street_address || ', ' || l.postal_code || ' ' || l.city as address
       from locations l
       left join location_names n on n.user_id = $2 and n.location_identifier = l.location_identifier
      where l.location_identifier = any($1::text[])
      order by l.street_address, l.location_identifier`,
    [owned, user.id],
  );
  return rows.map((row) => ({ locationIdentifier: row.location_identifier, name: row.name, address: row.address }));
}
