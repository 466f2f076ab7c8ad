import type { DemoDataContext, Queryable } from '@portal/core/server';
import { nextReference } from '../queries/nextReference';

/**
 * One handled service request on each demo owner's first place, so the customer's list and the
 * administrators' list have something to show (an invoicing question, answered). References come from
 * the same counter as real ones, so the next real request continues the sequence.
 */
export async function serviceDemoData(tx: Queryable, context: DemoDataContext): Promise<void> {
  const { rows } = await tx.query<{ user_id: string; location_identifier: string; company: string }>(
    // In e-mail order, so the same data set numbers its requests the same way every time.
    `select user_id, location_identifier, company from (
       select distinct on (la.user_id) la.user_id, l.location_identifier, l.company, u.email
         from location_access la join locations l using (location_identifier) join users u on u.id = la.user_id
        where la.relation = 'owner' and la.access_right = 'FULL_ACCESS'
        order by la.user_id, l.location_identifier) first_places
      order by email`,
  );
  const sent = new Date(context.today.getTime() - 20 * 86_400_000);
  const answered = new Date(context.today.getTime() - 18 * 86_400_000);
  for (const row of rows) {
    const reference = await nextReference(tx, row.company, sent);
    await tx.query(
      `insert into service_requests (reference, company, kind, topic, user_id, location_identifier, details, status, status_note, created_at, updated_at)
       values ($1, $2, 'SERVICE_REQUEST', 'INVOICE', $3, $4, $5, 'DONE', $6, $7, $8)`,
      [
        reference,
        row.company,
        row.user_id,
        row.location_identifier,
        JSON.stringify({ invoiceNumber: null, message: 'Miksi laskuni oli tavallista suurempi?' }),
        'Lasku perustui toteutuneeseen kulutukseen; kylmä kuukausi nosti kulutusta.',
        sent.toISOString(),
        answered.toISOString(),
      ],
    );
  }
}
