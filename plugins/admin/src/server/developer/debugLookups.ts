import type { Queryable } from '@portal/core/server';
import type { CrmCustomer, KolibriContract, KolibriCustomer } from '../../contract/developer';

/**
 * The debug lookups (requirements §7 "debug lookups (kolibri and crm) by origin with customer or contract
 * code"), answered from the portal's own register: the customers table is what the CRM integration
 * fills, places and contracts what billing (Kolibri) fills. A developer compares these answers with
 * the source systems to see whether an integration lost or changed something. Each answers null when
 * the code does not exist under that origin.
 */

interface ContractRow {
  id: string;
  contract_type: string;
  product_name: string;
  pricing: 'FIXED' | 'SPOT' | null;
  start_date: string;
  end_date: string | null;
  location_identifier: string;
  metering_point_id: string;
  utility_type: string;
  customer_code: string;
}

const CONTRACT_COLUMNS = `c.id, c.contract_type, c.product_name, c.pricing, to_char(c.start_date, 'YYYY-MM-DD') as start_date,
  to_char(c.end_date, 'YYYY-MM-DD') as end_date, l.location_identifier, l.metering_point_id, l.utility_type, l.customer_code`;

const toContract = (row: ContractRow) => ({
  contractCode: row.id,
  contractType: row.contract_type,
  productName: row.product_name,
  pricing: row.pricing,
  startDate: row.start_date,
  endDate: row.end_date,
  locationIdentifier: row.location_identifier,
  meteringPointId: row.metering_point_id,
  utilityType: row.utility_type,
  customerCode: row.customer_code,
});

/** CRM's view of a customer code: the register's record and the portal logins tied to it. */
export async function crmCustomer(db: Queryable, origin: string, customerCode: string): Promise<CrmCustomer | null> {
  const { rows } = await db.query<{
    customer_type: 'B2C' | 'B2B';
    holder_name: string;
    business_id: string | null;
    business_name: string | null;
    has_person_id: boolean;
  }>(
    `select customer_type, holder_name, business_id, business_name, person_id_digest is not null as has_person_id
       from customers where company = $1 and customer_code = $2`,
    [origin, customerCode],
  );
  const row = rows[0];
  if (!row) return null;
  const users = await db.query<{ id: string; email: string }>(
    `select u.id, u.email from customerships c join users u on u.id = c.user_id
      where c.company = $1 and c.customer_code = $2 order by u.email`,
    [origin, customerCode],
  );
  return {
    system: 'crm',
    customer: {
      company: origin,
      customerCode,
      customerType: row.customer_type,
      holderName: row.holder_name,
      businessId: row.business_id,
      businessName: row.business_name,
      hasPersonId: row.has_person_id,
      portalUsers: users.rows,
    },
  };
}

/** CRM's view of a contract: the customer record of the customer holding it. */
export async function crmContract(db: Queryable, origin: string, contractCode: string): Promise<CrmCustomer | null> {
  const contract = await kolibriContract(db, origin, contractCode);
  return contract ? crmCustomer(db, origin, contract.contract.customerCode) : null;
}

/** Billing's view of a customer code: its places with metering points and their contracts. */
export async function kolibriCustomer(db: Queryable, origin: string, customerCode: string): Promise<KolibriCustomer | null> {
  const places = await db.query<{ location_identifier: string; metering_point_id: string; utility_type: string; name: string }>(
    `select location_identifier, metering_point_id, utility_type, name from locations
      where company = $1 and customer_code = $2 order by location_identifier`,
    [origin, customerCode],
  );
  const known = await db.query('select 1 from customers where company = $1 and customer_code = $2', [origin, customerCode]);
  if (places.rows.length === 0 && known.rows.length === 0) return null;
  const contracts = await db.query<ContractRow>(
    `select ${CONTRACT_COLUMNS} from contracts c join locations l using (location_identifier)
      where l.company = $1 and l.customer_code = $2 order by l.location_identifier, c.start_date, c.id`,
    [origin, customerCode],
  );
  return {
    system: 'kolibri',
    company: origin,
    customerCode,
    places: places.rows.map((p) => ({
      locationIdentifier: p.location_identifier,
      meteringPointId: p.metering_point_id,
      utilityType: p.utility_type,
      name: p.name,
    })),
    contracts: contracts.rows.map(toContract),
  };
}

/** Billing's view of one contract, with its place and metering point. */
export async function kolibriContract(db: Queryable, origin: string, contractCode: string): Promise<KolibriContract | null> {
  const { rows } = await db.query<ContractRow>(
    `select ${CONTRACT_COLUMNS} from contracts c join locations l using (location_identifier) where l.company = $1 and c.id = $2`,
    [origin, contractCode],
  );
  const row = rows[0];
  return row ? { system: 'kolibri', contract: toContract(row) } : null;
}
