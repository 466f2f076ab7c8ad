import type { Queryable } from '@portal/core/server';

/** What the invoice says about the place and the customer (the bill's addressee). */
export interface InvoicePlace {
  readonly locationIdentifier: string;
  readonly name: string;
  readonly address: string;
  readonly postalAddress: string;
  readonly customerName: string;
}

export async function loadInvoicePlace(db: Queryable, locationIdentifier: string): Promise<InvoicePlace | null> {
  const result = await db.query<InvoicePlace>(
    `select l.location_identifier as "locationIdentifier", l.name, l.street_address as address,
            l.postal_code || ' ' || l.city as "postalAddress",
            coalesce(
              (select cs.business_name from customerships cs
                where cs.company = l.company and cs.customer_code = l.customer_code and cs.business_name is not null limit 1),
              (select u.name from location_access a join users u on u.id = a.user_id
                where a.location_identifier = l.location_identifier and a.relation = 'owner' limit 1),
              l.name) as "customerName"
     from locations l where l.location_identifier = $1`,
    [locationIdentifier],
  );
  return result.rows[0] ?? null;
}
