import type { CompanyCode, CustomerRecord, Queryable } from '@portal/core/server';

/** A row of the customer register (table customers): core's type, which the account plugin reads. */
export type { CustomerRecord };

interface CustomerRow {
  company: CompanyCode;
  customer_code: string;
  customer_type: 'B2C' | 'B2B';
  holder_name: string;
  business_id: string | null;
  business_name: string | null;
}

const COLUMNS = 'company, customer_code, customer_type, holder_name, business_id, business_name';

const toRecord = (row: CustomerRow): CustomerRecord => ({
  company: row.company,
  customerCode: row.customer_code,
  customerType: row.customer_type,
  holderName: row.holder_name,
  businessId: row.business_id,
  businessName: row.business_name,
});

/** Every customer code a strongly identified person holds, at every company. */
export async function customersOfPerson(db: Queryable, personIdDigest: string): Promise<CustomerRecord[]> {
  const { rows } = await db.query<CustomerRow>(`select ${COLUMNS} from customers where person_id_digest = $1 order by company, customer_code`, [
    personIdDigest,
  ]);
  return rows.map(toRecord);
}

export async function findCustomer(db: Queryable, company: CompanyCode, customerCode: string): Promise<CustomerRecord | null> {
  const { rows } = await db.query<CustomerRow>(`select ${COLUMNS} from customers where company = $1 and customer_code = $2`, [company, customerCode]);
  return rows[0] ? toRecord(rows[0]) : null;
}
