import { useApi, useFeature } from '@portal/core';
import { CONTRACTS_API, productComparisonResponseSchema } from '../../contract/contracts';

/** Not fetched while the networkProductComparison flag is off: the server would answer 404. */
export function useProductComparison(userId: string | null, locationIdentifier: string) {
  const enabled = useFeature('networkProductComparison');
  const result = useApi(enabled && userId ? CONTRACTS_API.productComparison(userId, locationIdentifier) : null, productComparisonResponseSchema);
  return { enabled, ...result };
}
