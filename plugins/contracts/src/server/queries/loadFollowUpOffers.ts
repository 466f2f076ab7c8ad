import type { Queryable } from '@portal/core/server';
import { FOLLOW_UP_OFFER_COLUMNS, type FollowUpOfferRow } from './followUpOfferRow';

/**
 * Offers to show for a place: open ones still valid for a fixed-term contract that has not ended, and
 * accepted ones until the contract they continue has ended (the customer sees the acceptance stand).
 */
export async function loadFollowUpOffers(db: Queryable, locationIdentifier: string, today: string): Promise<FollowUpOfferRow[]> {
  const { rows } = await db.query<FollowUpOfferRow>(
    `select ${FOLLOW_UP_OFFER_COLUMNS}
       from follow_up_offers o join contracts c on c.id = o.contract_id
      where c.location_identifier = $1 and c.end_date is not null and c.end_date >= $2::date
        and (o.accepted_at is not null or o.valid_until >= $2::date)
      order by c.end_date, o.lead_id`,
    [locationIdentifier, today],
  );
  return rows;
}

/** One offer by its lead id, with the place it belongs to (for the access check). */
export async function loadFollowUpOffer(db: Queryable, leadId: string): Promise<FollowUpOfferRow | undefined> {
  const { rows } = await db.query<FollowUpOfferRow>(
    `select ${FOLLOW_UP_OFFER_COLUMNS}
       from follow_up_offers o join contracts c on c.id = o.contract_id
      where o.lead_id = $1`,
    [leadId],
  );
  return rows[0];
}
