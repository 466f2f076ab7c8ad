import { useApiMutation, useModal, type ApiClient } from '@portal/core';
import { useCallback } from 'react';
import { CONTRACTS_API, greenPowerResponseSchema, type GreenPowerBody } from '../../contract/contracts';
import { CONTRACT_ACTION_FAILED_MODAL, GREEN_POWER_CONFIRM_MODAL, GREEN_POWER_SUCCESS_MODAL } from '../modals';
import { outcomeOf } from './outcomeOf';

/**
 * The green power switch's flow (requirements §4: confirm, then success or error): nothing is sent until the
 * customer confirms, and the contracts are read again afterwards so the card shows what was saved.
 */
export function useGreenPowerSwitch(userId: string | null, locationIdentifier: string) {
  const modals = useModal();
  const write = useCallback(
    (api: ApiClient, on: boolean) =>
      outcomeOf(() => {
        const body: GreenPowerBody = { on };
        return api.put(CONTRACTS_API.greenPower(userId ?? '', locationIdentifier), body, { schema: greenPowerResponseSchema });
      }),
    [userId, locationIdentifier],
  );
  const mutation = useApiMutation(write, {
    invalidates: userId ? [CONTRACTS_API.contracts(userId, locationIdentifier)] : [],
    showErrorModal: false,
  });
  const { run } = mutation;

  const change = useCallback(
    async (on: boolean, name: string) => {
      if (!userId) return;
      const answer = await modals.open(GREEN_POWER_CONFIRM_MODAL, { on, name }).result;
      if (answer !== 'confirmed') return;
      const outcome = await run(on);
      if (outcome?.ok) modals.open(GREEN_POWER_SUCCESS_MODAL, { on, name });
      else modals.open(CONTRACT_ACTION_FAILED_MODAL, { action: 'greenPower', ...(outcome?.code ? { code: outcome.code } : {}) });
    },
    [modals, run, userId],
  );
  return { change, running: mutation.running };
}
