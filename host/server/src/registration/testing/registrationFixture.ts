import type { Database } from '@portal/core/server';
import { withGsrnCheckDigit } from '@portal/domain';
import { DEMO_PERSONS } from '../../demo/demoCustomers';
import { DEVELOPMENT_PERSON_ID_KEY, personIdDigest } from '../personId';

export const AINO = 3;
export const MATTI = 0;
export const VILLE = 4;

let meterSerial = 0;
const meteringPoint = () => withGsrnCheckDigit(`64300${String(900_000_000_000 + ++meterSerial).padStart(12, '0')}`);

/** A use place of a customer code, with one contract (invoices reference both). */
export async function addPlace(db: Database, company: string, customerCode: string, suffix: string): Promise<string> {
  const id = `${company}-${customerCode}-${suffix}`;
  await db.query(
    `insert into locations (location_identifier, company, customer_code, metering_point_id, utility_type, name, street_address,
                            postal_code, city, building_type, resolution_minutes)
     values ($1, $2, $3, $4, 'ELECTRICITY', $5, 'Testikatu 1', '65100', 'Vaasa', 'Apartment', 15)`,
    [id, company, customerCode, meteringPoint(), `Paikka ${suffix}`],
  );
  await db.query(
    `insert into contracts (id, location_identifier, contract_type, product_name, pricing, fixed_price_c_kwh, start_date)
     values ($1, $2, 'ELECTRICITY', 'Testi', 'FIXED', 9, '2024-01-01')`,
    [`C-${id}`, id],
  );
  return id;
}

export async function addCustomer(
  db: Database,
  company: string,
  customerCode: string,
  person: number | null,
  holderName = 'Testi Asiakas',
  customerType: 'B2C' | 'B2B' = 'B2C',
): Promise<void> {
  const digest = person === null ? null : personIdDigest(DEVELOPMENT_PERSON_ID_KEY, DEMO_PERSONS[person]!.hetu);
  await db.query(`insert into customers (company, customer_code, customer_type, holder_name, person_id_digest) values ($1, $2, $5, $3, $4)`, [
    company,
    customerCode,
    person === null ? holderName : DEMO_PERSONS[person]!.name,
    digest,
    customerType,
  ]);
}

let invoiceSerial = 100000;
/** An invoice of the place's contract, dated `invoiceDate`, with the given payment reference. */
export async function addInvoice(db: Database, locationIdentifier: string, invoiceDate: string, reference: string): Promise<void> {
  const { rows } = await db.query<{ company: string; customer_code: string }>(
    'select company, customer_code from locations where location_identifier = $1',
    [locationIdentifier],
  );
  const place = rows[0]!;
  await db.query(
    `insert into invoices (invoice_number, company, customer_code, contract_id, location_identifier, contract_type, detail_type,
                           period_start, period_end, invoice_date, due_date, status, paid_date, reference, iban,
                           amount_vat0_cents, vat_cents, amount_cents)
     values ($1, $2, $3, $4, $5, 'ELECTRICITY', 'electricity', $6::date - 30, $6::date - 1, $6::date, $6::date + 14, 'open', null, $7,
             'FI2112345600000785', 1000, 255, 1255)`,
    [String(++invoiceSerial), place.company, place.customer_code, `C-${locationIdentifier}`, locationIdentifier, invoiceDate, reference],
  );
}
