import { localDayRangeUtc, withGsrnCheckDigit } from '@portal/domain';
import { type Database } from '@portal/core/server';

/** Minimal domain rows for the consumption route tests. */
export interface FixtureLocation {
  readonly id: string;
  readonly utility: 'ELECTRICITY' | 'DISTRICT_HEATING';
  readonly serial: number;
  readonly resolution: 15 | 60;
  readonly buildingType?: string;
  readonly customerCode?: string;
  /**
   * The place's own features, enabled and writable. Defaults to its utility's consumption feature
   * (the routes answer 404 without it); pass [] for a place that lists none.
   */
  readonly features?: readonly string[];
}

export const meteringPointOf = (serial: number) => withGsrnCheckDigit(`643${String(serial).padStart(14, '0')}`);

export async function insertLocation(db: Database, location: FixtureLocation): Promise<string> {
  const meteringPointId = meteringPointOf(location.serial);
  await db.query(
    `insert into locations (location_identifier, company, customer_code, metering_point_id, utility_type, name,
       street_address, postal_code, city, building_type, resolution_minutes, temperature_area)
     values ($1, 'VARE', $2, $3, $4, $5, 'Testikatu 1', '65100', 'Vaasa', $6, $7, 'VAASA')`,
    [
      location.id,
      location.customerCode ?? 'C1',
      meteringPointId,
      location.utility,
      `Place ${location.id}`,
      location.buildingType ?? 'DetachedHouse',
      location.resolution,
    ],
  );
  const features = location.features ?? [location.utility === 'ELECTRICITY' ? 'consumption' : 'districtHeatingConsumption'];
  for (const feature of features) await setFeature(db, location.id, feature, true, false);
  return meteringPointId;
}

export async function setFeature(db: Database, locationIdentifier: string, feature: string, enabled: boolean, readOnly: boolean) {
  await db.query(
    `insert into location_features (location_identifier, feature, enabled, read_only) values ($1, $2, $3, $4)
     on conflict (location_identifier, feature) do update set enabled = excluded.enabled, read_only = excluded.read_only`,
    [locationIdentifier, feature, enabled, readOnly],
  );
}

export interface DayReadingsOptions {
  readonly kwh: string;
  /** Interval indexes (0 = local midnight) stored as estimated / missing (kwh NULL) / not stored at all. */
  readonly estimated?: readonly number[];
  readonly missing?: readonly number[];
  readonly absent?: readonly number[];
}

/** Every interval of a local day, stepped in UTC as the meter reads (92/96/100 quarters). */
export async function insertDayReadings(
  db: Database,
  meteringPointId: string,
  date: string,
  minutes: 15 | 60,
  options: DayReadingsOptions,
): Promise<number> {
  const { startUtc, endUtc } = localDayRangeUtc(date);
  const starts: string[] = [];
  const values: (string | null)[] = [];
  const qualities: string[] = [];
  let index = 0;
  for (let t = startUtc.getTime(); t < endUtc.getTime(); t += minutes * 60_000, index++) {
    if (options.absent?.includes(index)) continue;
    const missing = options.missing?.includes(index) ?? false;
    starts.push(new Date(t).toISOString());
    values.push(missing ? null : options.kwh);
    qualities.push(missing ? 'missing' : options.estimated?.includes(index) ? 'estimated' : 'measured');
  }
  await db.query(
    `insert into meter_readings (metering_point_id, start_utc, minutes, kwh, quality)
     select $1, s, $2, v, q from unnest($3::timestamptz[], $4::numeric[], $5::text[]) as u(s, v, q)`,
    [meteringPointId, minutes, starts, values, qualities],
  );
  return index;
}

/** Hourly spot prices (€/MWh) for every hour of a local day. */
export async function insertHourlySpot(db: Database, date: string, eurMwh: string): Promise<void> {
  const { startUtc, endUtc } = localDayRangeUtc(date);
  await db.query(
    `insert into spot_prices (start_utc, minutes, eur_mwh)
     select g, 60, $3::numeric from generate_series($1::timestamptz, $2::timestamptz - interval '1 hour', interval '1 hour') g`,
    [startUtc.toISOString(), endUtc.toISOString(), eurMwh],
  );
}

export async function insertContract(
  db: Database,
  id: string,
  locationIdentifier: string,
  terms: { pricing: 'FIXED'; price: string } | { pricing: 'SPOT'; margin: string },
  contractType = 'ELECTRICITY',
  startDate = '2020-01-01',
): Promise<void> {
  await db.query(
    `insert into contracts (id, location_identifier, contract_type, product_name, pricing, fixed_price_c_kwh, spot_margin_c_kwh, start_date)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      id,
      locationIdentifier,
      contractType,
      `Product ${id}`,
      terms.pricing,
      terms.pricing === 'FIXED' ? terms.price : null,
      terms.pricing === 'SPOT' ? terms.margin : null,
      startDate,
    ],
  );
}
