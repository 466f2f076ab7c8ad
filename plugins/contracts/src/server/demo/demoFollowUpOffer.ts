import { addLocalDays, localDateOf } from '@portal/domain';
import { type DemoDataContext, type Queryable } from '@portal/core/server';

export const DEMO_FOLLOW_UP_LEAD_ID = 'LEAD-VARE-1000001-03';

/**
 * The follow-up offer scenario for asiakas@vare.example: the summer cottage's fixed-price contract
 * ends in 45 days and a 24-month follow-up is on offer. The place is found by its owner and building
 * type rather than by id, so this survives changes in the demo catalogue. The catalogue's cottage
 * contract runs until further notice, so the demo gives it the fixed term the scenario needs; nothing
 * happens when the place or its contract is not there.
 */
export async function insertDemoFollowUpOffer(tx: Queryable, context: DemoDataContext): Promise<void> {
  const today = localDateOf(context.today);
  const { rows } = await tx.query<{ id: string }>(
    `select c.id
       from users u
       join location_access a on a.user_id = u.id and a.relation = 'owner'
       join locations l on l.location_identifier = a.location_identifier and l.building_type = 'SummerHouse'
       join contracts c on c.location_identifier = l.location_identifier
      where lower(u.email) = 'asiakas@vare.example' and c.pricing = 'FIXED'
        and c.contract_type in ('ELECTRICITY', 'ELECTRICITY_AND_NETWORK')
        and c.start_date <= $1::date and (c.end_date is null or c.end_date >= $1::date)
      order by c.start_date desc, c.id limit 1`,
    [today],
  );
  const contractId = rows[0]?.id;
  if (!contractId) return;
  const endDate = addLocalDays(today, 45);
  await tx.query('update contracts set end_date = $2 where id = $1 and end_date is null', [contractId, endDate]);
  await tx.query(
    `insert into follow_up_offers (lead_id, contract_id, product_name, term_months, offered_price_c_kwh,
       basic_fee_eur_month, valid_until, created_at)
     values ($1, $2, 'Vare Kiinteä Mökki 24', 24, 7.49, 2.95, $3, $4) on conflict do nothing`,
    [DEMO_FOLLOW_UP_LEAD_ID, contractId, addLocalDays(today, 30), context.today.toISOString()],
  );
}
