import { notFound, preparedSql, type Queryable } from '@portal/core/server';

export type MeteredUtility = 'ELECTRICITY' | 'DISTRICT_HEATING';

/** What the consumption routes need to know about a use place. */
export interface MeteredLocation {
  readonly locationIdentifier: string;
  readonly utilityType: MeteredUtility | 'MICROGENERATION';
  readonly meteringPointId: string;
  /** District heating is read hourly whatever the column says (dh_readings has no minutes). */
  readonly resolutionMinutes: 15 | 60;
  readonly temperatureArea: string | null;
  readonly buildingType: string;
}

interface LocationRow {
  location_identifier: string;
  utility_type: MeteredLocation['utilityType'];
  metering_point_id: string;
  resolution_minutes: number;
  temperature_area: string | null;
  building_type: string;
}

const METERED_LOCATION = preparedSql(
  'consumption_metered_location',
  `select location_identifier, utility_type, metering_point_id, resolution_minutes::int as resolution_minutes,
          temperature_area, building_type
     from locations where location_identifier = $1`,
);

export async function loadMeteredLocation(db: Queryable, locationIdentifier: string): Promise<MeteredLocation> {
  const { rows } = await db.query<LocationRow>(METERED_LOCATION, [locationIdentifier]);
  const row = rows[0];
  if (!row) throw notFound('Location');
  return {
    locationIdentifier: row.location_identifier,
    utilityType: row.utility_type,
    meteringPointId: row.metering_point_id,
    resolutionMinutes: row.utility_type === 'DISTRICT_HEATING' || row.resolution_minutes === 60 ? 60 : 15,
    temperatureArea: row.temperature_area,
    buildingType: row.building_type,
  };
}
