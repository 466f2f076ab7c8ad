import { withGsrnCheckDigit } from '@portal/domain';
import { type Database } from '@portal/core/server';

export const AREA = 'TESTI';
export const meteringPointOf = (serial: number) => withGsrnCheckDigit(`643${String(serial).padStart(14, '0')}`);

/** An electricity place (no plugin dependency: the plugin reads the domain tables only). */
export async function insertPlace(db: Database, id: string, serial: number, customerCode = 'C1'): Promise<string> {
  const point = meteringPointOf(serial);
  await db.query(
    `insert into locations (location_identifier, company, customer_code, metering_point_id, utility_type, name,
       street_address, postal_code, city, building_type, resolution_minutes, temperature_area)
     values ($1, 'VARE', $2, $3, 'ELECTRICITY', $4, 'Testikatu 1', '65100', 'Vaasa', 'DetachedHouse', 60, $5)`,
    [id, customerCode, point, `Koti ${id}`, AREA],
  );
  return point;
}

/**
 * Deterministic weather, prices and use from `from` to `until` (UTC), hourly: the temperature is a yearly
 * cosine plus a daily wobble; use grows with cold (heating), peaks in the evening; the spot price has a
 * daily shape and a slow drift. Written by SQL in one statement each so three years load in seconds.
 */
export async function insertSeries(db: Database, point: string, from: string, until: string): Promise<void> {
  await db.query(
    `insert into outdoor_temperatures (area, start_utc, celsius)
     select $1, g, round((4 - 13 * cos(2 * pi() * (extract(doy from g) - 20) / 365.0) + 3 * sin(extract(epoch from g) / 25000.0))::numeric, 2)
       from generate_series($2::timestamptz, $3::timestamptz - interval '1 hour', interval '1 hour') g
     on conflict do nothing`,
    [AREA, from, until],
  );
  await db.query(
    `insert into spot_prices (start_utc, minutes, eur_mwh)
     select g, 60, round((60 + 35 * sin(extract(hour from g) / 3.8) + 25 * cos(extract(epoch from g) / 900000.0))::numeric, 3)
       from generate_series($1::timestamptz, $2::timestamptz - interval '1 hour', interval '1 hour') g
     on conflict do nothing`,
    [from, until],
  );
  await db.query(
    `insert into meter_readings (metering_point_id, start_utc, minutes, kwh, quality)
     select $1, t.start_utc, 60,
            round((0.35 + 0.07 * greatest(0, 15 - t.celsius) + case when extract(hour from t.start_utc) between 15 and 18 then 0.6 else 0 end
                   + 0.1 * sin(extract(epoch from t.start_utc) / 7000.0))::numeric, 4), 'measured'
       from outdoor_temperatures t where t.area = $2 and t.start_utc >= $3 and t.start_utc < $4`,
    [point, AREA, from, until],
  );
}

/** SPOT (energy only) until June 2024, then fixed price with the network, transfer and electricity tax. */
export async function insertContracts(db: Database, locationIdentifier: string): Promise<void> {
  await db.query(
    `insert into contracts (id, location_identifier, contract_type, product_name, pricing, spot_margin_c_kwh, basic_fee_eur_month,
        start_date, end_date)
     values ($1 || '-spot', $1, 'ELECTRICITY', 'Pörssisähkö', 'SPOT', 0.49, 3.90, '2021-01-01', '2024-06-30')`,
    [locationIdentifier],
  );
  await db.query(
    `insert into contracts (id, location_identifier, contract_type, product_name, pricing, fixed_price_c_kwh, basic_fee_eur_month,
        transfer_price_c_kwh, transfer_basic_fee_eur_month, tax_class, start_date, green_power_name, green_power_on, can_have_green_power)
     values ($1 || '-fixed', $1, 'ELECTRICITY_AND_NETWORK', 'Kiinteä', 'FIXED', 8.79, 4.50, 4.87, 12.00, 'I', '2024-07-01',
        'Tuulisähkö', true, true)`,
    [locationIdentifier],
  );
}
