import type { Queryable } from '@portal/core/server';
import type { MovingOffer } from '../../contract';

interface Row {
  product_name: string;
  pricing: 'FIXED' | 'SPOT' | null;
  basic_fee_eur_month: string;
}

/**
 * The offer for the new place of a move: the energy product the customer has at the old place on its
 * last day (the same product can follow them), else CONTACT — we call them with an offer, because a
 * network-only place or a place without a contract has no product of ours to continue.
 */
export async function movingOffer(db: Queryable, locationIdentifier: string, endDate: string): Promise<MovingOffer> {
  const { rows } = await db.query<Row>(
    `select c.product_name, c.pricing, c.basic_fee_eur_month::text as basic_fee_eur_month
       from contracts c
      where c.location_identifier = $1 and c.contract_type <> 'NETWORK'
        and c.start_date <= $2::date and (c.end_date is null or c.end_date >= $2::date)
      order by c.start_date desc, c.id limit 1`,
    [locationIdentifier, endDate],
  );
  const row = rows[0];
  if (!row) return { kind: 'CONTACT' };
  return { kind: 'PRODUCT', productName: row.product_name, pricing: row.pricing, basicFeeEurMonth: row.basic_fee_eur_month };
}
