import useSWR, { type SWRResponse } from 'swr';
import { ApiClientRef, type ResponseSchema } from '../services/api/apiClient';
import type { ApiRequestError } from '../services/api/apiRequestError';
import { portalDataCache } from './portalDataCache';
import { usePortalRuntime } from './portalContext';
import type { ApiKey } from './swrKey';
import { swrKeyToRequest } from './swrKey';
import { useService } from './useService';

/**
 * Reads API data through SWR: deduplicated and cached for the portal's cache lifetime (SPEC §9).
 * Pass `null` as the key to not fetch yet (e.g. until the user id is known).
 */
export function useApi<T = unknown>(
  key: ApiKey | null,
  schema?: ResponseSchema<T>,
): SWRResponse<T, ApiRequestError> {
  const api = useService(ApiClientRef);
  const { options } = portalDataCache(usePortalRuntime());
  return useSWR<T, ApiRequestError>(
    key,
    (k: ApiKey) => {
      const { path, query } = swrKeyToRequest(k);
      return api.get(path, { ...(schema ? { schema } : {}), ...(query ? { query } : {}) }) as Promise<T>;
    },
    options,
  );
}
