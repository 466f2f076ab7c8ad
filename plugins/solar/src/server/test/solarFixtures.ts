import { localDayRangeUtc, withGsrnCheckDigit } from '@portal/domain';
import { type Database } from '@portal/core/server';

/** Minimal domain rows for the solar route tests. */
export const pointOf = (serial: number) => withGsrnCheckDigit(`643${String(serial).padStart(14, '0')}`);

export async function insertPlace(
  db: Database,
  place: { id: string; serial: number; utility: 'ELECTRICITY' | 'MICROGENERATION'; resolution: 15 | 60; customer?: string; street?: string },
): Promise<string> {
  const point = pointOf(place.serial);
  await db.query(
    `insert into locations (location_identifier, company, customer_code, metering_point_id, utility_type, name,
       street_address, postal_code, city, building_type, resolution_minutes, temperature_area)
     values ($1, 'VARE', $2, $3, $4, $5, $6, '65100', 'Vaasa', 'DetachedHouse', $7, 'Vaasa')`,
    [place.id, place.customer ?? 'C1', point, place.utility, `Place ${place.id}`, place.street ?? 'Testikatu 1', place.resolution],
  );
  // A production point has its features, as the demo's do (requirements §5: absent = disabled).
  if (place.utility === 'MICROGENERATION') {
    for (const feature of ['microgeneration', 'solar']) await setFeature(db, place.id, feature, true);
  }
  return point;
}

export async function insertPlant(db: Database, plant: { id: string; serial: number; customer?: string; name?: string }): Promise<string> {
  const point = pointOf(plant.serial);
  await db.query(
    `insert into solar_plants (id, company, customer_code, name, production_point_id, latitude, longitude, kwp, panels, inverters)
     values ($1, 'VARE', $2, $3, $4, 63.1, 21.6, 8.4, $5, $6)`,
    [
      plant.id,
      plant.customer ?? 'C1',
      plant.name ?? `Plant ${plant.id}`,
      point,
      JSON.stringify([{ count: 21, powerW: 400, tiltDeg: 30, azimuthDeg: 170 }]),
      JSON.stringify([{ nominalPowerKw: 8, commissionDate: '2023-05-15', model: 'Fronius Symo 8.2-3-M', serialNumber: 'FS-001' }]),
    ],
  );
  return point;
}

export async function link(db: Database, plantId: string, location: string, exportLocation: string | null): Promise<void> {
  await db.query(`insert into solar_plant_links (plant_id, location_identifier, export_location_identifier, linked_at) values ($1, $2, $3, now())`, [
    plantId,
    location,
    exportLocation,
  ]);
}

/** Every interval of a local day (92/96/100 quarters or 23/24/25 hours) with a value per index. */
export async function insertDay(
  db: Database,
  table: 'meter_readings' | 'solar_production',
  point: string,
  date: string,
  minutes: 15 | 60,
  valueAt: (index: number) => string,
): Promise<number> {
  const { startUtc, endUtc } = localDayRangeUtc(date);
  const starts: string[] = [];
  const values: string[] = [];
  for (let t = startUtc.getTime(), i = 0; t < endUtc.getTime(); t += minutes * 60_000, i++) {
    starts.push(new Date(t).toISOString());
    values.push(valueAt(i));
  }
  const quality = table === 'meter_readings' ? ", 'measured'" : '';
  await db.query(
    `insert into ${table} (metering_point_id, start_utc, minutes, kwh${table === 'meter_readings' ? ', quality' : ''})
     select $1, s, $2, v${quality} from unnest($3::timestamptz[], $4::numeric[]) as u(s, v)`,
    [point, minutes, starts, values],
  );
  return starts.length;
}

/** Hourly spot prices (€/MWh) of a local day, one per hour index. */
export async function insertHourlySpot(db: Database, date: string, priceAt: (hour: number) => string): Promise<void> {
  const { startUtc, endUtc } = localDayRangeUtc(date);
  for (let t = startUtc.getTime(), i = 0; t < endUtc.getTime(); t += 3_600_000, i++) {
    await db.query('insert into spot_prices (start_utc, minutes, eur_mwh) values ($1, 60, $2) on conflict do nothing', [
      new Date(t).toISOString(),
      priceAt(i),
    ]);
  }
}

export async function insertContract(
  db: Database,
  id: string,
  location: string,
  contractType: 'ELECTRICITY' | 'MICROGENERATION',
  terms: { pricing: 'FIXED'; price: string } | { pricing: 'SPOT'; margin: string },
): Promise<void> {
  await db.query(
    `insert into contracts (id, location_identifier, contract_type, product_name, pricing, fixed_price_c_kwh, spot_margin_c_kwh, start_date)
     values ($1, $2, $3, $4, $5, $6, $7, '2020-01-01')`,
    [
      id,
      location,
      contractType,
      `Product ${id}`,
      terms.pricing,
      terms.pricing === 'FIXED' ? terms.price : null,
      terms.pricing === 'SPOT' ? terms.margin : null,
    ],
  );
}

export async function setFeature(db: Database, location: string, feature: string, enabled: boolean): Promise<void> {
  await db.query(
    `insert into location_features (location_identifier, feature, enabled, read_only) values ($1, $2, $3, false)
     on conflict (location_identifier, feature) do update set enabled = excluded.enabled`,
    [location, feature, enabled],
  );
}
