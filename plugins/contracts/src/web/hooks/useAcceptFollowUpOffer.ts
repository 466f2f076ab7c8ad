import { useApiMutation, useModal, type ApiClient } from '@portal/core';
import { useCallback } from 'react';
import { acceptFollowUpOfferResponseSchema, CONTRACTS_API } from '../../contract/contracts';
import {
  CONTRACT_ACTION_FAILED_MODAL,
  FOLLOW_UP_OFFER_CONFIRM_MODAL,
  FOLLOW_UP_OFFER_SUCCESS_MODAL,
  type FollowUpOfferConfirmProps,
} from '../modals';
import { outcomeOf } from './outcomeOf';

/**
 * Accepting a follow-up offer: confirm, then success or error. Afterwards the offers, the contracts
 * (the new one is upcoming) and the switch guard (a switch is now pending) are read again.
 */
export function useAcceptFollowUpOffer(userId: string | null, locationIdentifier: string) {
  const modals = useModal();
  const write = useCallback(
    (api: ApiClient, leadId: string) =>
      outcomeOf(() => api.put(CONTRACTS_API.acceptFollowUpOffer(userId ?? '', leadId), undefined, { schema: acceptFollowUpOfferResponseSchema })),
    [userId],
  );
  const mutation = useApiMutation(write, {
    invalidates: userId
      ? [
          CONTRACTS_API.followUpOffers(userId, locationIdentifier),
          CONTRACTS_API.contracts(userId, locationIdentifier),
          CONTRACTS_API.switchGuard(userId, locationIdentifier),
        ]
      : [],
    showErrorModal: false,
  });
  const { run } = mutation;

  const accept = useCallback(
    async (leadId: string, confirmProps: FollowUpOfferConfirmProps) => {
      if (!userId) return;
      const answer = await modals.open(FOLLOW_UP_OFFER_CONFIRM_MODAL, confirmProps).result;
      if (answer !== 'confirmed') return;
      const outcome = await run(leadId);
      if (outcome?.ok) modals.open(FOLLOW_UP_OFFER_SUCCESS_MODAL, { startDate: outcome.value.startDate });
      else modals.open(CONTRACT_ACTION_FAILED_MODAL, { action: 'followUpOffer', ...(outcome?.code ? { code: outcome.code } : {}) });
    },
    [modals, run, userId],
  );
  return { accept, running: mutation.running };
}
