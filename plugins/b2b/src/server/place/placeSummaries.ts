import type { Queryable } from '@portal/core/server';
import type { PlaceSummary } from '../../contract/places';

interface SummaryRow {
  location_identifier: string;
  name: string;
  street_address: string;
  postal_code: string;
  city: string;
  utility_type: PlaceSummary['utilityType'];
  composite_location_identifier: string | null;
}

export const SUMMARY_COLUMNS = `l.location_identifier, coalesce(n.display_name, l.name) as name, l.street_address, l.postal_code,
  l.city, l.utility_type, l.composite_location_identifier`;

/** The caller's own name for a place wins over the contract system's, as on the B2C pages. */
export const SUMMARY_JOIN = `left join location_names n on n.location_identifier = l.location_identifier and n.user_id = $1`;

export function toPlaceSummary(row: SummaryRow): PlaceSummary {
  return {
    locationIdentifier: row.location_identifier,
    name: row.name,
    address: `${row.street_address}, ${row.postal_code} ${row.city}`,
    utilityType: row.utility_type,
    compositeLocationIdentifier: row.composite_location_identifier,
    isNotACompositeLocation: true,
    isAlreadyACompositeLocation: row.composite_location_identifier !== null,
  };
}

/** Places of the company the caller sees, filtered by a SQL condition on `l`; $1 user, $2 company, $3 customer code. */
export async function loadPlaceSummaries(
  db: Queryable,
  userId: string,
  company: string,
  customerCode: string,
  condition: string,
  extraParams: readonly unknown[] = [],
): Promise<PlaceSummary[]> {
  const { rows } = await db.query<SummaryRow>(
    `select ${SUMMARY_COLUMNS}
       from locations l
       join location_access la on la.location_identifier = l.location_identifier and la.user_id = $1
       ${SUMMARY_JOIN}
      where l.company = $2 and l.customer_code = $3 and (${condition})
      order by l.street_address, l.location_identifier`,
    [userId, company, customerCode, ...extraParams],
  );
  return rows.map(toPlaceSummary);
}
