import type { Queryable } from '@portal/core/server';
import type { Customership } from '../../contract/customerInfo';

interface CustomershipRow {
  company: string;
  company_name: string;
  customer_code: string;
  customer_type: 'B2C' | 'B2B';
  business_name: string | null;
  business_id: string | null;
  phone: string | null;
  street_address: string | null;
  postal_code: string | null;
  city: string | null;
  invoicing_name: string | null;
  invoicing_street_address: string | null;
  invoicing_postal_code: string | null;
  invoicing_city: string | null;
}

/** The user's customerships at every company with their details; `company` (this portal's) first. */
export async function loadCustomerships(db: Queryable, userId: string, company: string): Promise<Customership[]> {
  const { rows } = await db.query<CustomershipRow>(
    `select c.company, co.name as company_name, c.customer_code, c.customer_type, c.business_name, c.business_id,
            d.phone, d.street_address, d.postal_code, d.city,
            d.invoicing_name, d.invoicing_street_address, d.invoicing_postal_code, d.invoicing_city
       from customerships c
       join companies co on co.code = c.company
       left join customership_details d
         on d.user_id = c.user_id and d.company = c.company and d.customer_code = c.customer_code
      where c.user_id = $1
      order by c.company <> $2, c.company, c.customer_code`,
    [userId, company],
  );
  return rows.map((row) => ({
    company: row.company,
    companyName: row.company_name,
    customerCode: row.customer_code,
    customerType: row.customer_type,
    businessName: row.business_name,
    businessId: row.business_id,
    phone: row.phone,
    address: { streetAddress: row.street_address, postalCode: row.postal_code, city: row.city },
    invoicingAddress: {
      name: row.invoicing_name,
      streetAddress: row.invoicing_street_address,
      postalCode: row.invoicing_postal_code,
      city: row.invoicing_city,
    },
    editable: row.company === company,
  }));
}
