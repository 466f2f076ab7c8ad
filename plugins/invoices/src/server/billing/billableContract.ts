import type { LocalDate } from '@portal/domain';

/** Contract types that produce a customer invoice. The microgeneration ones are the retailer buying
 * the customer's surplus: those are self-billed credits, not invoices, and are not issued here. */
export const INVOICED_CONTRACT_TYPES = ['ELECTRICITY', 'ELECTRICITY_AND_NETWORK', 'NETWORK', 'PROCUREMENT', 'DISTRICT_HEATING'] as const;
export type InvoicedContractType = (typeof INVOICED_CONTRACT_TYPES)[number];

/** What billing needs of a contract and its place; prices VAT 0 as numeric text, as stored. */
export interface BillableContract {
  readonly id: string;
  readonly company: string;
  readonly customerCode: string;
  readonly customerType: 'B2C' | 'B2B';
  readonly locationIdentifier: string;
  readonly meteringPointId: string;
  readonly contractType: InvoicedContractType;
  readonly pricing: 'FIXED' | 'SPOT' | null;
  readonly fixedPriceCKwh: string | null;
  readonly spotMarginCKwh: string | null;
  readonly basicFeeEurMonth: string;
  readonly transferPriceCKwh: string | null;
  readonly transferBasicFeeEurMonth: string | null;
  readonly taxClass: 'I' | 'II' | null;
  readonly startDate: LocalDate;
  readonly endDate: LocalDate | null;
}

export const isDistrictHeating = (contract: BillableContract): boolean => contract.contractType === 'DISTRICT_HEATING';

/** The retailer also invoices the network: transfer, its basic fee and electricity tax are on the bill. */
export const includesNetwork = (contract: BillableContract): boolean =>
  contract.contractType === 'NETWORK' || contract.contractType === 'ELECTRICITY_AND_NETWORK';
