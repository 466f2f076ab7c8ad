import { ApiError, type Database } from '@portal/core/server';

/** The id of the contract an accepted offer creates: derived from the lead, so a retry cannot make two. */
export const followUpContractId = (leadId: string) => `FU-${leadId}`;

/**
 * Accepts an open offer: the follow-up contract (a fixed-term contract at the offered price, starting
 * the day after the current one ends, with the same network part and add-ons) and the acceptance are
 * written in one transaction. The row lock makes a double click or a second tab accept only once.
 */
export async function acceptFollowUpOffer(db: Database, leadId: string, userId: string, acceptedAt: Date): Promise<string> {
  const newContractId = followUpContractId(leadId);
  await db.transaction(async (tx) => {
    const open = await tx.query('select lead_id from follow_up_offers where lead_id = $1 and accepted_at is null for update', [leadId]);
    if (open.rows.length === 0) throw new ApiError('CONFLICT', 'The offer has already been accepted');
    await tx.query(
      `insert into contracts (id, location_identifier, contract_type, product_name, pricing, fixed_price_c_kwh,
         basic_fee_eur_month, transfer_price_c_kwh, transfer_basic_fee_eur_month, tax_class, start_date, end_date,
         green_power_name, green_power_on, can_have_green_power, home_insurance_on, can_have_home_insurance)
       select $2, c.location_identifier, c.contract_type, o.product_name, 'FIXED', o.offered_price_c_kwh,
              o.basic_fee_eur_month, c.transfer_price_c_kwh, c.transfer_basic_fee_eur_month, c.tax_class,
              c.end_date + 1, (c.end_date + 1 + make_interval(months => o.term_months::int))::date - 1,
              c.green_power_name, c.green_power_on, c.can_have_green_power, c.home_insurance_on,
              c.can_have_home_insurance
         from follow_up_offers o join contracts c on c.id = o.contract_id
        where o.lead_id = $1`,
      [leadId, newContractId],
    );
    await tx.query('update follow_up_offers set accepted_at = $2, accepted_by = $3, new_contract_id = $4 where lead_id = $1', [
      leadId,
      acceptedAt.toISOString(),
      userId,
      newContractId,
    ]);
  });
  return newContractId;
}
