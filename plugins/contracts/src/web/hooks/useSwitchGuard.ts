import { useApi } from '@portal/core';
import { CONTRACTS_API, switchGuardResponseSchema } from '../../contract/contracts';

export function useSwitchGuard(userId: string | null, locationIdentifier: string) {
  return useApi(userId ? CONTRACTS_API.switchGuard(userId, locationIdentifier) : null, switchGuardResponseSchema);
}
