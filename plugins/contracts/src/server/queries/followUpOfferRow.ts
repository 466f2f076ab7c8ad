/** A follow-up offer with the contract it continues; dates as YYYY-MM-DD. */
export interface FollowUpOfferRow {
  lead_id: string;
  contract_id: string;
  contract_type: string;
  location_identifier: string;
  current_contract_name: string;
  current_end_date: string;
  product_name: string;
  term_months: number;
  offered_price_c_kwh: string;
  basic_fee_eur_month: string;
  valid_until: string;
  accepted_at: Date | string | null;
  new_contract_id: string | null;
}

export const FOLLOW_UP_OFFER_COLUMNS = `o.lead_id, o.contract_id, c.contract_type, c.location_identifier,
  c.product_name as current_contract_name, to_char(c.end_date, 'YYYY-MM-DD') as current_end_date,
  o.product_name, o.term_months, o.offered_price_c_kwh, o.basic_fee_eur_month,
  to_char(o.valid_until, 'YYYY-MM-DD') as valid_until, o.accepted_at, o.new_contract_id`;
