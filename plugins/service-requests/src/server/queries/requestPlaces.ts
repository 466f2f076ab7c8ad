import type { AuthenticatedUser, ServerPluginContext } from '@portal/core/server';
import type { RequestPlace } from '../../contract';

interface Row {
  location_identifier: string;
  name: string;
  street_address: string;
  postal_code: string;
  city: string;
  utility_type: RequestPlace['utilityType'];
}

/** The places the caller sees, with what they may send about each (the page's choices). */
export async function requestPlaces(context: ServerPluginContext, user: AuthenticatedUser): Promise<RequestPlace[]> {
  const grants = await context.access.visibleLocations(user, context.company);
  if (grants.length === 0) return [];
  const writable = new Set(grants.filter((grant) => grant.right === 'FULL_ACCESS').map((grant) => grant.locationIdentifier));
  const [electricity, districtHeating] = await Promise.all([
    context.isFlagOn('faultReportElectricity', user),
    context.isFlagOn('faultReportDistrictHeating', user),
  ]);
  const { rows } = await context.db.query<Row>(
    `select location_identifier, name, street_address, postal_code, city, utility_type from locations
      where location_identifier = any($1::text[]) order by name, location_identifier`,
    [grants.map((grant) => grant.locationIdentifier)],
  );
  return rows.map((row) => ({
    locationIdentifier: row.location_identifier,
    name: row.name,
    address: `${row.street_address}, ${row.postal_code} ${row.city}`,
    utilityType: row.utility_type,
    writable: writable.has(row.location_identifier),
    faultReport: row.utility_type === 'ELECTRICITY' ? electricity : row.utility_type === 'DISTRICT_HEATING' ? districtHeating : false,
  }));
}
