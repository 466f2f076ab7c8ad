import { withGsrnCheckDigit } from '@portal/domain';
import { type Database } from '@portal/core/server';

/** Minimal domain rows for the route tests. */
export function meteringPointId(serial: number): string {
  return withGsrnCheckDigit(`643${String(serial).padStart(14, '0')}`);
}

export async function insertPlace(
  db: Database,
  place: { id: string; customerCode: string; serial: number; utility?: string; resolution?: 15 | 60 },
): Promise<void> {
  await db.query(
    `insert into locations (location_identifier, company, customer_code, metering_point_id, utility_type, name,
       street_address, postal_code, city, building_type, resolution_minutes)
     values ($1, 'VARE', $2, $3, $4, $5, 'Koivukuja 7', '65320', 'Vaasa', 'DetachedHouse', $6)`,
    [place.id, place.customerCode, meteringPointId(place.serial), place.utility ?? 'ELECTRICITY', `Place ${place.id}`, place.resolution ?? 60],
  );
}

export async function insertCustomership(db: Database, userId: string, customerCode: string, type: 'B2C' | 'B2B'): Promise<void> {
  await db.query(
    `insert into customerships (user_id, company, customer_code, customer_type, business_name)
     values ($1, 'VARE', $2, $3, $4)`,
    [userId, customerCode, type, type === 'B2B' ? 'Yritys Oy' : null],
  );
}

export interface ContractFixture {
  readonly id: string;
  readonly location: string;
  readonly type?: string;
  readonly name?: string;
  readonly pricing?: 'FIXED' | 'SPOT' | null;
  readonly fixed?: number | null;
  readonly margin?: number | null;
  readonly basicFee?: number;
  readonly transfer?: number | null;
  readonly transferFee?: number | null;
  readonly start?: string;
  readonly end?: string | null;
  readonly canHaveGreenPower?: boolean;
  readonly greenPowerOn?: boolean;
  readonly canHaveHomeInsurance?: boolean;
  readonly homeInsuranceOn?: boolean;
}

export async function insertContract(db: Database, c: ContractFixture): Promise<void> {
  const network = c.transfer !== undefined && c.transfer !== null;
  await db.query(
    `insert into contracts (id, location_identifier, contract_type, product_name, pricing, fixed_price_c_kwh,
       spot_margin_c_kwh, basic_fee_eur_month, transfer_price_c_kwh, transfer_basic_fee_eur_month, tax_class,
       start_date, end_date, green_power_name, green_power_on, can_have_green_power, home_insurance_on,
       can_have_home_insurance)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
    [
      c.id,
      c.location,
      c.type ?? 'ELECTRICITY',
      c.name ?? `Product ${c.id}`,
      c.pricing === undefined ? 'FIXED' : c.pricing,
      c.fixed ?? null,
      c.margin ?? null,
      c.basicFee ?? 0,
      c.transfer ?? null,
      c.transferFee ?? null,
      network ? 'I' : null,
      c.start ?? '2025-01-01',
      c.end ?? null,
      c.canHaveGreenPower ? 'Vare Tuulivoima' : null,
      c.greenPowerOn ?? false,
      c.canHaveGreenPower ?? false,
      c.homeInsuranceOn ?? false,
      c.canHaveHomeInsurance ?? false,
    ],
  );
}

/** Hourly readings of `kwh` each, UTC hours [from, to). */
export async function insertHourlyReadings(db: Database, serial: number, fromUtc: string, toUtc: string, kwh: number): Promise<void> {
  await db.query(
    `insert into meter_readings (metering_point_id, start_utc, minutes, kwh, quality)
     select $1, t, 60, $4, 'measured' from generate_series($2::timestamptz, $3::timestamptz - interval '1 hour', interval '1 hour') t`,
    [meteringPointId(serial), fromUtc, toUtc, kwh],
  );
}
