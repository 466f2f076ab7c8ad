import type { Queryable } from '@portal/core/server';

export interface Place {
  readonly locationIdentifier: string;
  readonly company: string;
  readonly utilityType: 'ELECTRICITY' | 'DISTRICT_HEATING' | 'MICROGENERATION';
  readonly meteringPointId: string;
  readonly resolutionMinutes: 15 | 60;
  /** The place belongs to a business customership. */
  readonly isBusiness: boolean;
}

interface PlaceRow {
  location_identifier: string;
  company: string;
  utility_type: Place['utilityType'];
  metering_point_id: string;
  resolution_minutes: number;
  is_business: boolean;
}

/** The facts about a use place the contract routes need; undefined when it does not exist. */
export async function loadPlace(db: Queryable, locationIdentifier: string): Promise<Place | undefined> {
  const { rows } = await db.query<PlaceRow>(
    `select l.location_identifier, l.company, l.utility_type, l.metering_point_id, l.resolution_minutes,
            exists (select 1 from customerships cs where cs.company = l.company
                     and cs.customer_code = l.customer_code and cs.customer_type = 'B2B') as is_business
       from locations l where l.location_identifier = $1`,
    [locationIdentifier],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    locationIdentifier: row.location_identifier,
    company: row.company,
    utilityType: row.utility_type,
    meteringPointId: row.metering_point_id.trim(),
    resolutionMinutes: row.resolution_minutes === 15 ? 15 : 60,
    isBusiness: row.is_business,
  };
}
