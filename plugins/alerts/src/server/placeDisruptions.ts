import type { Queryable } from '@portal/core/server';
import type { PlaceDisruption } from '../common/placeDisruptionsService';

interface Row {
  id: string;
  utility_type: PlaceDisruption['utilityType'];
  planned: boolean;
  started_at: Date;
  estimated_restoration_at: Date | null;
}

/**
 * The plugin's placeDisruptionsService (common.ts) (a fault report checks it before sending): the cuts of
 * the place's company on its metering point that have started by `at` and are not restored by then.
 */
export async function alertsPlaceDisruptions(db: Queryable, locationIdentifier: string, at: Date): Promise<readonly PlaceDisruption[]> {
  const { rows } = await db.query<Row>(
    `select d.id, d.utility_type, d.planned, d.started_at, d.estimated_restoration_at
       from locations l
       join alert_disruption_points p on p.metering_point_id = l.metering_point_id
       join alert_disruptions d on d.id = p.disruption_id and d.company = l.company
      where l.location_identifier = $1 and d.started_at <= $2 and (d.restored_at is null or d.restored_at > $2)
      order by d.started_at, d.id`,
    [locationIdentifier, at.toISOString()],
  );
  return rows.map((row) => ({
    id: row.id,
    utilityType: row.utility_type,
    planned: row.planned,
    startedAt: row.started_at.toISOString(),
    estimatedRestorationAt: row.estimated_restoration_at?.toISOString() ?? null,
  }));
}
