import { ApiError, notFound, type CompanyCode, type Queryable } from '@portal/core/server';
import type { AdminContract, AdminLocation, AdminServiceContract } from '../../contract/customers';

interface PlaceRow {
  location_identifier: string;
  company: CompanyCode;
  customer_code: string;
  utility_type: AdminLocation['utilityType'];
  name: string;
  street_address: string;
  postal_code: string;
  city: string;
  relation: AdminLocation['relation'];
  access_right: AdminLocation['accessRight'];
  composite_location_identifier: string | null;
}

// The user's places (any relation), the customer's side of location_access.
const PLACES_OF_USER = `
  select l.location_identifier, l.company, l.customer_code, l.utility_type, l.name, l.street_address, l.postal_code,
         l.city, la.relation, la.access_right, l.composite_location_identifier
    from location_access la join locations l on l.location_identifier = la.location_identifier
   where la.user_id = $1`;

function toLocation(row: PlaceRow): AdminLocation {
  return {
    locationIdentifier: row.location_identifier,
    company: row.company,
    customerCode: row.customer_code,
    utilityType: row.utility_type,
    name: row.name,
    address: `${row.street_address}, ${row.postal_code} ${row.city}`,
    relation: row.relation,
    accessRight: row.access_right,
    compositeLocationIdentifier: row.composite_location_identifier,
  };
}

/**
 * The places a location identifier names for this user: the place itself, or every place of the
 * user's composite location (B2B). None → 404 (not the user's); a company the admin does not handle → 403.
 */
export async function placesNamed(
  db: Queryable,
  userId: string,
  locationIdentifier: string,
  companies: readonly CompanyCode[],
): Promise<AdminLocation[]> {
  const { rows } = await db.query<PlaceRow>(
    `${PLACES_OF_USER} and (l.location_identifier = $2 or l.composite_location_identifier = $2) order by l.location_identifier`,
    [userId, locationIdentifier],
  );
  if (rows.length === 0) throw notFound('Use place');
  if (!rows.every((row) => companies.includes(row.company))) {
    throw new ApiError('FORBIDDEN', 'This use place belongs to a company you do not handle');
  }
  return rows.map(toLocation);
}

interface ContractRow {
  id: string;
  contract_type: string;
  product_name: string;
  additional_name: string | null;
  start_date: string;
  end_date: string | null;
  green_power_name: string | null;
  green_power_on: boolean;
  can_have_green_power: boolean;
  home_insurance_on: boolean;
  can_have_home_insurance: boolean;
}

async function contractRows(db: Queryable, places: readonly AdminLocation[]): Promise<ContractRow[]> {
  const { rows } = await db.query<ContractRow>(
    `select id, contract_type, product_name, additional_name, to_char(start_date, 'YYYY-MM-DD') as start_date,
            to_char(end_date, 'YYYY-MM-DD') as end_date, green_power_name, green_power_on, can_have_green_power,
            home_insurance_on, can_have_home_insurance
       from contracts where location_identifier = any($1::text[]) order by start_date desc, id`,
    [places.map((place) => place.locationIdentifier)],
  );
  return rows;
}

/** The places' contracts, newest first; `today` (YYYY-MM-DD, Helsinki) decides which are in force. */
export async function contractsOf(db: Queryable, places: readonly AdminLocation[], today: string): Promise<AdminContract[]> {
  return (await contractRows(db, places)).map((row) => ({
    contractId: row.id,
    contractType: row.contract_type,
    productName: row.product_name,
    additionalName: row.additional_name,
    startDate: row.start_date,
    endDate: row.end_date,
    active: row.start_date <= today && (row.end_date === null || row.end_date >= today),
  }));
}

/** The additional services of the places' contracts: each one a contract can have, on or off. */
export async function serviceContractsOf(db: Queryable, places: readonly AdminLocation[]): Promise<AdminServiceContract[]> {
  return (await contractRows(db, places)).flatMap((row): AdminServiceContract[] => [
    ...(row.can_have_green_power || row.green_power_on
      ? [
          {
            contractId: row.id,
            service: 'GREEN_POWER' as const,
            name: row.green_power_name,
            available: row.can_have_green_power,
            active: row.green_power_on,
          },
        ]
      : []),
    ...(row.can_have_home_insurance || row.home_insurance_on
      ? [
          {
            contractId: row.id,
            service: 'HOME_INSURANCE' as const,
            name: null,
            available: row.can_have_home_insurance,
            active: row.home_insurance_on,
          },
        ]
      : []),
  ]);
}
