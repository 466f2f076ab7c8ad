import { localDayRangeUtc, withGsrnCheckDigit } from '@portal/domain';
import { type Database } from '@portal/core/server';
import { grantLocationAccess } from '@portal/core/server/testing';

/** Minimal domain rows for the alerts tests (the domain import writes these in production). */
export interface FixturePlace {
  readonly id: string;
  readonly utility: 'ELECTRICITY' | 'DISTRICT_HEATING';
  readonly serial: number;
  readonly buildingType?: string;
  /** The place's own features: name → read-only? Default: consumptionAlert and disruptionAlert, writable. */
  readonly features?: Readonly<Record<string, boolean>>;
  readonly company?: string;
}

export const meteringPointOf = (serial: number) => withGsrnCheckDigit(`643${String(serial).padStart(14, '0')}`);

export async function insertPlace(db: Database, place: FixturePlace): Promise<string> {
  const meteringPointId = meteringPointOf(place.serial);
  await db.query(
    `insert into locations (location_identifier, company, customer_code, metering_point_id, utility_type, name,
       street_address, postal_code, city, building_type, resolution_minutes, temperature_area)
     values ($1, $2, 'C1', $3, $4, $5, 'Testikatu 1', '65100', 'Vaasa', $6, 60, 'VAASA')`,
    [place.id, place.company ?? 'VARE', meteringPointId, place.utility, `Paikka ${place.id}`, place.buildingType ?? 'DetachedHouse'],
  );
  for (const [feature, readOnly] of Object.entries(place.features ?? { consumptionAlert: false, disruptionAlert: false })) {
    await db.query('insert into location_features (location_identifier, feature, enabled, read_only) values ($1, $2, true, $3)', [
      place.id,
      feature,
      readOnly,
    ]);
  }
  return meteringPointId;
}

export async function grant(db: Database, userId: string, place: string, right: 'FULL_ACCESS' | 'READ_ONLY' = 'FULL_ACCESS') {
  await grantLocationAccess(db, { userId, locationIdentifier: place, relation: right === 'READ_ONLY' ? 'representative' : 'owner', right });
}

/** A Datahub CSV of one local day, hourly, `kwh` each hour (the consumption ingest's format). */
export function dayCsv(meteringPointId: string, day: string, kwh: string): string {
  const { startUtc, endUtc } = localDayRangeUtc(day);
  const lines = ['Metering point;Start time (UTC);Quantity (kWh);Quality'];
  for (let t = startUtc.getTime(); t < endUtc.getTime(); t += 3_600_000) {
    lines.push(`${meteringPointId};${new Date(t).toISOString().replace('.000Z', 'Z')};${kwh};OK`);
  }
  return lines.join('\n');
}
