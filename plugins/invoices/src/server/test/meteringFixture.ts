import { withGsrnCheckDigit } from '@portal/domain';
import { type Database } from '@portal/core/server';

/** Domain rows the billing tests build on: places, contracts, readings and prices they choose. */
export function meteringPointId(serial: number): string {
  return withGsrnCheckDigit(`643${String(serial).padStart(14, '0')}`);
}

export async function insertPlace(
  db: Database,
  place: { id: string; serial: number; utility: 'ELECTRICITY' | 'DISTRICT_HEATING'; minutes: 15 | 60; customerCode?: string; company?: string },
): Promise<string> {
  const mp = meteringPointId(place.serial);
  await db.query(
    `insert into locations (location_identifier, company, customer_code, metering_point_id, utility_type, name,
       street_address, postal_code, city, building_type, resolution_minutes)
     values ($1, $6, $2, $3, $4, $5, 'Testikatu 1', '00100', 'Helsinki', 'DetachedHouse', $7)`,
    [place.id, place.customerCode ?? 'C1', mp, place.utility, `Paikka ${place.id}`, place.company ?? 'VARE', place.minutes],
  );
  return mp;
}

export interface FixtureContract {
  readonly id: string;
  readonly locationIdentifier: string;
  readonly contractType: 'ELECTRICITY' | 'ELECTRICITY_AND_NETWORK' | 'DISTRICT_HEATING' | 'NETWORK';
  readonly pricing: 'FIXED' | 'SPOT' | null;
  readonly fixed?: string;
  readonly margin?: string;
  readonly basicFee: string;
  readonly transfer?: string;
  readonly transferFee?: string;
  readonly taxClass?: 'I' | 'II';
  readonly start: string;
  readonly end?: string;
}

export async function insertContract(db: Database, c: FixtureContract): Promise<void> {
  await db.query(
    `insert into contracts (id, location_identifier, contract_type, product_name, pricing, fixed_price_c_kwh,
       spot_margin_c_kwh, basic_fee_eur_month, transfer_price_c_kwh, transfer_basic_fee_eur_month, tax_class, start_date, end_date)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      c.id,
      c.locationIdentifier,
      c.contractType,
      `Tuote ${c.id}`,
      c.pricing,
      c.fixed ?? null,
      c.margin ?? null,
      c.basicFee,
      c.transfer ?? null,
      c.transferFee ?? null,
      c.taxClass ?? null,
      c.start,
      c.end ?? null,
    ],
  );
}

/** A deterministic value generator, so a failing case can be reproduced. */
export function sequence(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface Reading {
  readonly startUtc: Date;
  readonly minutes: 15 | 60;
  /** null = missing. */
  readonly kwh: string | null;
}

/** Readings from `from` to `until` (UTC instants); kWh in multiples of 0.0004 so a quarter of one is exact. */
export function makeReadings(from: Date, until: Date, minutes: 15 | 60, seed: number): Reading[] {
  const next = sequence(seed);
  const readings: Reading[] = [];
  for (let t = from.getTime(); t < until.getTime(); t += minutes * 60_000) {
    const missing = next() < 0.01;
    const units = Math.floor(next() * (minutes === 15 ? 2_000 : 8_000)); // × 0.0004 kWh
    readings.push({ startUtc: new Date(t), minutes, kwh: missing ? null : (units * 0.0004).toFixed(4) });
  }
  return readings;
}

export async function insertReadings(db: Database, table: 'meter_readings' | 'dh_readings', mp: string, readings: readonly Reading[]): Promise<void> {
  const chunk = 5000;
  for (let i = 0; i < readings.length; i += chunk) {
    const part = readings.slice(i, i + chunk);
    const starts = part.map((r) => r.startUtc.toISOString());
    const kwh = part.map((r) => r.kwh);
    const quality = part.map((r) => (r.kwh === null ? 'missing' : 'measured'));
    if (table === 'meter_readings') {
      await db.query(
        `insert into meter_readings (metering_point_id, start_utc, minutes, kwh, quality)
         select $1, s, $2, k, q from unnest($3::timestamptz[], $4::numeric[], $5::text[]) as u(s, k, q)`,
        [mp, part[0]!.minutes, starts, kwh, quality],
      );
    } else {
      await db.query(
        `insert into dh_readings (metering_point_id, start_utc, kwh, quality)
         select $1, s, k, q from unnest($2::timestamptz[], $3::numeric[], $4::text[]) as u(s, k, q)`,
        [mp, starts, kwh, quality],
      );
    }
  }
}

export interface SpotPrice {
  readonly startUtc: Date;
  readonly minutes: 15 | 60;
  readonly eurMwh: string;
}

/** Hourly prices until 1.10.2025 local, quarter-hourly from then on, some negative. */
export function makeSpotPrices(from: Date, until: Date, seed: number): SpotPrice[] {
  const next = sequence(seed);
  const quartersFrom = Date.UTC(2025, 8, 30, 21); // 1.10.2025 00:00 EEST
  const prices: SpotPrice[] = [];
  for (let t = from.getTime(); t < until.getTime();) {
    const minutes = t >= quartersFrom ? 15 : 60;
    prices.push({ startUtc: new Date(t), minutes, eurMwh: (next() * 300 - 20).toFixed(3) });
    t += minutes * 60_000;
  }
  return prices;
}

export async function insertSpotPrices(db: Database, prices: readonly SpotPrice[]): Promise<void> {
  await db.query(
    `insert into spot_prices (start_utc, minutes, eur_mwh)
     select * from unnest($1::timestamptz[], $2::smallint[], $3::numeric[]) on conflict do nothing`,
    [prices.map((p) => p.startUtc.toISOString()), prices.map((p) => p.minutes), prices.map((p) => p.eurMwh)],
  );
}
