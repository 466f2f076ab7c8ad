import { withGsrnCheckDigit } from '@portal/domain';
import { type Database } from '@portal/core/server';

/** Minimal domain rows for the route tests; ids and addresses chosen so the address order is known. */
export interface FixtureLocation {
  readonly id: string;
  readonly utility: 'ELECTRICITY' | 'DISTRICT_HEATING' | 'MICROGENERATION';
  readonly street: string;
  readonly customerCode: string;
  readonly serial: number;
}

export async function insertLocation(db: Database, location: FixtureLocation): Promise<void> {
  const meteringPointId = withGsrnCheckDigit(`643${String(location.serial).padStart(14, '0')}`);
  await db.query(
    `insert into locations (location_identifier, company, customer_code, metering_point_id, utility_type, name,
       street_address, postal_code, city, building_type, resolution_minutes)
     values ($1, 'VARE', $2, $3, $4, $5, $6, '65100', 'Vaasa', 'DetachedHouse', 60)`,
    [location.id, location.customerCode, meteringPointId, location.utility, `Official ${location.id}`, location.street],
  );
}

export async function insertFixedContract(
  db: Database,
  id: string,
  locationIdentifier: string,
  contractType: 'ELECTRICITY' | 'DISTRICT_HEATING',
  priceVat0: number,
): Promise<void> {
  await db.query(
    `insert into contracts (id, location_identifier, contract_type, product_name, pricing, fixed_price_c_kwh,
       start_date, can_have_green_power, green_power_name, green_power_on)
     values ($1, $2, $3, $4, 'FIXED', $5, '2025-01-01', true, 'Tuulisähkö', false)`,
    [id, locationIdentifier, contractType, `Product ${id}`, priceVat0],
  );
}
