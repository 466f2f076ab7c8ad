import { notFound, type LocationAction, type Queryable, type ServerPluginContext } from '@portal/core/server';
import type { KeyScope } from '../keys/keyStore';

/**
 * The places a key may read: those its maker sees in the portal (core LocationAccess, the portal's one
 * rule), narrowed to the key's company (customer code). Another company's place is not there at all.
 */
export async function keyPlaces(context: ServerPluginContext, scope: KeyScope): Promise<string[]> {
  const grants = await context.access.visibleLocations(scope.user, context.company);
  if (grants.length === 0) return [];
  const { rows } = await context.db.query<{ location_identifier: string }>(
    `select location_identifier from locations where location_identifier = any($1::text[]) and company = $2 and customer_code = $3
      order by location_identifier`,
    [grants.map((grant) => grant.locationIdentifier), context.company, scope.customerCode],
  );
  return rows.map((row) => row.location_identifier);
}

/** One place of the key's company the key may `action`; anything else answers 404 as if it did not exist. */
export async function requireKeyPlace(
  context: ServerPluginContext,
  scope: KeyScope,
  locationIdentifier: string,
  action: LocationAction,
): Promise<{ meteringPointId: string; utilityType: string }> {
  const place = await placeOfCompany(context.db, context.company, scope.customerCode, locationIdentifier);
  if (!place) throw notFound('Location');
  await context.access.requireLocation(scope.user, context.company, locationIdentifier, action);
  return place;
}

async function placeOfCompany(db: Queryable, company: string, customerCode: string, locationIdentifier: string) {
  const { rows } = await db.query<{ metering_point_id: string; utility_type: string }>(
    `select metering_point_id::text as metering_point_id, utility_type from locations
      where location_identifier = $1 and company = $2 and customer_code = $3`,
    [locationIdentifier, company, customerCode],
  );
  const row = rows[0];
  return row ? { meteringPointId: row.metering_point_id, utilityType: row.utility_type } : null;
}
