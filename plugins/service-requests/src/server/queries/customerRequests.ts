import type { Queryable } from '@portal/core/server';
import type { CustomerRequest } from '../../contract';

interface Row {
  reference: string;
  kind: CustomerRequest['kind'];
  topic: string;
  location_identifier: string;
  place_name: string;
  status: CustomerRequest['status'];
  status_note: string | null;
  created_at: Date;
  updated_at: Date;
  details: Record<string, unknown>;
}

/** The caller's requests and fault reports at this company's portal, newest first. */
export async function customerRequests(db: Queryable, userId: string, company: string): Promise<CustomerRequest[]> {
  const { rows } = await db.query<Row>(
    `select r.reference, r.kind, r.topic, r.location_identifier, l.name as place_name, r.status, r.status_note,
            r.created_at, r.updated_at, r.details
       from service_requests r join locations l using (location_identifier)
      where r.user_id = $1 and r.company = $2
      order by r.created_at desc, r.reference desc limit 200`,
    [userId, company],
  );
  return rows.map((row) => ({
    reference: row.reference,
    kind: row.kind,
    topic: row.topic,
    locationIdentifier: row.location_identifier,
    placeName: row.place_name,
    status: row.status,
    statusNote: row.status_note,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    details: row.details,
  }));
}
