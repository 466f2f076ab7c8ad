import type { VatCategory } from '@portal/domain';
import type { StoredContractType } from '../../contract/contracts';

/** vat_rates categories (core pricing), plus 'none' for what is bought without VAT. */
export type PriceVatCategory = VatCategory | 'none';

/**
 * Which VAT an energy price of this contract carries. The electricity energy sale (energy, basic fee,
 * origin add-ons) has its own category because it once had its own rate (10 % in 12/2022–4/2023);
 * district heating is 'general'. A private seller's microgeneration surplus is bought VAT 0 (DOMAIN).
 */
export function energyVatCategory(contractType: StoredContractType): PriceVatCategory {
  switch (contractType) {
    case 'DISTRICT_HEATING':
      return 'general';
    case 'MICROGENERATION':
      return 'none';
    default:
      return 'electricity_energy';
  }
}

/** Transfer and its basic fee never had the reduced rate. */
export const NETWORK_VAT_CATEGORY: PriceVatCategory = 'general';
