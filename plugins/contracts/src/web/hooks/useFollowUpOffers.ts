import { useApi, useFeature } from '@portal/core';
import { CONTRACTS_API, followUpOffersResponseSchema } from '../../contract/contracts';

/** Not fetched while the followUpOffer flag is off: the server would answer 404. */
export function useFollowUpOffers(userId: string | null, locationIdentifier: string) {
  const enabled = useFeature('followUpOffer');
  const result = useApi(enabled && userId ? CONTRACTS_API.followUpOffers(userId, locationIdentifier) : null, followUpOffersResponseSchema);
  return { enabled, ...result };
}
