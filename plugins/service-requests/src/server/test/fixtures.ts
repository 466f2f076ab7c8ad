import { CORE_API_VERSION, createServiceFactory, defineServerPlugin, type Database } from '@portal/core/server';
import { withGsrnCheckDigit } from '@portal/domain';
import { placeDisruptionsServiceRef, type PlaceDisruption } from '@portal/plugin-alerts/common';
import { grantLocationAccess } from '@portal/core/server/testing';

/** A place of the test company (the domain import writes these in production). */
export async function insertPlace(
  db: Database,
  place: { id: string; serial: number; utility: 'ELECTRICITY' | 'DISTRICT_HEATING'; name: string; company?: string },
): Promise<void> {
  await db.query(
    `insert into locations (location_identifier, company, customer_code, metering_point_id, utility_type, name,
       street_address, postal_code, city, building_type, resolution_minutes, temperature_area)
     values ($1, $2, 'C1', $3, $4, $5, 'Testikatu 1', '65100', 'Vaasa', 'DetachedHouse', 60, 'VAASA')`,
    [place.id, place.company ?? 'VARE', withGsrnCheckDigit(`643${String(place.serial).padStart(14, '0')}`), place.utility, place.name],
  );
}

export async function grant(db: Database, userId: string, place: string, right: 'FULL_ACCESS' | 'READ_ONLY' = 'FULL_ACCESS') {
  await grantLocationAccess(db, { userId, locationIdentifier: place, relation: right === 'READ_ONLY' ? 'representative' : 'owner', right });
}

/**
 * The disruption keeper's placeDisruptionsService, as the tests set it: the alerts plugin
 * keeps the real ones (its own test covers its reader); this one answers what a test put in `known`.
 */
export function disruptionKeeper() {
  const known = new Map<string, PlaceDisruption[]>();
  const plugin = defineServerPlugin({
    id: 'test-disruptions',
    version: '0.0.0',
    apiVersion: CORE_API_VERSION,
    provides: [
      createServiceFactory({
        service: placeDisruptionsServiceRef,
        factory: () => ({ current: async (locationIdentifier) => known.get(locationIdentifier) ?? [] }),
      }),
    ],
  });
  return { plugin, known };
}
