import type { StoredContractType } from '../../contract/contracts';

/** A contracts row as the queries read it; numeric columns arrive as exact decimal strings. */
export interface ContractRow {
  id: string;
  location_identifier: string;
  contract_type: StoredContractType;
  product_name: string;
  additional_name: string | null;
  pricing: 'FIXED' | 'SPOT' | null;
  fixed_price_c_kwh: string | null;
  spot_margin_c_kwh: string | null;
  basic_fee_eur_month: string;
  transfer_price_c_kwh: string | null;
  transfer_basic_fee_eur_month: string | null;
  tax_class: 'I' | 'II' | null;
  start_date: string;
  end_date: string | null;
  green_power_name: string | null;
  green_power_on: boolean;
  can_have_green_power: boolean;
  home_insurance_on: boolean;
  can_have_home_insurance: boolean;
}

/** The select list for ContractRow, with dates as YYYY-MM-DD whatever the driver's date handling. */
export const CONTRACT_COLUMNS = `c.id, c.location_identifier, c.contract_type, c.product_name, c.additional_name, c.pricing,
  c.fixed_price_c_kwh, c.spot_margin_c_kwh, c.basic_fee_eur_month, c.transfer_price_c_kwh,
  c.transfer_basic_fee_eur_month, c.tax_class, to_char(c.start_date, 'YYYY-MM-DD') as start_date,
  to_char(c.end_date, 'YYYY-MM-DD') as end_date, c.green_power_name, c.green_power_on, c.can_have_green_power,
  c.home_insurance_on, c.can_have_home_insurance`;

/** Contracts that sell electricity energy: the ones green power can be added to. */
export const ELECTRICITY_SALE_TYPES: readonly StoredContractType[] = ['ELECTRICITY', 'ELECTRICITY_AND_NETWORK'];
