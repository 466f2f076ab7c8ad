import { addLocalDays } from '@portal/domain';
import { ENERGY_PRICE_UNIT, MONTHLY_FEE_UNIT, type FollowUpOffer, type StoredContractType } from '../../contract/contracts';
import type { FollowUpOfferRow } from '../queries/followUpOfferRow';
import type { VatRateLookup } from '../vat/loadVatRates';
import { MONEY_DECIMALS, PRICE_DECIMALS, toPrice } from '../vat/toPrice';
import { energyVatCategory } from '../vat/vatCategory';

/**
 * An offer as the customer sees it. Its prices are for deliveries from the new contract's first day,
 * so VAT is at the rate in force then, not today's (they differ across a rate change).
 */
export function toFollowUpOffer(row: FollowUpOfferRow, vatIncluded: boolean, vatRate: VatRateLookup): FollowUpOffer {
  const startDate = addLocalDays(row.current_end_date, 1);
  const rate = vatRate(energyVatCategory(row.contract_type as StoredContractType), startDate);
  return {
    leadId: row.lead_id,
    contractId: row.contract_id,
    currentContractName: row.current_contract_name,
    currentEndDate: row.current_end_date,
    productName: row.product_name,
    termMonths: row.term_months,
    startDate,
    price: toPrice(row.offered_price_c_kwh, rate, ENERGY_PRICE_UNIT, PRICE_DECIMALS, vatIncluded),
    basicFee: toPrice(row.basic_fee_eur_month, rate, MONTHLY_FEE_UNIT, MONEY_DECIMALS, vatIncluded),
    validUntil: row.valid_until,
    status: row.accepted_at ? 'ACCEPTED' : 'OPEN',
    acceptedAt: row.accepted_at ? new Date(row.accepted_at).toISOString() : null,
  };
}
