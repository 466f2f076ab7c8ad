import type { Queryable } from '@portal/core/server';
import type { EinvoiceState } from '../../contract/einvoicing';

export interface CustomerPlaces {
  readonly customerCode: string;
  readonly companyName: string;
  readonly locationIdentifiers: readonly string[];
}

/** The invoicing customers behind the given places. */
export async function customersOfPlaces(db: Queryable, company: string, locationIdentifiers: readonly string[]): Promise<CustomerPlaces[]> {
  if (locationIdentifiers.length === 0) return [];
  const result = await db.query<CustomerPlaces>(
    `select l.customer_code as "customerCode", c.name as "companyName",
            array_agg(l.location_identifier order by l.location_identifier) as "locationIdentifiers"
     from locations l join companies c on c.code = l.company
     where l.company = $1 and l.location_identifier = any($2::text[])
     group by l.customer_code, c.name order by l.customer_code`,
    [company, locationIdentifiers],
  );
  return result.rows;
}

export interface AgreementRow {
  readonly customerCode: string;
  readonly state: Exclude<EinvoiceState, 'NONE'>;
  readonly bankBic: string;
  readonly einvoiceAddress: string;
}

export async function loadAgreements(db: Queryable, company: string, customerCodes: readonly string[]): Promise<Map<string, AgreementRow>> {
  const result = await db.query<AgreementRow>(
    `select customer_code as "customerCode", state, bank_bic as "bankBic", einvoice_address as "einvoiceAddress"
     from einvoice_agreements where company = $1 and customer_code = any($2::text[])`,
    [company, customerCodes],
  );
  return new Map(result.rows.map((row) => [row.customerCode, row]));
}

export async function saveProposal(db: Queryable, company: string, customerCode: string, bankBic: string, address: string, now: Date): Promise<void> {
  await db.query(
    `insert into einvoice_agreements (company, customer_code, state, bank_bic, einvoice_address, updated_at)
     values ($1, $2, 'PROPOSED', $3, $4, $5)
     on conflict (company, customer_code) do update
       set state = 'PROPOSED', bank_bic = excluded.bank_bic, einvoice_address = excluded.einvoice_address, updated_at = excluded.updated_at`,
    [company, customerCode, bankBic, address, now],
  );
}
