import { ApiError, notFound, type AuthenticatedUser, type LocationAction, type ServerPluginContext } from '@portal/core/server';

export type AlertUtility = 'ELECTRICITY' | 'DISTRICT_HEATING' | 'MICROGENERATION';

export interface AlertPlaceRow {
  readonly locationIdentifier: string;
  readonly utilityType: AlertUtility;
  readonly buildingType: string;
  readonly meteringPointId: string;
}

/** The place feature (DESIGN §3 level 3) each alert needs: consumption-type alerts and disruption alerts. */
export type AlertPlaceFeature = 'consumptionAlert' | 'disruptionAlert';

/**
 * The common gate of every per-place alert route after core's guard (session, flags, own user id), in
 * the order that leaks least: the place through core's LocationAccess (foreign → 404, a read-only
 * grant asked to write → 403), its utility (an electricity alert on a heat place is 404 like any
 * unknown resource), then the place's own feature: absent or disabled → 404 (requirements §5: absent means
 * disabled), read-only asked to write → 403.
 */
export async function requireAlertPlace(
  context: ServerPluginContext,
  user: AuthenticatedUser,
  locationIdentifier: string,
  options: { action: LocationAction; feature: AlertPlaceFeature; utility: AlertUtility },
): Promise<AlertPlaceRow> {
  await context.access.requireLocation(user, context.company, locationIdentifier, options.action);
  const { rows } = await context.db.query<{
    location_identifier: string;
    utility_type: AlertUtility;
    building_type: string;
    metering_point_id: string;
    enabled: boolean | null;
    read_only: boolean | null;
  }>(
    `select l.location_identifier, l.utility_type, l.building_type, l.metering_point_id, f.enabled, f.read_only
       from locations l
       left join location_features f on f.location_identifier = l.location_identifier and f.feature = $2
      where l.location_identifier = $1 and l.company = $3`,
    [locationIdentifier, options.feature, context.company],
  );
  const row = rows[0];
  if (!row || row.utility_type !== options.utility || !row.enabled) throw notFound('Location');
  if (options.action === 'write' && row.read_only) {
    throw new ApiError('FORBIDDEN', `The ${options.feature} feature of this place is read-only`);
  }
  return {
    locationIdentifier: row.location_identifier,
    utilityType: row.utility_type,
    buildingType: row.building_type,
    meteringPointId: row.metering_point_id,
  };
}
