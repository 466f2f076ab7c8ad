import { notFound, type AuthenticatedUser, type Queryable, type ServerPluginContext } from '@portal/core/server';

/** A consumption place with the plants linked to it: what netting reads. */
export interface NettingPlace {
  readonly locationIdentifier: string;
  readonly meteringPointId: string;
  readonly resolutionMinutes: 15 | 60;
  readonly exportLocationIdentifier: string | null;
  readonly exportMeteringPointId: string | null;
  readonly productionPointIds: readonly string[];
}

export async function loadNettingPlace(db: Queryable, locationIdentifier: string): Promise<NettingPlace | null> {
  const { rows } = await db.query<{
    metering_point_id: string;
    resolution_minutes: number;
    production_point_id: string;
    export_location_identifier: string | null;
    export_metering_point_id: string | null;
  }>(
    `select l.metering_point_id, l.resolution_minutes::int as resolution_minutes, p.production_point_id,
            k.export_location_identifier, e.metering_point_id as export_metering_point_id
       from solar_plant_links k
       join locations l on l.location_identifier = k.location_identifier
       join solar_plants p on p.id = k.plant_id
       left join locations e on e.location_identifier = k.export_location_identifier
      where k.location_identifier = $1
      order by p.id`,
    [locationIdentifier],
  );
  const first = rows[0];
  if (!first) return null;
  const exportRow = rows.find((row) => row.export_metering_point_id !== null);
  return {
    locationIdentifier,
    meteringPointId: first.metering_point_id,
    resolutionMinutes: first.resolution_minutes === 60 ? 60 : 15,
    exportLocationIdentifier: exportRow?.export_location_identifier ?? null,
    exportMeteringPointId: exportRow?.export_metering_point_id ?? null,
    productionPointIds: rows.map((row) => row.production_point_id),
  };
}

/**
 * A place the caller sees (core's LocationAccess: foreign → 404) that has a linked plant whose
 * production point has the microgeneration feature; otherwise the place has no microgeneration, and it
 * answers 404 like an unknown one.
 */
export async function requireNettingPlace(context: ServerPluginContext, user: AuthenticatedUser, locationIdentifier: string): Promise<NettingPlace> {
  await context.access.requireLocation(user, context.company, locationIdentifier, 'read');
  const place = await loadNettingPlace(context.db, locationIdentifier);
  if (!place) throw notFound('Location');
  // requirements §5: the production point's own microgeneration feature; disabled or absent, the feature does
  // not exist for this place (404, as the web hides it).
  const { rows } = await context.db.query<{ enabled: boolean }>(
    "select enabled from location_features where location_identifier = $1 and feature = 'microgeneration'",
    [place.exportLocationIdentifier ?? ''],
  );
  if (!rows[0]?.enabled) throw notFound('Feature');
  return place;
}
