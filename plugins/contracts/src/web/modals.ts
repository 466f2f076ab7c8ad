import { createModalRef } from '@portal/core';

/** requirements §2 "green power info": what green power is and what the package saves. */
export interface GreenPowerInfoProps {
  readonly packageSizeKwh: number;
  readonly savingsKg: number | null;
}
export const GREEN_POWER_INFO_MODAL = createModalRef<GreenPowerInfoProps>({ id: 'contracts.greenPowerInfo', kind: 'info' });

export interface GreenPowerChangeProps {
  readonly on: boolean;
  readonly name: string;
}
/** Confirm → success or error (requirements §4 modal flow). */
export const GREEN_POWER_CONFIRM_MODAL = createModalRef<GreenPowerChangeProps, 'confirmed'>({
  id: 'contracts.greenPowerConfirm',
  kind: 'confirm',
});
export const GREEN_POWER_SUCCESS_MODAL = createModalRef<GreenPowerChangeProps>({ id: 'contracts.greenPowerSuccess', kind: 'success' });

export interface FollowUpOfferConfirmProps {
  readonly productName: string;
  readonly startDate: string;
  readonly termMonths: number;
  /** Already formatted in the VAT mode the customer is looking at. */
  readonly priceText: string;
}
export const FOLLOW_UP_OFFER_CONFIRM_MODAL = createModalRef<FollowUpOfferConfirmProps, 'confirmed'>({
  id: 'contracts.followUpOfferConfirm',
  kind: 'confirm',
});
export const FOLLOW_UP_OFFER_SUCCESS_MODAL = createModalRef<{ readonly startDate: string }>({
  id: 'contracts.followUpOfferSuccess',
  kind: 'success',
});

export interface ContractActionFailedProps {
  readonly action: 'greenPower' | 'followUpOffer';
  readonly code?: string;
}
export const CONTRACT_ACTION_FAILED_MODAL = createModalRef<ContractActionFailedProps>({
  id: 'contracts.actionFailed',
  kind: 'error',
});
