import { grantLocationAccess } from '@portal/core/server/testing';
import { withGsrnCheckDigit } from '@portal/domain';
import { type Database } from '@portal/core/server';

/** Minimal domain rows for the B2B place tests (the locations plugin has its own; plugins share none). */
export async function insertPlace(
  db: Database,
  place: { id: string; customerCode: string; serial: number; utility?: 'ELECTRICITY' | 'DISTRICT_HEATING' | 'MICROGENERATION'; minutes?: 15 | 60 },
): Promise<string> {
  const meteringPointId = withGsrnCheckDigit(`643${String(place.serial).padStart(14, '0')}`);
  await db.query(
    `insert into locations (location_identifier, company, customer_code, metering_point_id, utility_type, name,
       street_address, postal_code, city, building_type, resolution_minutes)
     values ($1, 'VARE', $2, $3, $4, $5, $6, '65100', 'Vaasa', 'CompanyBuilding', $7)`,
    [
      place.id,
      place.customerCode,
      meteringPointId,
      place.utility ?? 'ELECTRICITY',
      `Kiinteistö ${place.id}`,
      `Katu ${place.serial}`,
      place.minutes ?? 15,
    ],
  );
  return meteringPointId;
}

/**
 * 15-minute readings over [fromUtc, toUtc): values differ per place and per quarter (serial and the
 * quarter's index), so a sum that drops, doubles or shifts an interval cannot come out right.
 */
export async function insertQuarterReadings(db: Database, meteringPointId: string, serial: number, fromUtc: string, toUtc: string): Promise<void> {
  await db.query(
    `insert into meter_readings (metering_point_id, start_utc, minutes, kwh, quality)
     select $1, t, 15, round(((extract(epoch from t)::int8 / 900) % 97 + $4::int) * 0.0137, 4), 'measured'
       from generate_series($2::timestamptz, $3::timestamptz - interval '15 minutes', interval '15 minutes') as t`,
    [meteringPointId, fromUtc, toUtc, serial],
  );
}

export async function grantAll(
  db: Database,
  userId: string,
  ids: readonly string[],
  relation: 'owner' | 'subUser',
  right: 'READ_ONLY' | 'FULL_ACCESS',
) {
  for (const id of ids) await grantLocationAccess(db, { userId, locationIdentifier: id, relation, right });
}
