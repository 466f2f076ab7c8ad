import { useApi } from '@portal/core';
import { CONTRACTS_API, contractsResponseSchema } from '../../contract/contracts';

/**
 * A place's contracts in the VAT mode the server picks for it (requirements §5); both figures of every price
 * come along, so the page's VAT toggle needs no second request.
 */
export function useContracts(userId: string | null, locationIdentifier: string) {
  return useApi(userId ? CONTRACTS_API.contracts(userId, locationIdentifier) : null, contractsResponseSchema);
}
