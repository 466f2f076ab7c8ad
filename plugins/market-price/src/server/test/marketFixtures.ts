import { localDayRangeUtc, withGsrnCheckDigit } from '@portal/domain';
import { type Database } from '@portal/core/server';

/**
 * Spot prices for every period of a Helsinki day, stepped in UTC as the market prices them (92/96/100
 * quarters; 23/24/25 hours before 1.10.2025). `price(index)` is €/MWh text with a dot.
 */
export async function insertDayPrices(db: Database, date: string, minutes: 15 | 60, price: (index: number) => string): Promise<number> {
  const { startUtc, endUtc } = localDayRangeUtc(date);
  const starts: string[] = [];
  const prices: string[] = [];
  for (let t = startUtc.getTime(), i = 0; t < endUtc.getTime(); t += minutes * 60_000, i++) {
    starts.push(new Date(t).toISOString());
    prices.push(price(i));
  }
  await db.query(
    `insert into spot_prices (start_utc, minutes, eur_mwh) select s, $2, p from unnest($1::timestamptz[], $3::numeric[]) as f(s, p)
     on conflict (start_utc) do update set minutes = excluded.minutes, eur_mwh = excluded.eur_mwh`,
    [starts, minutes, prices],
  );
  return starts.length;
}

export const meteringPointOf = (serial: number) => withGsrnCheckDigit(`643${String(serial).padStart(14, '0')}`);

/** An electricity (or heat) place of company VARE. */
export async function insertPlace(db: Database, id: string, serial: number, utility: 'ELECTRICITY' | 'DISTRICT_HEATING' = 'ELECTRICITY') {
  const meteringPointId = meteringPointOf(serial);
  await db.query(
    `insert into locations (location_identifier, company, customer_code, metering_point_id, utility_type, name,
       street_address, postal_code, city, building_type, resolution_minutes, temperature_area)
     values ($1, 'VARE', 'C1', $2, $3, $4, 'Testikatu 1', '65100', 'Vaasa', 'DetachedHouse', 15, 'VAASA')`,
    [id, meteringPointId, utility, `Place ${id}`],
  );
  return meteringPointId;
}

export interface ContractTerms {
  readonly type?: 'ELECTRICITY' | 'ELECTRICITY_AND_NETWORK';
  readonly pricing: 'FIXED' | 'SPOT';
  readonly margin?: string;
  readonly fixed?: string;
  readonly transfer?: string;
  readonly taxClass?: 'I' | 'II';
}

export async function insertContract(db: Database, id: string, locationIdentifier: string, terms: ContractTerms): Promise<void> {
  await db.query(
    `insert into contracts (id, location_identifier, contract_type, product_name, pricing, fixed_price_c_kwh, spot_margin_c_kwh,
       transfer_price_c_kwh, transfer_basic_fee_eur_month, tax_class, start_date)
     values ($1, $2, $3, $4, $5, $6, $7, $8, case when $8::numeric is null then null else 3.5 end, $9, '2020-01-01')`,
    [
      id,
      locationIdentifier,
      terms.type ?? 'ELECTRICITY',
      `Product ${id}`,
      terms.pricing,
      terms.fixed ?? null,
      terms.margin ?? null,
      terms.transfer ?? null,
      terms.taxClass ?? null,
    ],
  );
}
