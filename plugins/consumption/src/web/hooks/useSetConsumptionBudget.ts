import { useApiMutation, type ApiClient } from '@portal/core';
import { useCallback } from 'react';
import type { SetConsumptionBudgetBodyInput } from '../../contract/budget';
import { CONSUMPTION_API } from '../../contract/paths';

/**
 * POST setConsumptionBudget; on success the cached budget read is fetched again. Resolves `true` on
 * success (undefined on failure, after core's error modal), whatever the answer's body.
 */
export function useSetConsumptionBudget(userId: string | null, locationIdentifier: string) {
  const budgetPath = userId ? CONSUMPTION_API.budget(userId, locationIdentifier) : '';
  const action = useCallback(
    async (api: ApiClient, body: SetConsumptionBudgetBodyInput): Promise<true> => {
      if (!userId) throw new Error('The user id is not known yet');
      await api.post(CONSUMPTION_API.setConsumptionBudget(userId, locationIdentifier), body);
      return true;
    },
    [userId, locationIdentifier],
  );
  return useApiMutation(action, { invalidates: budgetPath ? [budgetPath] : [] });
}
